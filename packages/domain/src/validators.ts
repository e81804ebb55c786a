import { type RuleViolation, violation } from './rules.js';

/**
 * The general field validators of spec §5 ("General"), one named rule each, shared by the server's
 * checks and the web's forms. Each answers a violation on `field` or null; an empty value is left to
 * the "required" rule and passes here.
 */

/** 11-digit mobile (starting 1) or a landline written exactly `XXX-XXXXXXXX` (3 + 8 digits). */
export const TELEPHONE_PATTERN = /^(1\d{10}|\d{3}-\d{8})$/;

/** Spec §5 "mobile 11 digits; telephone XXX-XXXXXXXX". PHONE_INVALID {field}. */
export function checkTelephone(value: string, field = 'phone'): RuleViolation | null {
  return !value || TELEPHONE_PATTERN.test(value) ? null : violation('PHONE_INVALID', { field }, field);
}

/**
 * Byte length the way the old system counted it: a half-width (ASCII) character is 1 byte, any other
 * (Chinese, full-width) 2 bytes (GBK-style).
 */
export function byteLength(value: string): number {
  let bytes = 0;
  for (const ch of value) bytes += (ch.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
  return bytes;
}

/** Spec §5 "max length or byte length". BYTE_LENGTH_EXCEEDED {field, max}. */
export function checkByteLength(value: string, max: number, field: string): RuleViolation | null {
  return byteLength(value) <= max ? null : violation('BYTE_LENGTH_EXCEEDED', { field, max }, field);
}

/** Spec §5 "half-width alphanumeric": ASCII letters and digits only. HALF_WIDTH_ALNUM_REQUIRED {field}. */
export function checkHalfWidthAlnum(value: string, field: string): RuleViolation | null {
  return !value || /^[A-Za-z0-9]+$/.test(value)
    ? null
    : violation('HALF_WIDTH_ALNUM_REQUIRED', { field }, field);
}

/**
 * Spec §5 "capital half-width letters": upper-case ASCII letters (digits allowed, as in codes).
 * CAPITALS_REQUIRED {field}.
 */
export function checkCapitals(value: string, field: string): RuleViolation | null {
  return !value || /^[A-Z0-9]+$/.test(value) ? null : violation('CAPITALS_REQUIRED', { field }, field);
}

/** Spec §5 "postal code 6 digits". POSTAL_CODE_INVALID {field}. */
export function checkPostalCode(value: string, field = 'postalCode'): RuleViolation | null {
  return !value || /^\d{6}$/.test(value) ? null : violation('POSTAL_CODE_INVALID', { field }, field);
}

/**
 * Spec §5 "weekday lists use digits 1-7 without repeats": a comma-separated list such as `1,3,5`
 * (1 = Monday … 7 = Sunday). WEEKDAY_LIST_INVALID {field}.
 */
export function checkWeekdayList(value: string, field: string): RuleViolation | null {
  if (!value) return null;
  const days = value.split(',').map((d) => d.trim());
  const ok = days.every((d) => /^[1-7]$/.test(d)) && new Set(days).size === days.length;
  return ok ? null : violation('WEEKDAY_LIST_INVALID', { field }, field);
}

/** Spec §5 "survey year-month 6 digits such as 201901": yyyyMM, month 01-12. YEAR_MONTH_INVALID {field}. */
export function checkYearMonth(value: string, field: string): RuleViolation | null {
  if (!value) return null;
  const m = /^(\d{4})(\d{2})$/.exec(value);
  const month = m ? Number(m[2]) : 0;
  return m && month >= 1 && month <= 12 ? null : violation('YEAR_MONTH_INVALID', { field }, field);
}

/** The named validators by name, so a form field can declare which rules it runs. */
export const FIELD_VALIDATORS = {
  telephone: checkTelephone,
  halfWidthAlnum: checkHalfWidthAlnum,
  capitals: checkCapitals,
  postalCode: checkPostalCode,
  weekdayList: checkWeekdayList,
  yearMonth: checkYearMonth,
} as const;
