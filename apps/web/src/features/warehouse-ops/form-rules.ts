import {
  checkContainerNo,
  checkExecutionDateAfterToday,
  checkPartCode,
  checkStorageCode,
  errorMessage,
  normalizePartCode,
  type RuleViolation,
} from '@spm/domain';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { ApiError, isApiError } from '../../app/api/errors';
import { currentLanguage } from '../../app/i18n';
import { applyServerErrors } from '../../shared/form-errors';

/** A rule validator's answer to a domain check: its localized message, or nothing. */
export const rejectViolation = (v: RuleViolation | null) =>
  v
    ? Promise.reject(
        new Error(errorMessage(v.code, currentLanguage(), v.params as Record<string, unknown> | undefined)),
      )
    : Promise.resolve();

/** Upper-cased trimmed code (storage and part codes are kept in capitals). */
export const upperCode = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();

/** Form rule: the server's storage code norm (STORAGE_CODE_FORMAT_INVALID, STORAGE_CODE_LEVEL_SKIPPED). */
export const storageCodeRule = (field = 'storageCode') => ({
  validator: (_: unknown, value: string | null) =>
    upperCode(value) ? rejectViolation(checkStorageCode(upperCode(value), field)) : Promise.resolve(),
});

/** Form rule: the part code format of the server (PART_CODE_*). */
export const partCodeRule = {
  validator: (_: unknown, value: string | null) =>
    value?.trim() ? rejectViolation(checkPartCode(normalizePartCode(value))) : Promise.resolve(),
};

/** Form rule: a container or vehicle number (two capitals, a real `yyyyMMdd` date, two digits). */
export const containerNoRule = {
  validator: (_: unknown, value: string | null) =>
    upperCode(value) ? rejectViolation(checkContainerNo(upperCode(value))) : Promise.resolve(),
};

/**
 * Form rule: a count plan's execution date is after `today` (COUNT_PLAN_DATE_NOT_AFTER_TODAY), the
 * business date by the server's clock and zone (`useBusinessToday`).
 */
export const executionDateRule = (today: string) => ({
  validator: (_: unknown, value: Dayjs | null) =>
    value
      ? rejectViolation(checkExecutionDateAfterToday(value.format('YYYY-MM-DD'), today))
      : Promise.resolve(),
});

/** Picker limit of the same rule: the days up to `today` cannot be picked. */
export const notAfter = (today: string) => (d: Dayjs) => d.format('YYYY-MM-DD') <= today;

/**
 * The server's refusal with its line errors (`lines[2].qty`) renamed for the form: `lines.2.qty` for a
 * form list `lines`, or `qty` for a one-line dialog whose fields are the line's own (`oneLine`).
 * Hand it to `applyServerErrors`.
 */
export function lineErrors(error: unknown, opts: { oneLine?: boolean } = {}): unknown {
  if (!isApiError(error)) return error;
  const rename = (field: string) =>
    field.replace(/^lines(?:\[(\d+)\]|\.(\d+))\./, (_, a?: string, b?: string) =>
      opts.oneLine ? '' : `lines.${a ?? b}.`,
    );
  const renamed = new ApiError({
    ...error,
    message: error.message,
    errors: error.errors.map((e) => ({ ...e, field: rename(e.field) })),
  });
  renamed.shown = error.shown;
  return renamed;
}

/** `FormDialog`'s `applyErrors` of a form with a list `lines`: the server's line errors on their lines' fields. */
export const applyLineErrors = (form: FormInstance, error: unknown) =>
  applyServerErrors(form, lineErrors(error));
/** `FormDialog`'s `applyErrors` of a one-line dialog whose fields are the line's own. */
export const applyOneLineErrors = (form: FormInstance, error: unknown) =>
  applyServerErrors(form, lineErrors(error, { oneLine: true }));
