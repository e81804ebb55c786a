import { z } from 'zod';
import { boundedQty } from '../common.js';

/** What BOM, RFQs and fix prices share: input bounds and the status history row. */

export const tags = ['sourcing'];
export const partCode = z.string().trim().min(1).max(30);
export const supplierCode = z.string().trim().min(1).max(20);
export const positiveQty = boundedQty.min(1);
export const ids = z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500);
export const statusOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), { message: 'unknown value' });

/** One status change of an RFQ or a fix price. */
export const sourcingHistory = z.object({
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  actorName: z.string(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});
export type SourcingHistory = z.infer<typeof sourcingHistory>;
