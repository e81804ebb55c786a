import {
  ADJUSTMENT_STATUSES,
  ADJUSTMENT_TYPES,
  COUNT_PLAN_STATUSES,
  RECEIPT_STATUSES,
  STOCK_ORDER_STATUSES,
  STORAGE_TYPES,
  WAREHOUSE_DOC_MAX_LINES,
  WAREHOUSE_TRANSFER_STATUSES,
} from '@spm/domain';
import { z } from 'zod';
import { boundedQty, calendarDate, idParam, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints, importEndpoint } from './excel.js';
import { printQuery } from './fulfilment.js';

/**
 * Warehouse operations (issue 16; API.md `/api/v1/warehouse/{locations,receipts,transfers,returns,
 * scrap-orders,adjustments,count-plans}`). Quantities in pieces; every document is scoped to the
 * caller's warehouses (another warehouse's document answers 404). Rules answer their own codes
 * (packages/domain `warehouse-ops`); the contract only bounds the inputs.
 */

const tags = ['warehouse-ops'];
const code20 = z.string().trim().min(1).max(20);
const partCode = z.string().trim().min(1).max(30);
const storageCode = z.string().trim().min(1).max(30);
const codeOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), { message: 'unknown value' });
const positiveQty = boundedQty.min(1);
const lines = <T extends z.ZodType>(line: T) => z.array(line).min(1).max(WAREHOUSE_DOC_MAX_LINES);
const versionInput = z.strictObject({ version });
const auditInput = z.strictObject({
  version,
  decision: z.enum(['approve', 'reject']),
  opinion: optionalText(200),
});

/** One approval-history row of a warehouse document. */
export const warehouseDocHistory = z.object({
  action: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  actorName: z.string(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});

/* ---------- storage locations ---------- */

export const locationListQuery = pageQuery.extend({
  warehouseCode: optionalText(20),
  storageCode: optionalText(30),
  storageType: z.enum(STORAGE_TYPES).optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuery>;
export const locationItem = z.object({
  warehouseCode: z.string(),
  storageCode: z.string(),
  parentCode: z.string().nullable(),
  storageType: z.string(),
  capacity: z.number().int().nullable(),
  heldQty: z.number().int(),
});
export type LocationItem = z.infer<typeof locationItem>;
export const locationInput = z.strictObject({
  warehouseCode: code20,
  storageCode,
  storageType: z.enum(STORAGE_TYPES),
  capacity: boundedQty.nullable().optional(),
});
export type LocationInput = z.infer<typeof locationInput>;
export const locationMoveInput = z.strictObject({
  warehouseCode: code20,
  partCode,
  fromStorageCode: storageCode,
  toStorageCode: storageCode,
  qty: positiveQty,
});
export type LocationMoveInput = z.infer<typeof locationMoveInput>;

/* ---------- transfers ---------- */

export const warehouseTransferListQuery = pageQuery.extend({
  transferNo: optionalText(20),
  status: codeOf(WAREHOUSE_TRANSFER_STATUSES).optional(),
  fromWarehouseCode: optionalText(20),
  toWarehouseCode: optionalText(20),
});
export type TransferListQuery = z.infer<typeof warehouseTransferListQuery>;
export const warehouseTransferItem = z.object({
  id: z.number().int(),
  transferNo: z.string(),
  fromWarehouseCode: z.string(),
  toWarehouseCode: z.string(),
  status: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  totalQty: z.number().int(),
  inTransitQty: z.number().int(),
  version: z.number().int(),
});
export type WarehouseTransferItem = z.infer<typeof warehouseTransferItem>;
export const warehouseTransferDetail = warehouseTransferItem.extend({
  remark: z.string().nullable(),
  receiptId: z.number().int().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      qty: z.number().int(),
      shippedQty: z.number().int(),
      receivedQty: z.number().int(),
      inTransitQty: z.number().int(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type WarehouseTransferDetail = z.infer<typeof warehouseTransferDetail>;
export const transferInput = z.strictObject({
  fromWarehouseCode: code20,
  toWarehouseCode: code20,
  remark: optionalText(200),
  lines: lines(z.strictObject({ partCode, qty: positiveQty })),
});
export type TransferInput = z.infer<typeof transferInput>;
export const transferUpdate = transferInput.omit({ fromWarehouseCode: true }).extend({ version });
export type TransferUpdate = z.infer<typeof transferUpdate>;
export type WarehouseAuditInput = z.infer<typeof auditInput>;

/* ---------- receipts ---------- */

export const receiptListQuery = pageQuery.extend({
  receiptNo: optionalText(20),
  status: codeOf(RECEIPT_STATUSES).optional(),
  warehouseCode: optionalText(20),
  containerNo: optionalText(12),
  /** The source document's number (a shipping notice no, a transfer no). */
  sourceNo: optionalText(20),
});
export type ReceiptListQuery = z.infer<typeof receiptListQuery>;
export const receiptItem = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  warehouseCode: z.string(),
  sourceType: z.string(),
  sourceNo: z.string(),
  containerNo: z.string().nullable(),
  status: z.number().int(),
  packagingAudited: z.boolean(),
  receivedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ReceiptItem = z.infer<typeof receiptItem>;
export const receiptDetail = receiptItem.extend({
  packagingRemark: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      receivableQty: z.number().int(),
      receivedQty: z.number().int().nullable(),
      remark: z.string().nullable(),
      storageCode: z.string().nullable(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type ReceiptDetail = z.infer<typeof receiptDetail>;
export const receiveInput = z.strictObject({
  version,
  containerNo: z.string().trim().min(1).max(12),
  lines: lines(
    z.strictObject({ lineId: idParam.shape.id, receivedQty: boundedQty, remark: optionalText(200) }),
  ),
});
export type ReceiveInput = z.infer<typeof receiveInput>;
export const labelScanInput = z.strictObject({ label: z.string().trim().min(1).max(60) });
export const labelScanAnswer = z.object({
  lineId: z.number().int(),
  partCode: z.string(),
  receivableQty: z.number().int(),
});
export const packagingAuditInput = z.strictObject({
  version,
  passed: z.boolean(),
  packagingRemark: optionalText(200),
});
export type PackagingAuditInput = z.infer<typeof packagingAuditInput>;
export const putAwayInput = z.strictObject({
  version,
  lines: lines(z.strictObject({ lineId: idParam.shape.id, storageCode })),
});
export type PutAwayInput = z.infer<typeof putAwayInput>;

/* ---------- return and scrap orders ---------- */

export const stockOrderListQuery = pageQuery.extend({
  orderNo: optionalText(20),
  status: codeOf(STOCK_ORDER_STATUSES).optional(),
  warehouseCode: optionalText(20),
});
export type StockOrderListQuery = z.infer<typeof stockOrderListQuery>;
export const stockOrderItem = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.string(),
  warehouseCode: z.string(),
  status: z.number().int(),
  reason: z.string(),
  supplierCode: z.string().nullable(),
  totalQty: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type StockOrderItem = z.infer<typeof stockOrderItem>;
export const stockOrderDetail = stockOrderItem.extend({
  remark: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      storageCode: z.string(),
      qty: z.number().int(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type StockOrderDetail = z.infer<typeof stockOrderDetail>;
export const stockOrderInput = z.strictObject({
  warehouseCode: code20,
  reason: z.string().trim().min(1).max(100),
  supplierCode: optionalText(20),
  remark: optionalText(200),
  lines: lines(z.strictObject({ partCode, storageCode, qty: positiveQty })),
});
export type StockOrderInput = z.infer<typeof stockOrderInput>;
export const stockOrderUpdate = stockOrderInput.omit({ warehouseCode: true }).extend({ version });
export type StockOrderUpdate = z.infer<typeof stockOrderUpdate>;

/* ---------- adjustments ---------- */

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

/* ---------- count plans ---------- */

export const countPlanListQuery = pageQuery.extend({
  planNo: optionalText(20),
  status: codeOf(COUNT_PLAN_STATUSES).optional(),
  warehouseCode: optionalText(20),
});
export type CountPlanListQuery = z.infer<typeof countPlanListQuery>;
export const countPlanItem = z.object({
  id: z.number().int(),
  planNo: z.string(),
  warehouseCode: z.string(),
  executionDate: z.string(),
  status: z.number().int(),
  lineCount: z.number().int(),
  countedCount: z.number().int(),
  adjustmentId: z.number().int().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type CountPlanItem = z.infer<typeof countPlanItem>;
export const countPlanDetail = countPlanItem.extend({
  remark: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      storageCode: z.string(),
      bookQty: z.number().int().nullable(),
      countedQty: z.number().int().nullable(),
      differenceQty: z.number().int().nullable(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type CountPlanDetail = z.infer<typeof countPlanDetail>;
export const countPlanInput = z.strictObject({
  warehouseCode: code20,
  executionDate: calendarDate,
  storageCodes: z.array(storageCode).max(200).default([]),
  partCodes: z.array(partCode).max(500).default([]),
  remark: optionalText(200),
});
export type CountPlanInput = z.infer<typeof countPlanInput>;
export const countEntryInput = z.strictObject({
  lines: lines(z.strictObject({ storageCode, partCode, countedQty: boundedQty })),
});
export type CountEntryInput = z.infer<typeof countEntryInput>;

const crud = <Q extends z.ZodType, L extends z.ZodType, D extends z.ZodType>(
  path: `/${string}`,
  name: string,
  list: Q,
  item: L,
  detail: D,
) => ({
  list: defineEndpoint({ method: 'GET', path, summary: name, tags, query: list, response: pageOf(item) }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${path}/:id` as `/${string}`,
    summary: `One of ${name}`,
    tags,
    params: idParam,
    response: detail,
  }),
});

/** `/api/v1/warehouse/locations`: the location tree (codes of the storage norm), capacity, type; moves between locations. */
export const locationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/locations',
    summary: 'Storage locations',
    tags,
    query: locationListQuery,
    response: pageOf(locationItem),
  }),
  export: exportEndpoints({
    path: '/api/v1/warehouse/locations/export',
    query: locationListQuery,
    summary: 'Export storage locations',
    tags,
  }),
  /** STORAGE_CODE_*, LOCATION_EXISTS, LOCATION_PARENT_MISSING. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/locations',
    summary: 'Add a storage location',
    tags,
    body: locationInput,
    response: locationItem,
  }),
  /** Type and capacity of an existing location (404 when missing or another warehouse's). */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/warehouse/locations',
    summary: 'Change a storage location',
    tags,
    body: locationInput,
    response: locationItem,
  }),
  /** Moves pieces between two locations of a warehouse (two ledger rows). STOCK_NOT_ENOUGH, STORAGE_NOT_FOUND, LOCATION_CAPACITY_EXCEEDED. */
  move: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/locations/moves',
    summary: 'Move stock between locations',
    tags,
    body: locationMoveInput,
    response: z.null(),
  }),
};

/** `/api/v1/warehouse/transfers`: transfer requests between warehouses (allocate apply). */
export const transferEndpoints = {
  ...crud(
    '/api/v1/warehouse/transfers',
    'Transfer requests',
    warehouseTransferListQuery,
    warehouseTransferItem,
    warehouseTransferDetail,
  ),
  export: exportEndpoints({
    path: '/api/v1/warehouse/transfers/export',
    query: warehouseTransferListQuery,
    summary: 'Export transfer requests',
    tags,
  }),
  /**
   * Unaudited request from one of the caller's warehouses. TRANSFER_SAME_WAREHOUSE; per line
   * PART_NOT_RESPONSIBLE (head office, master data's part responsibility) or TRANSFER_NOT_RESPONSIBLE
   * (warehouse staff, the part's responsible person), spec §6.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/transfers',
    summary: 'Request a transfer',
    tags,
    body: transferInput,
    response: warehouseTransferDetail,
  }),
  /** Creator only (TRANSFER_NOT_CREATOR), unaudited only. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/warehouse/transfers/:id',
    summary: 'Edit a transfer request',
    tags,
    params: idParam,
    body: transferUpdate,
    response: warehouseTransferDetail,
  }),
  /** Approve (allocates at the source, STOCK_SHORTAGE) or reject (opinion required). */
  audit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/transfers/:id/audit',
    summary: 'Audit a transfer request',
    tags,
    params: idParam,
    body: auditInput,
    response: warehouseTransferDetail,
  }),
  /** Ships the allocated pieces (stock in transit) and opens the receipt at the destination. */
  ship: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/transfers/:id/ship',
    summary: 'Ship a transfer',
    tags,
    params: idParam,
    body: versionInput,
    response: warehouseTransferDetail,
  }),
};

/** `/api/v1/warehouse/receipts`: inbound receiving (WHI). */
export const receiptEndpoints = {
  ...crud('/api/v1/warehouse/receipts', 'Inbound receipts', receiptListQuery, receiptItem, receiptDetail),
  export: exportEndpoints({
    path: '/api/v1/warehouse/receipts/export',
    query: receiptListQuery,
    summary: 'Export inbound receipts',
    tags,
  }),
  /** A box label `<partCode>` or `<receiptNo>/<partCode>`: the line it names, or LABEL_SCAN_INVALID. */
  scan: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/scan',
    summary: 'Scan a box label',
    tags,
    params: idParam,
    body: labelScanInput,
    response: labelScanAnswer,
  }),
  /** CONTAINER_NO_INVALID, CONTAINER_NO_USED, RECEIPT_QTY_EXCEEDS_RECEIVABLE, RECEIPT_REMARK_REQUIRED. */
  receive: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/receive',
    summary: 'Receive',
    tags,
    params: idParam,
    body: receiveInput,
    response: receiptDetail,
  }),
  packagingAudit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/packaging-audit',
    summary: 'Packaging audit',
    tags,
    params: idParam,
    body: packagingAuditInput,
    response: receiptDetail,
  }),
  /** Received → to receive, before put-away only. */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/cancel',
    summary: 'Cancel receiving',
    tags,
    params: idParam,
    body: versionInput,
    response: receiptDetail,
  }),
  /** Books the received pieces into locations (ledger `receive`), releasing backorders. */
  putAway: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/receipts/:id/put-away',
    summary: 'Put away',
    tags,
    params: idParam,
    body: putAwayInput,
    response: receiptDetail,
  }),
};

const stockOrderEndpoints = <P extends '/api/v1/warehouse/returns' | '/api/v1/warehouse/scrap-orders'>(
  path: P,
  name: string,
) => ({
  ...crud(path, name, stockOrderListQuery, stockOrderItem, stockOrderDetail),
  export: exportEndpoints({
    path: `${path}/export` as `/${string}/export`,
    query: stockOrderListQuery,
    summary: `Export ${name}`,
    tags,
  }),
  /** STOCK_ORDER_QTY_EXCEEDS_STOCK; reason and at least one line required. */
  create: defineEndpoint({
    method: 'POST',
    path,
    summary: `Add ${name}`,
    tags,
    body: stockOrderInput,
    response: stockOrderDetail,
  }),
  /** Unsubmitted or submitted. */
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id` as `${P}/:id` & `/${string}`,
    summary: `Edit ${name}`,
    tags,
    params: idParam,
    body: stockOrderUpdate,
    response: stockOrderDetail,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/submit` as `${P}/:id/submit` & `/${string}`,
    summary: `Submit ${name}`,
    tags,
    params: idParam,
    body: versionInput,
    response: stockOrderDetail,
  }),
  /** Submitted only; takes the pieces out of stock with ledger rows. */
  execute: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/execute` as `${P}/:id/execute` & `/${string}`,
    summary: `Execute ${name}`,
    tags,
    params: idParam,
    body: versionInput,
    response: stockOrderDetail,
  }),
  /** PDF in Chinese, 27 lines a page, copies 1-5000; submitted only. */
  print: defineEndpoint({
    method: 'GET',
    path: `${path}/:id/print` as `${P}/:id/print` & `/${string}`,
    summary: `Print ${name}`,
    tags,
    params: idParam,
    query: printQuery,
    response: 'file' as const,
  }),
});
/** `/api/v1/warehouse/returns`: return orders (WHR). */
export const returnOrderEndpoints = stockOrderEndpoints('/api/v1/warehouse/returns', 'return orders');
/** `/api/v1/warehouse/scrap-orders`: scrap orders (WSC). */
export const scrapOrderEndpoints = stockOrderEndpoints('/api/v1/warehouse/scrap-orders', 'scrap orders');

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

/** `/api/v1/warehouse/count-plans`: stocktaking. */
export const countPlanEndpoints = {
  ...crud('/api/v1/warehouse/count-plans', 'Count plans', countPlanListQuery, countPlanItem, countPlanDetail),
  /** Counted qty from an .xlsx (plan no, storage, part, counted qty); see `importAnswer`. */
  import: importEndpoint({
    path: '/api/v1/warehouse/count-plans/import',
    summary: 'Import count results',
    tags,
  }),
  export: exportEndpoints({
    path: '/api/v1/warehouse/count-plans/export',
    query: countPlanListQuery,
    summary: 'Export count plans',
    tags,
  }),
  /** COUNT_PLAN_DATE_NOT_AFTER_TODAY, COUNT_PLAN_EMPTY. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/count-plans',
    summary: 'Plan a count',
    tags,
    body: countPlanInput,
    response: countPlanDetail,
  }),
  /** Takes the book qty; the plan's parts are blocked from discard, replacement and storage change. */
  freeze: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/count-plans/:id/freeze',
    summary: 'Freeze a count plan',
    tags,
    params: idParam,
    body: versionInput,
    response: countPlanDetail,
  }),
  /** Counted qty by storage and part (hand entry or barcode scan). COUNT_LINE_NOT_FOUND. */
  count: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/count-plans/:id/counts',
    summary: 'Enter counts',
    tags,
    params: idParam,
    body: countEntryInput,
    response: countPlanDetail,
  }),
  /** COUNT_PLAN_NOT_COUNTED; the differences become one unaudited adjustment request. */
  close: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/count-plans/:id/close',
    summary: 'Close a count plan',
    tags,
    params: idParam,
    body: versionInput,
    response: countPlanDetail,
  }),
  /** The count sheet PDF (27 lines a page), copies 1-5000. */
  print: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/count-plans/:id/print',
    summary: 'Print a count sheet',
    tags,
    params: idParam,
    query: printQuery,
    response: 'file' as const,
  }),
};
