import { z } from 'zod';

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

/** Money as a string with two decimals (CNY). */
export const money = z.string().regex(/^-?\d{1,16}\.\d{2}$/);
/** A business date `yyyy-MM-dd`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Optimistic-concurrency version of an editable document. */
export const version = z.coerce.number().int().min(0).max(2_147_483_647);
export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Optional trimmed text; empty string becomes undefined. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    z.string().max(max).optional(),
  );
