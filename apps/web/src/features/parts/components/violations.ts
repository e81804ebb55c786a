import { errorMessage, type RuleViolation } from '@spm/domain';
import type { FormInstance } from 'antd';
import { ApiError, isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { applyServerErrors } from '../../../shared/form-errors';

/** `rows[2].endRatio` → `['rows', 2, 'endRatio']` (antd name path). */
export const fieldPath = (field: string): (string | number)[] =>
  field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * Shows the domain rule violations of a form (the same rules the server applies) on their fields;
 * a violation without a field becomes a message. Answers whether there were any.
 */
export function showViolations(
  form: FormInstance,
  violations: readonly RuleViolation[],
  language: 'zh-CN' | 'en-US',
): boolean {
  if (violations.length === 0) return false;
  const values = (form.getFieldsValue(true) ?? {}) as Record<string, unknown>;
  // A field error goes on a control; a list as a whole (e.g. `rows`) has none, so it becomes a message.
  const onControl = (path: (string | number)[]) =>
    Object.hasOwn(values, String(path[0])) && (path.length > 1 || !Array.isArray(values[String(path[0])]));
  const onFields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const v of violations) {
    const text = errorMessage(v.code, language, (v.params ?? {}) as Record<string, unknown>);
    const path = v.field ? fieldPath(v.field) : [];
    if (path.length > 0 && onControl(path)) onFields.push({ name: path, errors: [text] });
    else notify.error(text);
  }
  if (onFields.length > 0) form.setFields(onFields);
  return true;
}

/**
 * Shows a server refusal on the form: field names such as `packageItems[0].qty` or `rows[2].endRatio`
 * are turned into form paths first; the rest is as `applyServerErrors`.
 */
export function applyPartErrors(form: FormInstance, error: unknown): void {
  if (!isApiError(error)) throw error;
  const mapped = new ApiError({
    httpStatus: error.httpStatus,
    status: error.status,
    code: error.code,
    message: error.message,
    errors: error.errors.map((e) => ({ ...e, field: fieldPath(e.field).join('.') })),
    requestId: error.requestId,
  });
  mapped.shown = error.shown;
  applyServerErrors(form, mapped);
}
