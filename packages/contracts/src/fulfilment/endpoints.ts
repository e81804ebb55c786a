import { z } from 'zod';
import { idParam, pageOf } from '../common.js';
import { delivery } from '../deliveries.js';
import { defineEndpoint, FILE_RESPONSE } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import {
  pickBill,
  pickBillListItem,
  pickBillListQuery,
  pickConfirmInput,
  toBoxExportQuery,
} from './pick-bills.js';
import { printQuery } from './print.js';
import {
  dealerOrderIdsInput,
  releaseQueueExportQuery,
  releaseResult,
  warehouseOrder,
  warehouseOrderQuery,
} from './releases.js';
import {
  createdBox,
  createdShipBill,
  shipBillInput,
  shipBillListQuery,
  shipBillLogisticsInput,
  shipBoxesInput,
  shipBoxListItem,
  shipBoxListQuery,
} from './shipping.js';

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
