import { z } from 'zod';
import { dateFilter, idParam, isoDate, optionalText, pageOf, pageQuery, qtyInput } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints } from './excel.js';

/**
 * Dealer delivery receipt and balance change detail (API.md "Main flow"). The received qty and the
 * receive date are only asked to be a number / string here, so the rule answers with its own code
 * (RECEIVE_QTY_INVALID, RECEIVE_DATE_OUT_OF_RANGE, …).
 */

const id = z.number().int().min(1).max(2_147_483_647);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Query of `GET /api/v1/deliveries`. */
export const deliveryListQuery = pageQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(['unconfirmed', 'confirmed']).optional()),
  dealerOrderNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  shipBillNo: z.preprocess(blankToUndefined, z.string().trim().max(24).optional()),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuery>;

/** Body of `POST /api/v1/deliveries/{shipBillId}/confirm` (spec §5 "Receiving"). */
export const deliveryConfirmInput = z.strictObject({
  receiveDate: isoDate,
  lines: z
    .array(z.strictObject({ id, receivedQty: qtyInput, remark: optionalText(200) }))
    .min(1)
    .max(2000),
});
export type DeliveryConfirmInput = z.infer<typeof deliveryConfirmInput>;

/** A delivery line; `receivableQty` is the shipped qty until the line is confirmed, then 0. */
export const deliveryLine = z.object({
  id: z.number().int(),
  dealerOrderNo: z.string().nullable(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  shippedQty: z.number().int(),
  receivableQty: z.number().int(),
  receivedQty: z.number().int().nullable(),
  receiveDate: z.string().nullable(),
  remark: z.string().nullable(),
  price: z.string(),
  amount: z.string(),
});
export type DeliveryLine = z.infer<typeof deliveryLine>;

/** A ship bill sent to a dealer (status 0 unconfirmed, 1 confirmed). */
export const delivery = z.object({
  id: z.number().int(),
  shipBillNo: z.string(),
  dealerOrderId: z.number().int(),
  dealerOrderNo: z.string().nullable(),
  orderType: z.string(),
  dealerCode: z.string(),
  sendingWarehouseCode: z.string(),
  sendingWarehouseNameZh: z.string(),
  sendingWarehouseNameEn: z.string(),
  shipDate: z.string(),
  transportType: z.string().nullable(),
  carrier: z.string().nullable(),
  deliveryQty: z.number().int(),
  receivedQty: z.number().int(),
  amount: z.string(),
  status: z.number().int(),
  receiveDate: z.string().nullable(),
  /** Status of the dealer order (5 virtually received, 8 shipped awaiting receipt, 9 received, …). */
  orderStatus: z.number().int(),
  /** Container or vehicle number of the shipment (two capitals, yyyyMMdd, two digits). */
  containerNo: z.string().nullable(),
  /** Logistics confirmation: 0 awaiting carrier, 1 handed to carrier, 2 delivered. */
  logisticsStatus: z.number().int(),
  handedToCarrierAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lines: z.array(deliveryLine),
});
export type Delivery = z.infer<typeof delivery>;

/** Query of `GET /api/v1/balance-changes` (and its export); `dealerCode` only for head office. */
export const balanceChangeQuery = pageQuery.extend({
  dealerCode: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  dateFrom: dateFilter,
  dateTo: dateFilter,
  businessNo: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
});
export type BalanceChangeQuery = z.infer<typeof balanceChangeQuery>;

/** A balance change row (spec §3): money strings with two decimals. */
export const balanceChange = z.object({
  id: z.number().int(),
  dealerCode: z.string(),
  dealerNameZh: z.string(),
  dealerNameEn: z.string(),
  batchNo: z.string(),
  changeDate: z.string(),
  businessType: z.string(),
  businessNo: z.string(),
  changeAmount: z.string(),
  balanceExcludingTax: z.string(),
});
export type BalanceChange = z.infer<typeof balanceChange>;

const deliveryTags = ['deliveries'];

/** Dealer delivery receipt (spec §2 `/confirmDelivery/index`) and balance change detail endpoints. */
export const deliveryEndpoints = {
  /** Ship bills sent to the caller's dealer, with lines (`status` unconfirmed | confirmed). */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/deliveries',
    summary: 'Deliveries (ship bills) to confirm or confirmed',
    tags: deliveryTags,
    query: deliveryListQuery,
    response: pageOf(delivery),
  }),
  /** The deliveries as .xlsx (the list's filters). */
  exportDeliveries: exportEndpoints({
    path: '/api/v1/deliveries/export',
    query: deliveryListQuery,
    summary: 'Export the deliveries (.xlsx)',
    tags: deliveryTags,
  }),
  /** One delivery with its lines. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/deliveries/:id',
    summary: 'One delivery',
    tags: deliveryTags,
    params: idParam,
    response: delivery,
  }),
  /**
   * 422 RECEIVE_QTY_EXCEEDS_RECEIVABLE | REMARK_REQUIRED_WHEN_QTY_DIFFERS | RECEIVE_DATE_OUT_OF_RANGE |
   * RECEIVE_QTY_INVALID; 409 DELIVERY_ALREADY_CONFIRMED; honours Idempotency-Key.
   */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/v1/deliveries/:id/confirm',
    summary: 'Confirm receipt of a delivery',
    tags: deliveryTags,
    params: idParam,
    body: deliveryConfirmInput,
    response: delivery,
  }),
  /**
   * Virtual receive of the dealer order of this delivery (8 → 5, receipt booked before the goods
   * arrive); 409 ORDER_NOT_VIRTUALLY_RECEIVABLE; honours Idempotency-Key.
   */
  virtualReceive: defineEndpoint({
    method: 'POST',
    path: '/api/v1/deliveries/:id/virtual-receive',
    summary: 'Virtually receive the order of a delivery',
    tags: deliveryTags,
    params: idParam,
    response: delivery,
  }),
  /** Cancel of a virtual receive (5 → 8); 409 ORDER_NOT_VIRTUALLY_RECEIVED; honours Idempotency-Key. */
  cancelVirtualReceive: defineEndpoint({
    method: 'POST',
    path: '/api/v1/deliveries/:id/cancel-virtual-receive',
    summary: 'Cancel the virtual receive of the order of a delivery',
    tags: deliveryTags,
    params: idParam,
    response: delivery,
  }),
  /** Dealer: own rows; head office: all (`dealerCode` filter); 422 DATE_RANGE_INVALID. */
  balanceChanges: defineEndpoint({
    method: 'GET',
    path: '/api/v1/balance-changes',
    summary: 'Balance change detail',
    tags: deliveryTags,
    query: balanceChangeQuery,
    response: pageOf(balanceChange),
  }),
  /** The balance change detail as .xlsx (the list's filters). */
  exportBalanceChanges: exportEndpoints({
    path: '/api/v1/balance-changes/export',
    query: balanceChangeQuery,
    summary: 'Export the balance change detail (.xlsx)',
    tags: deliveryTags,
  }),
};
