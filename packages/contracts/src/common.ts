import { MONEY_MAX, QTY_MAX } from '@spm/domain';
import { z } from 'zod';

export { MONEY_MAX, QTY_MAX };

/** An endpoint with no data in its answer (deletes and the like answer `data: null`). */
export const noData = z.null();

/** Paging query of every list (API.md "Lists"): page 1-based, pageSize ≤ 500, sort `field` or `-field`. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  sort: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9]{0,39}$/)
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Answer shape of every list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The JSON envelope (API.md "Conventions"). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data, code: z.string().optional() });
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
  code?: string;
}

/** Error body (API.md "Conventions"). */
export const errorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Money as a string with two decimals (CNY), within numeric(18,2): at most 16 digits before the point. */
export const money = z.string().regex(/^-?\d{1,16}\.\d{2}$/);

/**
 * Is `value` a real calendar date written `yyyy-MM-dd`, year 0001–9999 (proleptic Gregorian)?
 * `2026-02-30`, `2026-13-01` and `0000-00-00` are not. Pure; no time zone is involved.
 */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/**
 * A business date `yyyy-MM-dd` (business time zone) that is a real calendar date; anything else is a
 * 400 `VALIDATION_FAILED` naming the field. Use it for every date in a body or a query.
 */
export const isoDate = z.string().max(10).refine(isCalendarDate, { message: 'not a calendar date' });
/** Same as `isoDate`; the name new contracts should use. */
export const calendarDate = isoDate;

/** An optional date filter of a list query: blank → undefined, else a real calendar date (`isoDate`). */
export const dateFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate.optional());

/**
 * A quantity in pieces as entered on a document line: a number within ±`QTY_MAX`. Whether it must be a
 * positive whole number, a multiple of the MPQ and so on are business rules answered with their own codes;
 * the contract only bounds it so no quantity can overflow a column or a computed amount.
 */
export const qtyInput = z.number().min(-QTY_MAX).max(QTY_MAX);
/** A whole quantity in pieces, 0 … `QTY_MAX`. */
export const boundedQty = z.number().int().min(0).max(QTY_MAX);

/**
 * A CNY amount as entered, string or number, ≥ 0 with at most 2 decimals and at most 16 digits before the
 * point (numeric(18,2)); answered as the trimmed string.
 */
export const moneyInput = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .regex(/^\d{1,16}(\.\d{1,2})?$/),
);
/** Optimistic-concurrency version of an editable document. */
export const version = z.coerce.number().int().min(0).max(2_147_483_647);
export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Optional trimmed text; empty string becomes undefined. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    z.string().max(max).optional(),
  );
