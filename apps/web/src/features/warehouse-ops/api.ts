import {
  adjustmentEndpoints,
  countPlanEndpoints,
  type LocationInput,
  type LocationMoveInput,
  locationEndpoints,
  receiptEndpoints,
  returnOrderEndpoints,
  type StockOrderInput,
  type StockOrderUpdate,
  scrapOrderEndpoints,
  stockEndpoints,
  transferEndpoints,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { documentCalls } from '../../app/api/document-calls';
import { call, urlOf } from '../../app/api/endpoint';
import { exportedListSource } from '../../shared/list-source';

/** Calls of the warehouse operation pages, derived from the contract declarations. */
export const whKeys = {
  locations: ['wh-locations'] as const,
  transfers: ['wh-transfers'] as const,
  receipts: ['wh-receipts'] as const,
  returns: ['wh-returns'] as const,
  scrap: ['wh-scrap'] as const,
  adjustments: ['wh-adjustments'] as const,
  adjustment: (id: number) => ['wh-adjustments', id] as const,
  countPlans: ['wh-count-plans'] as const,
  countPlan: (id: number) => ['wh-count-plans', id] as const,
};
const idem = { idempotencyKey: true, silent: true } as const;

export const createLocation = (body: LocationInput) =>
  call(locationEndpoints.create, { body }, { silent: true });
export const updateLocation = (body: LocationInput) =>
  call(locationEndpoints.update, { body }, { silent: true });
/** Moves pieces between two locations (STOCK_NOT_ENOUGH, STORAGE_NOT_FOUND, LOCATION_CAPACITY_EXCEEDED). */
export const moveStock = (body: LocationMoveInput) => call(locationEndpoints.move, { body }, idem);
/** Stock of a part per location of a warehouse (where a move can take it from); silent: a lookup. */
export const fetchPartLocations = (partCode: string, warehouseCode: string) =>
  call(stockEndpoints.locations, { params: { partCode }, query: { warehouseCode } }, { silent: true });
/** One location of a warehouse with its capacity and pieces held; undefined when not registered. */
export const fetchLocation = async (warehouseCode: string, storageCode: string) =>
  (
    await call(
      locationEndpoints.list,
      { query: { warehouseCode, storageCode, pageSize: 1 } },
      { silent: true },
    )
  ).items.find((l) => l.storageCode === storageCode);

const transfer = documentCalls(transferEndpoints);
export const fetchTransfer = transfer.fetch;
export const createTransfer = transfer.create;
export const updateTransfer = transfer.update;
export const auditTransfer = transfer.command('audit', { idempotencyKey: true });
export const shipTransfer = transfer.step('ship', { idempotencyKey: true });

const receipt = documentCalls(receiptEndpoints);
export const fetchReceipts = (q: Query) => call(receiptEndpoints.list, { query: q });
export const fetchReceipt = receipt.fetch;
export const receive = receipt.command('receive', idem);
export const packagingAudit = (id: number, version: number) =>
  call(receiptEndpoints.packagingAudit, { params: { id }, body: { version, passed: true } });
export const cancelReceiving = receipt.step('cancel');
export const putAway = (id: number, version: number, lines: { lineId: number; storageCode: string }[]) =>
  call(receiptEndpoints.putAway, { params: { id }, body: { version, lines } }, idem);

const orderEndpoints = { return: returnOrderEndpoints, scrap: scrapOrderEndpoints } as const;
export type OrderKind = keyof typeof orderEndpoints;
const orderCalls = { return: documentCalls(returnOrderEndpoints), scrap: documentCalls(scrapOrderEndpoints) };
export const fetchOrder = (kind: OrderKind, id: number) => orderCalls[kind].fetch(id);
export const createOrder = (kind: OrderKind, body: StockOrderInput) => orderCalls[kind].create(body);
export const updateOrder = (kind: OrderKind, id: number, body: StockOrderUpdate) =>
  orderCalls[kind].update(id, body);
export const submitOrder = (kind: OrderKind, id: number, version: number) =>
  orderCalls[kind].step('submit')(id, version);
export const executeOrder = (kind: OrderKind, id: number, version: number) =>
  orderCalls[kind].step('execute', { idempotencyKey: true })(id, version);
/** Path of an order's PDF; the print button adds `copies` (1-5000). */
export const orderPrintPath = (kind: OrderKind, id: number) =>
  urlOf(orderEndpoints[kind].print, { params: { id }, query: { copies: 1 } }).path;
/** Path of a count sheet's PDF; the print button adds `copies` (1-5000). */
export const countSheetPrintPath = (id: number) =>
  urlOf(countPlanEndpoints.print, { params: { id }, query: { copies: 1 } }).path;

const adjustment = documentCalls(adjustmentEndpoints);
export const fetchAdjustment = adjustment.fetch;
export const createAdjustment = adjustment.create;
export const auditAdjustment = adjustment.command('audit', { idempotencyKey: true });

const countPlan = documentCalls(countPlanEndpoints);
export const fetchCountPlan = countPlan.fetch;
export const createCountPlan = countPlan.create;
export const freezeCountPlan = countPlan.step('freeze');
export const enterCounts = countPlan.command('count', { silent: true });
export const closeCountPlan = countPlan.step('close', { idempotencyKey: true });
/** Path of the count result import (.xlsx, multipart `file`). */
export const countImportPath = urlOf(countPlanEndpoints.import, {}).path;

/** The line a scanned box label names (LABEL_SCAN_INVALID shown by the client otherwise). */
export const scanReceiptLabel = (id: number, label: string) =>
  call(receiptEndpoints.scan, { params: { id }, body: { label } });
/** Receive without a form to put a refusal on: the client shows it. */
export const receiveScanned = receipt.command('receive', { idempotencyKey: true });

/** The lists of the feature's list pages (`ListPage` sources). */
export const whLists = {
  /** Return (WHR) and scrap (WSC) orders. */
  stockOrders: {
    return: exportedListSource('warehouseReturn', whKeys.returns, orderEndpoints.return, {
      testId: 'return-list',
    }),
    scrap: exportedListSource('scrapOrder', whKeys.scrap, orderEndpoints.scrap, { testId: 'scrap-list' }),
  },
  countPlans: exportedListSource('countPlan', whKeys.countPlans, countPlanEndpoints, {
    testId: 'count-plan-list',
  }),
  transfers: exportedListSource('transferApply', whKeys.transfers, transferEndpoints, {
    testId: 'transfer-list',
  }),
  receipts: exportedListSource('warehouseReceipt', whKeys.receipts, receiptEndpoints, {
    testId: 'receipt-list',
  }),
  adjustments: exportedListSource('stockAdjust', whKeys.adjustments, adjustmentEndpoints, {
    testId: 'adjustment-list',
  }),
  locations: exportedListSource('warehouseLocation', whKeys.locations, locationEndpoints, {
    rowKey: (r) => `${r.warehouseCode}|${r.storageCode}`,
    testId: 'location-list',
  }),
};
