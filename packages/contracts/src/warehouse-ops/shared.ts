import { WAREHOUSE_DOC_MAX_LINES } from '@spm/domain';
import { z } from 'zod';
import { boundedQty, idParam, optionalText, pageOf, version } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/** What the warehouse documents share: input bounds, the audit body, the list and detail reads. */

export const tags = ['warehouse-ops'];
export const code20 = z.string().trim().min(1).max(20);
export const partCode = z.string().trim().min(1).max(30);
export const storageCode = z.string().trim().min(1).max(30);
export const codeOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), { message: 'unknown value' });
export const positiveQty = boundedQty.min(1);
export const lines = <T extends z.ZodType>(line: T) => z.array(line).min(1).max(WAREHOUSE_DOC_MAX_LINES);
export const versionInput = z.strictObject({ version });
export const auditInput = z.strictObject({
  version,
  decision: z.enum(['approve', 'reject']),
  opinion: optionalText(200),
});

/** One approval-history row of a warehouse document. */
export const warehouseDocHistory = z.object({
  action: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  actorName: z.string(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});

export const crud = <Q extends z.ZodType, L extends z.ZodType, D extends z.ZodType>(
  path: `/${string}`,
  name: string,
  list: Q,
  item: L,
  detail: D,
) => ({
  list: defineEndpoint({ method: 'GET', path, summary: name, tags, query: list, response: pageOf(item) }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${path}/:id` as `/${string}`,
    summary: `One of ${name}`,
    tags,
    params: idParam,
    response: detail,
  }),
});
