import { z } from 'zod';
import { optionalText, pageOf, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints, importEndpoint } from './excel.js';
import { partCodeParam } from './parts.js';

/**
 * `GET /api/v1/stock` query (API.md "Main flow"): `keyword` (part code prefix, zh/en name or pinyin
 * initials), `warehouseCode`, paging; sort `partCode` (default), `warehouseCode`, `availableQty`.
 */
export const stockListQuery = pageQuery.extend({
  keyword: optionalText(50),
  warehouseCode: optionalText(20),
  /** Only rows with available stock. */
  availableOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type StockListQuery = z.infer<typeof stockListQuery>;

/**
 * A stock row: one part in one warehouse, summed over its storage locations. For dealer accounts
 * `onHandQty` and `allocatedQty` are null (a dealer sees availability, not other dealers' demand).
 * `orderable` is false with `notOrderableReason` (an error code such as `PART_REPLACED`) when the caller's
 * dealer may not order the part; `backorderAllowed` is false for sell-remaining-stock statuses.
 */
export const stockListItem = z.object({
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  status: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  onHandQty: z.number().int().nullable(),
  allocatedQty: z.number().int().nullable(),
  availableQty: z.number().int(),
  price: z.string(),
  minPackageQty: z.number().int(),
  unitSalesQty: z.number().int(),
  orderable: z.boolean(),
  notOrderableReason: z.string().nullable(),
  backorderAllowed: z.boolean(),
  newPartCode: z.string().nullable(),
});
export type StockListItem = z.infer<typeof stockListItem>;

/** A storage location row of `GET /api/v1/stock/{partCode}/locations` (warehouse staff and head office). */
export const stockLocationItem = z.object({
  warehouseCode: z.string(),
  storageCode: z.string(),
  storageType: z.string().nullable(),
  onHandQty: z.number().int(),
  allocatedQty: z.number().int(),
  availableQty: z.number().int(),
  updatedAt: z.string(),
});
export type StockLocationItem = z.infer<typeof stockLocationItem>;

/** `GET /api/v1/stock/{partCode}/locations` query. */
export const stockLocationQuery = z.object({ warehouseCode: optionalText(20) });

/** `GET /api/v1/stock/{partCode}/ledger` query: one of the caller's warehouses, newest movement first. */
export const stockLedgerQuery = pageQuery.extend({ warehouseCode: z.string().trim().min(1).max(20) });

/** A stock ledger row: signed changes (pieces) of one storage location and the document that caused them. */
export const stockLedgerItem = z.object({
  id: z.number().int(),
  storageCode: z.string(),
  movementType: z.string(),
  onHandDelta: z.number().int(),
  allocatedDelta: z.number().int(),
  documentType: z.string().nullable(),
  documentNo: z.string().nullable(),
  createdAt: z.string(),
});
export type StockLedgerItem = z.infer<typeof stockLedgerItem>;

const tags = ['stock'];

/** Stock search (spec §2 `/InventoryQuery/index`) and the parts master's stock import. */
export const stockEndpoints = {
  /** One row per part and visible warehouse; dealers see availability only (on-hand and allocated null). */
  search: defineEndpoint({
    method: 'GET',
    path: '/api/v1/stock',
    summary: 'Stock per part and warehouse',
    tags,
    query: stockListQuery,
    response: pageOf(stockListItem),
  }),
  /** The stock search as .xlsx (the list's filters; dealers' copy without on-hand and allocated). */
  export: exportEndpoints({
    path: '/api/v1/stock/export',
    query: stockListQuery,
    summary: 'Export the stock search (.xlsx)',
    tags,
  }),
  /** Storage locations of a part in the caller's warehouses (not for dealers: empty). */
  locations: defineEndpoint({
    method: 'GET',
    path: '/api/v1/stock/:partCode/locations',
    summary: 'Stock of a part per storage location',
    tags,
    params: partCodeParam,
    query: stockLocationQuery,
    response: z.array(stockLocationItem),
  }),
  /** Stock movements of a part at one of the caller's warehouses (404 for another warehouse or part). */
  ledger: defineEndpoint({
    method: 'GET',
    path: '/api/v1/stock/:partCode/ledger',
    summary: 'Stock ledger of a part at a warehouse',
    tags,
    params: partCodeParam,
    query: stockLedgerQuery,
    response: pageOf(stockLedgerItem),
  }),
};

/** The stock import of the parts master (multipart `file`; see `importAnswer`). */
export const stockImportEndpoint = importEndpoint({
  path: '/api/v1/parts/imports/stock',
  summary: 'Stock import',
  tags: ['excel'],
});
