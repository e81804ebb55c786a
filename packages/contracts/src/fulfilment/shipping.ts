import { TRANSPORT_TYPES } from '@spm/domain';
import { z } from 'zod';
import { optionalText, pageQuery, qtyInput } from '../common.js';
import { blankToUndefined, id, ids } from './shared.js';

/** Body of `POST /api/v1/warehouse/ship-boxes`: boxes of one pick bill; a line may be split over boxes. */
export const shipBoxesInput = z.strictObject({
  pickBillId: id,
  boxes: z
    .array(z.strictObject({ lines: z.array(z.strictObject({ pickBillLineId: id, qty: qtyInput })).max(500) }))
    .min(1)
    .max(500),
});
export type ShipBoxesInput = z.infer<typeof shipBoxesInput>;

/** Query of `GET /api/v1/warehouse/ship-boxes`. */
export const shipBoxListQuery = pageQuery.extend({
  shipped: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  dealerOrderNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
});

/** A row of the ship box list. */
export const shipBoxListItem = z.object({
  id: z.number().int(),
  boxNo: z.string(),
  dealerOrderId: z.number().int(),
  dealerOrderNo: z.string().nullable(),
  orderStatus: z.number().int(),
  dealerCode: z.string(),
  dealerNameZh: z.string(),
  dealerNameEn: z.string(),
  pickBillNo: z.string(),
  lineCount: z.number().int(),
  qty: z.number().int(),
  shipBillNo: z.string().nullable(),
  createdAt: z.string(),
});
export type ShipBoxListItem = z.infer<typeof shipBoxListItem>;

/** A box as created: its number and the order it belongs to. */
export const createdBox = z.object({
  id: z.number().int(),
  boxNo: z.string(),
  dealerOrderId: z.number().int(),
});
export type CreatedBox = z.infer<typeof createdBox>;

/** Body of `POST /api/v1/warehouse/ship-bills`: boxes of one boxed order. */
export const shipBillInput = z.strictObject({
  boxIds: ids,
  transportType: z.preprocess(blankToUndefined, z.enum(TRANSPORT_TYPES).optional()),
  carrier: optionalText(50),
  /** Container or vehicle number; checked by the rule (CONTAINER_NO_INVALID), so only a string here. */
  containerNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
});
export type ShipBillInput = z.infer<typeof shipBillInput>;

/**
 * Body of `POST /api/v1/warehouse/ship-bills/{id}/logistics`: the next logistics confirmation step
 * (1 handed to the carrier, 2 delivered) and, at the handover, the container or vehicle number.
 */
export const shipBillLogisticsInput = z.strictObject({
  status: z.number().int().min(0).max(9),
  containerNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
});
export type ShipBillLogisticsInput = z.infer<typeof shipBillLogisticsInput>;

/** A ship bill as created (status 0: not yet confirmed by the dealer). */
export const createdShipBill = z.object({
  id: z.number().int(),
  shipBillNo: z.string(),
  dealerOrderNo: z.string(),
  shipDate: z.string(),
  amount: z.string(),
  status: z.number().int(),
});
export type CreatedShipBill = z.infer<typeof createdShipBill>;

/** Query of `GET /api/v1/warehouse/ship-bills`. */
export const shipBillListQuery = pageQuery.extend({
  shipBillNo: z.preprocess(blankToUndefined, z.string().trim().max(24).optional()),
  dealerOrderNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
});
