import { PART_FLAG_KEYS, PART_STATUS_CODES, PART_TYPES, type PartFlag } from '@spm/domain';
import { z } from 'zod';
import { optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { nullableText, partFields } from './part-fields.js';

/** `GET /api/v1/parts` query (API.md "Main flow"): keyword (code prefix, zh/en name, pinyin initials) and filters. */
export const partListQuery = pageQuery.extend({
  keyword: optionalText(50),
  status: z.enum(PART_STATUS_CODES).optional(),
  wording: z.enum(['normal', 'toBeAbolished', 'replaced', 'abolished']).optional(),
  baseNumber: optionalText(30),
  category: optionalText(50),
  supplierCode: optionalText(20),
  partType: z.enum(PART_TYPES).optional(),
  flag: z.enum(PART_FLAG_KEYS as [PartFlag, ...PartFlag[]]).optional(),
});
export type PartListQuery = z.infer<typeof partListQuery>;

/** `{partCode}` path parameter (trimmed; upper-cased by the server). */
export const partCodeParam = z.object({ partCode: z.string().trim().min(1).max(40) });

/** `POST /api/v1/parts`: a new part; status CUR (default) or ATP. */
export const partCreateRequest = partFields.extend({
  partCode: z.string().trim().min(1).max(40),
  status: z.enum(['CUR', 'ATP']).default('CUR'),
});
export type PartCreateRequest = z.infer<typeof partCreateRequest>;

/** `PUT /api/v1/parts/{partCode}`: every editable field plus `version` (status changes have their own endpoint). */
export const partUpdateRequest = partFields.extend({ version });
export type PartUpdateRequest = z.infer<typeof partUpdateRequest>;

/** `POST /api/v1/parts/{partCode}/status` (spec §4). */
export const partStatusRequest = z.object({
  status: z.enum(PART_STATUS_CODES),
  newPartCode: nullableText(40).optional(),
  version,
});
export type PartStatusRequest = z.infer<typeof partStatusRequest>;

/** The 17 part flags of spec §3 as the API writes them (keys of PART_FLAGS). */
export const partFlags = z.object(
  Object.fromEntries(PART_FLAG_KEYS.map((k) => [k, z.boolean()])) as Record<PartFlag, z.ZodBoolean>,
);
export type PartFlagsDto = z.infer<typeof partFlags>;

/** A package item as the API writes it (cost CNY or null). */
export const packageItem = z.object({
  packageCode: z.string(),
  qty: z.number(),
  processCode: z.string(),
  cost: z.string().nullable(),
});
export type PackageItemDto = z.infer<typeof packageItem>;

/** A row of `GET /api/v1/parts` (money as 2-decimal CNY strings, quantities in pieces). */
export const partListItem = z.object({
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  status: z.string(),
  baseNumber: z.string().nullable(),
  partType: z.string().nullable(),
  category: z.string().nullable(),
  supplierCode: z.string().nullable(),
  minPackageQty: z.number().int(),
  unitSalesQty: z.number().int(),
  /** Ordinary price. */
  price: z.string(),
  newPartCode: z.string().nullable(),
  flags: partFlags,
  version: z.number().int(),
});
export type PartListItem = z.infer<typeof partListItem>;

const text = z.string().nullable();
const qty = z.number().int().nullable();

/**
 * Every master field of a part (spec §3 "Part"), as the parts input tabs group them. Money as
 * 2-decimal CNY strings, dimensions in mm, weight in kg, quantities in pieces, dates `yyyy-MM-dd`.
 */
export const partMaster = z.object({
  partCode: z.string(),
  status: z.string(),
  newPartCode: text,
  nameZh: z.string(),
  nameEn: z.string(),
  baseNumber: text,
  partType: text,
  category: text,
  projectCode: text,
  responsiblePerson: text,
  supplierCode: text,
  supplierName: text,
  purchaseType: text,
  circulationType: text,
  replaceability: text,
  oldPartNumbers: text,
  partsId: text,
  hsCode: text,
  ecn: text,
  effectiveFrom: text,
  effectiveTo: text,
  innerColour: text,
  outerColour: text,
  limitedSalesArea: text,
  limitedSalesReason: text,
  limitedSalesRemark: text,
  flags: partFlags,
  lengthMm: qty,
  widthMm: qty,
  heightMm: qty,
  grossWeightKg: text,
  packing: text,
  minPackageQty: z.number().int(),
  unitSalesQty: z.number().int(),
  unitOrderQty: qty,
  minOrderQty: qty,
  intensiveMoq: qty,
  packageItems: z.array(packageItem),
  priceOrdinary: z.string(),
  priceRush: text,
  priceRushLand: text,
  priceSuggestedRetail: text,
  priceNormal: text,
  reductionCoefficient: text,
  flowPartition: text,
  mainStorageCode: text,
  subStorageCode: text,
  childDefaultStorageCode: text,
  safetyStock: qty,
  reorderPoint: qty,
  forecastQty: qty,
  minStock: qty,
  maxStock: qty,
  updatedAt: z.string(),
  version: z.number().int(),
});
export type PartMaster = z.infer<typeof partMaster>;

/** A link of a supersession chain. */
export const chainLink = z.object({ partCode: z.string(), status: z.string() });
export type ChainLink = z.infer<typeof chainLink>;

/** A part's stock in one warehouse, all storage locations summed (pieces). */
export const warehouseStockSummary = z.object({
  warehouseCode: z.string(),
  warehouseName: z.string(),
  onHandQty: z.number().int(),
  allocatedQty: z.number().int(),
  availableQty: z.number().int(),
});
export type WarehouseStockSummary = z.infer<typeof warehouseStockSummary>;

/** A part in one warehouse (`part_warehouse_settings`). */
export const partWarehouseSetting = z.object({
  partCode: z.string(),
  warehouseCode: z.string(),
  flowPartition: text,
  mainStorageCode: text,
  abnormalStorageCode: text,
  childDefaultStorageCode: text,
  safetyStock: qty,
  capacity: qty,
  minStock: qty,
  maxStock: qty,
  /** ISO timestamp of the last change, and who made it (user id). */
  updatedAt: z.string(),
  updatedBy: z.number().int().nullable(),
  version: z.number().int(),
});
export type PartWarehouseSetting = z.infer<typeof partWarehouseSetting>;

/** `GET /api/v1/parts/{partCode}`: the part, its chain, predecessors, stock and warehouse rows. */
export const partDetail = partMaster.extend({
  /** The part, then its successor, and so on (`newPartCode` links; cycles cut). */
  chain: z.array(chainLink),
  /** Parts replaced by this one. */
  predecessors: z.array(chainLink),
  /** Stock per warehouse the caller may see. */
  stock: z.array(warehouseStockSummary),
  warehouses: z.array(partWarehouseSetting),
  /** 12 monthly prediction coefficients, or null when not set. */
  prediction: z.object({ coefficients: z.array(z.string()), version: z.number().int() }).nullable(),
});
export type PartDetail = z.infer<typeof partDetail>;

/** A row of `GET /api/v1/parts/{partCode}/status-history`; `source` is `manual` or `import`. */
export const partStatusHistoryItem = z.object({
  id: z.number().int(),
  partCode: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  newPartCode: text,
  source: z.string(),
  actorId: z.number().int().nullable(),
  actorName: text,
  createdAt: z.string(),
});
export type PartStatusHistoryItem = z.infer<typeof partStatusHistoryItem>;

const tags = ['parts'];

/** The parts master endpoints (spec §2 parts master query and input, §4 part status). */
export const partEndpoints = {
  /**
   * Every signed-in user (dealers order from it). `keyword`: part code prefix, zh/en name contains,
   * pinyin initials; `sort`: partCode, nameZh, nameEn, status, price, updatedAt (`-` descending).
   */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parts',
    summary: 'Search the parts master',
    tags,
    query: partListQuery,
    response: pageOf(partListItem),
  }),
  /** Every master field, chain, predecessors, stock per visible warehouse; 404 when missing. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parts/:partCode',
    summary: 'One part with all master fields',
    tags,
    params: partCodeParam,
    response: partDetail,
  }),
  /** Status changes, newest first; 404 when the part is missing. */
  statusHistory: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parts/:partCode/status-history',
    summary: 'Status history of a part',
    tags,
    params: partCodeParam,
    response: z.array(partStatusHistoryItem),
  }),
  /** A new part (all tabs); field rules as coded errors; PART_ALREADY_EXISTS; honours Idempotency-Key. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/parts',
    summary: 'Add a part',
    tags,
    body: partCreateRequest,
    response: partMaster,
  }),
  /** Every editable field plus `version`; 409 CONCURRENT_MODIFICATION when stale; storage blockers of §4. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/parts/:partCode',
    summary: 'Edit a part',
    tags,
    params: partCodeParam,
    body: partUpdateRequest,
    response: partMaster,
  }),
  /** `{ status, newPartCode?, version }` (spec §4 transitions and blockers); honours Idempotency-Key. */
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/api/v1/parts/:partCode/status',
    summary: 'Change the status of a part',
    tags,
    params: partCodeParam,
    body: partStatusRequest,
    response: partMaster,
  }),
};
