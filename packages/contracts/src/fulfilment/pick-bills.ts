import { z } from 'zod';
import { pageQuery, qtyInput } from '../common.js';
import { blankToUndefined, id } from './shared.js';

/** Body of `POST /api/v1/warehouse/pick-bills/{id}/confirm`; lines left out count as picked in full. */
export const pickConfirmInput = z.strictObject({
  lines: z.array(z.strictObject({ id, pickedQty: qtyInput })).max(2000),
});
export type PickConfirmInput = z.infer<typeof pickConfirmInput>;

/** Query of `GET /api/v1/warehouse/pick-bills`. */
export const pickBillListQuery = pageQuery.extend({
  pickBillNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
  boxable: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
});

/**
 * Query of the boxing page's "to box" export: the list's pick bill no filter and sort; the rows are
 * always the boxable pick bills (confirmed, picked pieces not yet boxed).
 */
export const toBoxExportQuery = pickBillListQuery.omit({ status: true, boxable: true });

/** A pick bill line. */
export const pickBillLine = z.object({
  id: z.number().int(),
  dealerOrderId: z.number().int(),
  dealerOrderNo: z.string().nullable(),
  dealerCode: z.string(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  storageCode: z.string(),
  qty: z.number().int(),
  pickedQty: z.number().int().nullable(),
  boxedQty: z.number().int(),
});
export type PickBillLine = z.infer<typeof pickBillLine>;

/** A pick bill (status 0 created, 1 confirmed) with lines sorted by storage location. */
export const pickBill = z.object({
  id: z.number().int(),
  pickBillNo: z.string(),
  warehouseCode: z.string(),
  warehouseNameZh: z.string(),
  warehouseNameEn: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  version: z.number().int(),
  lines: z.array(pickBillLine),
});
export type PickBill = z.infer<typeof pickBill>;

/** A row of the pick bill list. */
export const pickBillListItem = z.object({
  id: z.number().int(),
  pickBillNo: z.string(),
  warehouseCode: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  pickedQty: z.number().int(),
  boxedQty: z.number().int(),
  dealerOrderNos: z.string(),
  dealerCodes: z.string(),
});
export type PickBillListItem = z.infer<typeof pickBillListItem>;
