import type { FormInstance } from 'antd';
import { isApiError } from '../app/api/errors';
import { notify } from '../app/api/notify';

/**
 * Shows the server's field errors on the form's fields (API.md error envelope `errors[]`).
 * `codeFields` puts a field-less error code on a field (e.g. OLD_PASSWORD_WRONG → oldPassword).
 * Whatever cannot be placed on a field is shown as a message (unless the client already did).
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  codeFields: Record<string, string> = {},
): void {
  if (!isApiError(error)) throw error;
  const known = new Set(Object.keys(form.getFieldsValue(true) ?? {}).concat(Object.values(codeFields)));
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const e of error.errors) {
    const path = e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    if (path.length > 0 && known.has(String(path[0]))) fields.push({ name: path, errors: [e.message] });
  }
  const mapped = codeFields[error.code];
  if (mapped && fields.length === 0) fields.push({ name: [mapped], errors: [error.message] });
  if (fields.length > 0) form.setFields(fields);
  if (fields.length === 0 && !error.shown) {
    notify.error(error.message);
    error.shown = true;
  }
}
