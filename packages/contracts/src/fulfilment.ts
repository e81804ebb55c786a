import { ORDER_TYPES, TRANSPORT_TYPES } from '@spm/domain';
import { z } from 'zod';
import { optionalText, pageQuery } from './common.js';

/**
 * Warehouse fulfilment (release, pick, box, ship) and dealer delivery receipt (API.md "Main flow").
 * Quantities that business rules check (picked, boxed, received qty, copies, receive date) are only
 * asked to be numbers / strings here, so the rule answers with its own code (PICK_QTY_INVALID,
 * RECEIVE_DATE_OUT_OF_RANGE, …) instead of a generic validation error.
 */

const id = z.number().int().min(1).max(2_147_483_647);
const ids = z.array(id).min(1).max(500);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Body of `POST /api/v1/warehouse/releases` and `POST /api/v1/warehouse/pick-bills`. */
export const dealerOrderIdsInput = z.strictObject({ dealerOrderIds: ids });
export type DealerOrderIdsInput = z.infer<typeof dealerOrderIdsInput>;

/** One order's answer in a release batch; `code`/`message` say why it was not released. */
export interface ReleaseResult {
  id: number;
  dealerOrderNo: string | null;
  ok: boolean;
  code?: string;
  message?: string;
  allocatedLines: number;
  backorderedLines: number;
  status: number | null;
}

/** Query of `GET /api/v1/warehouse/orders`: `stage` release (status 2, 3) or pick (status 4, not on an open pick bill). */
export const warehouseOrderQuery = pageQuery.extend({
  stage: z.enum(['release', 'pick']),
  dealerOrderNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  dealerCode: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  orderType: z.preprocess(blankToUndefined, z.enum(ORDER_TYPES).optional()),
});
export type WarehouseOrderQuery = z.infer<typeof warehouseOrderQuery>;

/** A row of the warehouse order lists (release queue, orders to pick). */
export interface WarehouseOrder {
  id: number;
  dealerOrderNo: string | null;
  orderType: string;
  status: number;
  dealerCode: string;
  dealerNameZh: string;
  dealerNameEn: string;
  orderWarehouseCode: string;
  acceptBackorder: boolean;
  submittedAt: string | null;
  lineCount: number;
  /** Pieces still to allocate (release stage) or allocated to pick (pick stage). */
  qty: number;
  amount: string;
}

/** Body of `POST /api/v1/warehouse/pick-bills/{id}/confirm`; lines left out count as picked in full. */
export const pickConfirmInput = z.strictObject({
  lines: z.array(z.strictObject({ id, pickedQty: z.number() })).max(2000),
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

/** A pick bill line. */
export interface PickBillLine {
  id: number;
  dealerOrderId: number;
  dealerOrderNo: string | null;
  dealerCode: string;
  partCode: string;
  nameZh: string;
  nameEn: string;
  storageCode: string;
  qty: number;
  pickedQty: number | null;
  boxedQty: number;
}

/** A pick bill (status 0 created, 1 confirmed) with lines sorted by storage location. */
export interface PickBill {
  id: number;
  pickBillNo: string;
  warehouseCode: string;
  warehouseNameZh: string;
  warehouseNameEn: string;
  status: number;
  createdAt: string;
  confirmedAt: string | null;
  version: number;
  lines: PickBillLine[];
}

/** A row of the pick bill list. */
export interface PickBillListItem {
  id: number;
  pickBillNo: string;
  warehouseCode: string;
  status: number;
  createdAt: string;
  confirmedAt: string | null;
  lineCount: number;
  totalQty: number;
  pickedQty: number;
  boxedQty: number;
  dealerOrderNos: string;
  dealerCodes: string;
}

/** Query of the print routes: copies 1-5000 (PRINT_COPIES_OUT_OF_RANGE otherwise). */
export const printQuery = z.object({ copies: z.coerce.number().default(1) });

/** Body of `POST /api/v1/warehouse/ship-boxes`: boxes of one pick bill; a line may be split over boxes. */
export const shipBoxesInput = z.strictObject({
  pickBillId: id,
  boxes: z
    .array(
      z.strictObject({ lines: z.array(z.strictObject({ pickBillLineId: id, qty: z.number() })).max(500) }),
    )
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
export interface ShipBoxListItem {
  id: number;
  boxNo: string;
  dealerOrderId: number;
  dealerOrderNo: string | null;
  orderStatus: number;
  dealerCode: string;
  dealerNameZh: string;
  dealerNameEn: string;
  pickBillNo: string;
  lineCount: number;
  qty: number;
  shipBillNo: string | null;
  createdAt: string;
}

/** Body of `POST /api/v1/warehouse/ship-bills`: boxes of one boxed order. */
export const shipBillInput = z.strictObject({
  boxIds: ids,
  transportType: z.preprocess(blankToUndefined, z.enum(TRANSPORT_TYPES).optional()),
  carrier: optionalText(50),
});
export type ShipBillInput = z.infer<typeof shipBillInput>;

/** Query of `GET /api/v1/warehouse/ship-bills`. */
export const shipBillListQuery = pageQuery.extend({
  shipBillNo: z.preprocess(blankToUndefined, z.string().trim().max(24).optional()),
  dealerOrderNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
});

/** Query of `GET /api/v1/deliveries`. */
export const deliveryListQuery = pageQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(['unconfirmed', 'confirmed']).optional()),
  dealerOrderNo: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  shipBillNo: z.preprocess(blankToUndefined, z.string().trim().max(24).optional()),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuery>;

/** Body of `POST /api/v1/deliveries/{shipBillId}/confirm` (spec §5 "Receiving"). */
export const deliveryConfirmInput = z.strictObject({
  receiveDate: z.string().max(10),
  lines: z
    .array(z.strictObject({ id, receivedQty: z.number(), remark: optionalText(200) }))
    .min(1)
    .max(2000),
});
export type DeliveryConfirmInput = z.infer<typeof deliveryConfirmInput>;

/** A delivery line; `receivableQty` is the shipped qty until the line is confirmed, then 0. */
export interface DeliveryLine {
  id: number;
  dealerOrderNo: string | null;
  partCode: string;
  nameZh: string;
  nameEn: string;
  shippedQty: number;
  receivableQty: number;
  receivedQty: number | null;
  receiveDate: string | null;
  remark: string | null;
  price: string;
  amount: string;
}

/** A ship bill sent to a dealer (status 0 unconfirmed, 1 confirmed). */
export interface Delivery {
  id: number;
  shipBillNo: string;
  dealerOrderId: number;
  dealerOrderNo: string | null;
  orderType: string;
  dealerCode: string;
  sendingWarehouseCode: string;
  sendingWarehouseNameZh: string;
  sendingWarehouseNameEn: string;
  shipDate: string;
  transportType: string | null;
  carrier: string | null;
  deliveryQty: number;
  receivedQty: number;
  amount: string;
  status: number;
  receiveDate: string | null;
  lines: DeliveryLine[];
}

/** Query of `GET /api/v1/balance-changes` (and its export); `dealerCode` only for head office. */
export const balanceChangeQuery = pageQuery.extend({
  dealerCode: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  dateFrom: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  ),
  dateTo: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  ),
  businessNo: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
});
export type BalanceChangeQuery = z.infer<typeof balanceChangeQuery>;

/** A balance change row (spec §3): money strings with two decimals. */
export interface BalanceChange {
  id: number;
  dealerCode: string;
  dealerNameZh: string;
  dealerNameEn: string;
  batchNo: string;
  changeDate: string;
  businessType: string;
  businessNo: string;
  changeAmount: string;
  balanceExcludingTax: string;
}
