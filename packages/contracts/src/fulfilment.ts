import { ORDER_TYPES, TRANSPORT_TYPES } from '@spm/domain';
import { z } from 'zod';
import { idParam, optionalText, pageOf, pageQuery, qtyInput } from './common.js';
import { delivery } from './deliveries.js';
import { defineEndpoint, FILE_RESPONSE } from './endpoint.js';
import { exportEndpoints } from './excel.js';

/**
 * Warehouse fulfilment (release, pick, box, ship; API.md "Main flow"); the dealer's side is in deliveries.ts.
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

/** Query of the print routes: copies 1-5000 (PRINT_COPIES_OUT_OF_RANGE otherwise). */
export const printQuery = z.object({ copies: z.coerce.number().default(1) });

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

const warehouseTags = ['warehouse'];

/**
 * Warehouse fulfilment endpoints (API.md "Main flow"): every one works on the warehouse selected in
 * the navbar; a document of another warehouse answers 404 NOT_FOUND.
 */
export const warehouseEndpoints = {
  /** The release queue (`stage=release`, status 2, 3) or the released orders to pick (`stage=pick`). */
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/orders',
    summary: 'Orders waiting for release or picking',
    tags: warehouseTags,
    query: warehouseOrderQuery,
    response: pageOf(warehouseOrder),
  }),
  /** The release queue as .xlsx (permission `warehouseRelease:export`), the list's filters and sort. */
  exportReleaseQueue: exportEndpoints({
    path: '/api/v1/warehouse/orders/export',
    query: releaseQueueExportQuery,
    summary: 'Export the release queue (.xlsx)',
    tags: warehouseTags,
  }),
  /** One result per order, each released on its own (STOCK_SHORTAGE, ORDER_NOT_RELEASABLE, NOT_FOUND in `code`). */
  release: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/releases',
    summary: 'Release orders (allocate stock)',
    tags: warehouseTags,
    body: dealerOrderIdsInput,
    response: z.array(releaseResult),
  }),
  /** Filters `pickBillNo`, `status`, `boxable`. */
  pickBills: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/pick-bills',
    summary: 'Pick bills',
    tags: warehouseTags,
    query: pickBillListQuery,
    response: pageOf(pickBillListItem),
  }),
  /** A pick bill with its lines sorted by storage location. */
  pickBill: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/pick-bills/:id',
    summary: 'One pick bill',
    tags: warehouseTags,
    params: idParam,
    response: pickBill,
  }),
  /** 409 CONCURRENT_MODIFICATION when an order is on an open pick bill; honours Idempotency-Key. */
  createPickBill: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/pick-bills',
    summary: 'Create a pick bill for released orders',
    tags: warehouseTags,
    body: dealerOrderIdsInput,
    response: pickBill,
  }),
  /** 422 PICK_QTY_INVALID | PICK_QTY_EXCEEDS; 409 when already confirmed; honours Idempotency-Key. */
  confirmPickBill: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/pick-bills/:id/confirm',
    summary: 'Confirm the picked qty of a pick bill',
    tags: warehouseTags,
    params: idParam,
    body: pickConfirmInput,
    response: pickBill,
  }),
  /** The pick bill list as .xlsx (the list's filters). */
  exportPickBills: exportEndpoints({
    path: '/api/v1/warehouse/pick-bills/export',
    query: pickBillListQuery,
    summary: 'Export the pick bills (.xlsx)',
    tags: warehouseTags,
  }),
  /** The pick list PDF, 27 lines a page; `copies` 1-5000. */
  printPickBill: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/pick-bills/:id/print',
    summary: 'Print the pick list (PDF)',
    tags: warehouseTags,
    params: idParam,
    query: printQuery,
    response: FILE_RESPONSE,
  }),
  /** Filters `shipped`, `dealerOrderNo`. */
  shipBoxes: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/ship-boxes',
    summary: 'Ship boxes',
    tags: warehouseTags,
    query: shipBoxListQuery,
    response: pageOf(shipBoxListItem),
  }),
  /** The ship boxes as .xlsx (permission `boxing:export`), the list's filters. */
  exportShipBoxes: exportEndpoints({
    path: '/api/v1/warehouse/ship-boxes/export',
    query: shipBoxListQuery,
    summary: 'Export the ship boxes (.xlsx)',
    tags: warehouseTags,
  }),
  /**
   * The boxing page's pick bills to box as .xlsx (permission `boxing:export`), the list's filter
   * `pickBillNo`.
   */
  exportToBox: exportEndpoints({
    path: '/api/v1/warehouse/pick-bills/to-box/export',
    query: toBoxExportQuery,
    summary: 'Export the pick bills to box (.xlsx)',
    tags: warehouseTags,
  }),
  /** 422 BOX_EMPTY | BOX_QTY_INVALID | BOX_QTY_EXCEEDS_PICKED; honours Idempotency-Key. */
  createShipBoxes: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/ship-boxes',
    summary: 'Pack picked lines into boxes',
    tags: warehouseTags,
    body: shipBoxesInput,
    response: z.object({ boxes: z.array(createdBox) }),
  }),
  /** The box's delivery card PDF; `copies` 1-5000. */
  printBoxLabel: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/ship-boxes/:id/label',
    summary: 'Print the delivery card of a box (PDF)',
    tags: warehouseTags,
    params: idParam,
    query: printQuery,
    response: FILE_RESPONSE,
  }),
  /** Ship bills of the current warehouse with lines and receipt state. */
  shipBills: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/ship-bills',
    summary: 'Ship bills',
    tags: warehouseTags,
    query: shipBillListQuery,
    response: pageOf(delivery),
  }),
  /** The ship bill list as .xlsx (the list's filters). */
  exportShipBills: exportEndpoints({
    path: '/api/v1/warehouse/ship-bills/export',
    query: shipBillListQuery,
    summary: 'Export the ship bills (.xlsx)',
    tags: warehouseTags,
  }),
  /** One ship bill with its lines. */
  shipBill: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/ship-bills/:id',
    summary: 'One ship bill',
    tags: warehouseTags,
    params: idParam,
    response: delivery,
  }),
  /** Boxes of one boxed order; 422 VALIDATION_FAILED (`boxIds` of several orders); honours Idempotency-Key. */
  createShipBill: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/ship-bills',
    summary: 'Ship boxes of a boxed order',
    tags: warehouseTags,
    body: shipBillInput,
    response: createdShipBill,
  }),
  /**
   * Logistics confirmation of a ship bill; 409 LOGISTICS_STATUS_TRANSITION_INVALID, CONTAINER_NO_IN_USE;
   * 422 CONTAINER_NO_REQUIRED, CONTAINER_NO_LOCKED, CONTAINER_NO_INVALID; honours Idempotency-Key.
   */
  confirmLogistics: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/ship-bills/:id/logistics',
    summary: 'Confirm a logistics step of a ship bill',
    tags: warehouseTags,
    params: idParam,
    body: shipBillLogisticsInput,
    response: delivery,
  }),
  /** The ship bill PDF; `copies` 1-5000. */
  printShipBill: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/ship-bills/:id/print',
    summary: 'Print a ship bill (PDF)',
    tags: warehouseTags,
    params: idParam,
    query: printQuery,
    response: FILE_RESPONSE,
  }),
};
