import { ADJUSTMENT_STATUSES, ADJUSTMENT_TYPES } from '@spm/domain';
import { z } from 'zod';
import { idParam, optionalText, pageQuery } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import {
  auditInput,
  code20,
  codeOf,
  crud,
  lines,
  partCode,
  storageCode,
  tags,
  warehouseDocHistory,
} from './shared.js';

export const adjustmentListQuery = pageQuery.extend({
  adjustNo: optionalText(20),
  status: codeOf(ADJUSTMENT_STATUSES).optional(),
  adjustType: z.enum(ADJUSTMENT_TYPES).optional(),
  warehouseCode: optionalText(20),
});
export type AdjustmentListQuery = z.infer<typeof adjustmentListQuery>;
export const adjustmentItem = z.object({
  id: z.number().int(),
  adjustNo: z.string(),
  warehouseCode: z.string(),
  adjustType: z.string(),
  status: z.number().int(),
  reason: z.string(),
  countPlanNo: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type AdjustmentItem = z.infer<typeof adjustmentItem>;
export const adjustmentDetail = adjustmentItem.extend({
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      storageCode: z.string(),
      qtyDelta: z.number().int(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type AdjustmentDetail = z.infer<typeof adjustmentDetail>;
export const adjustmentInput = z.strictObject({
  warehouseCode: code20,
  adjustType: z.enum(ADJUSTMENT_TYPES),
  reason: z.string().trim().min(1).max(100),
  lines: lines(
    z.strictObject({
      partCode,
      storageCode,
      qtyDelta: z
        .number()
        .int()
        .min(-99_999_999)
        .max(99_999_999)
        .refine((v) => v !== 0, { message: 'not zero' }),
    }),
  ),
});
export type AdjustmentInput = z.infer<typeof adjustmentInput>;

/** `/api/v1/warehouse/adjustments`: stock difference adjustments, audited before they change stock. */
export const adjustmentEndpoints = {
  ...crud(
    '/api/v1/warehouse/adjustments',
    'Stock adjustments',
    adjustmentListQuery,
    adjustmentItem,
    adjustmentDetail,
  ),
  export: exportEndpoints({
    path: '/api/v1/warehouse/adjustments/export',
    query: adjustmentListQuery,
    summary: 'Export stock adjustments',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/adjustments',
    summary: 'Request a stock adjustment',
    tags,
    body: adjustmentInput,
    response: adjustmentDetail,
  }),
  /** Approve (changes stock, STOCK_NOT_ENOUGH) or reject (opinion required). */
  audit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/adjustments/:id/audit',
    summary: 'Audit a stock adjustment',
    tags,
    params: idParam,
    body: auditInput,
    response: adjustmentDetail,
  }),
};
