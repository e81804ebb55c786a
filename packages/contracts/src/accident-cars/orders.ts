import { z } from 'zod';
import { boundedQty, dateFilter, money, optionalText, pageQuery, version } from '../common.js';
import { vinText } from '../vehicles.js';
import { code, plateNo } from './shared.js';

/**
 * `GET /api/v1/accident-car-orders`: the query of spec §2 (submit dates are business dates);
 * `dealerOrderIds` (a comma list, at most 500) finds the accident orders made from those dealer orders.
 */
export const accidentOrderListQuery = pageQuery.extend({
  dealerOrderIds: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : v),
      z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(500),
    )
    .optional(),
  dealerOrderNo: optionalText(20),
  orderWarehouseCode: optionalText(20),
  receivingWarehouseCode: optionalText(20),
  orderType: optionalText(10),
  status: z.coerce.number().int().min(0).max(11).optional(),
  vin: optionalText(17),
  plateNo,
  submitDateFrom: dateFilter,
  submitDateTo: dateFilter,
});
export type AccidentOrderListQuery = z.infer<typeof accidentOrderListQuery>;

/** An accident car order in the list: the dealer order's figures plus the accident data; amounts CNY. */
export const accidentOrderListItem = z.object({
  id: z.number().int(),
  dealerOrderId: z.number().int(),
  dealerOrderNo: z.string(),
  dealerCode: z.string(),
  dealerName: z.string(),
  orderType: z.string(),
  status: z.number().int(),
  orderWarehouseCode: z.string(),
  receivingWarehouseCode: z.string().nullable(),
  vin: z.string(),
  plateNo: z.string().nullable(),
  settlementNo: z.string().nullable(),
  amount: money,
  shippedAmount: money,
  unshippedAmount: money,
  submittedAt: z.string().nullable(),
  source: z.enum(['entered', 'converted']),
});
export type AccidentOrderListItem = z.infer<typeof accidentOrderListItem>;

/** An accident car order with its lines (qty pieces; shipped = send qty). */
export const accidentOrderDetail = accidentOrderListItem.extend({
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      partCode: z.string(),
      partName: z.string(),
      qty: z.number().int(),
      shippedQty: z.number().int(),
      unshippedQty: z.number().int(),
      price: money,
      amount: money,
    }),
  ),
});
export type AccidentOrderDetail = z.infer<typeof accidentOrderDetail>;

/** The accident car data of an order (VIN checked against the register; the settlement optional). */
const accidentData = {
  vin: vinText,
  plateNo,
  settlementContractId: z.number().int().min(1).max(2_147_483_647).optional(),
};

/** `POST /api/v1/accident-car-orders`: entered like a dealer order, with the accident car data. */
export const accidentOrderInput = z.strictObject({
  orderWarehouseCode: code(20),
  ...accidentData,
  remark: optionalText(500),
  lines: z
    .array(z.strictObject({ partCode: code(30), qty: boundedQty.min(1) }))
    .min(1)
    .max(200),
});
export type AccidentOrderInput = z.infer<typeof accidentOrderInput>;

/**
 * `POST /api/v1/dealer-orders/{id}/convert-to-accident`: the accident car data, and optionally the
 * order's `version`. The VIN is required, but checked after the order is found in the caller's scope
 * (another dealer's order answers 404 whatever the body).
 */
export const accidentConvertInput = z.strictObject({
  ...accidentData,
  vin: vinText.optional(),
  version: version.optional(),
});
export type AccidentConvertInput = z.infer<typeof accidentConvertInput>;
