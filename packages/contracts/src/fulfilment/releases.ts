import { ORDER_TYPES } from '@spm/domain';
import { z } from 'zod';
import { pageQuery } from '../common.js';
import { blankToUndefined, ids } from './shared.js';

/** Body of `POST /api/v1/warehouse/releases` and `POST /api/v1/warehouse/pick-bills`. */
export const dealerOrderIdsInput = z.strictObject({ dealerOrderIds: ids });
export type DealerOrderIdsInput = z.infer<typeof dealerOrderIdsInput>;

/** One order's answer in a release batch; `code`/`message` say why it was not released. */
export const releaseResult = z.object({
  id: z.number().int(),
  dealerOrderNo: z.string().nullable(),
  ok: z.boolean(),
  code: z.string().optional(),
  message: z.string().optional(),
  allocatedLines: z.number().int(),
  backorderedLines: z.number().int(),
  status: z.number().int().nullable(),
});
export type ReleaseResult = z.infer<typeof releaseResult>;

/** Query of `GET /api/v1/warehouse/orders`: `stage` release (status 2, 3) or pick (status 4, not on an open pick bill). */
export const warehouseOrderQuery = pageQuery.extend({
  stage: z.enum(['release', 'pick']),
  dealerOrderNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  dealerCode: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  orderType: z.preprocess(blankToUndefined, z.enum(ORDER_TYPES).optional()),
});
export type WarehouseOrderQuery = z.infer<typeof warehouseOrderQuery>;

/** Query of `GET /api/v1/warehouse/orders/export`: the release queue's filters (the stage is always release). */
export const releaseQueueExportQuery = warehouseOrderQuery.omit({ stage: true });
export type ReleaseQueueExportQuery = z.infer<typeof releaseQueueExportQuery>;

/** A row of the warehouse order lists (release queue, orders to pick). */
export const warehouseOrder = z.object({
  id: z.number().int(),
  dealerOrderNo: z.string().nullable(),
  orderType: z.string(),
  status: z.number().int(),
  dealerCode: z.string(),
  dealerNameZh: z.string(),
  dealerNameEn: z.string(),
  orderWarehouseCode: z.string(),
  acceptBackorder: z.boolean(),
  submittedAt: z.string().nullable(),
  lineCount: z.number().int(),
  /** Pieces still to allocate (release stage) or allocated to pick (pick stage). */
  qty: z.number().int(),
  amount: z.string(),
});
export type WarehouseOrder = z.infer<typeof warehouseOrder>;
