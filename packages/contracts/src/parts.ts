import {
  CIRCULATION_TYPES,
  LIMIT_AREAS,
  PART_FLAG_KEYS,
  PART_STATUS_CODES,
  PART_TYPES,
  type PartFlag,
  PURCHASE_TYPES,
  REPLACEABILITY_CLASSES,
} from '@spm/domain';
import { z } from 'zod';
import { optionalText, pageQuery, version } from './common.js';

/** A text field that may be left empty: blank → null. */
const nullableText = (max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v,
    z.string().max(max).nullable(),
  );
/** A quantity in pieces that may be left empty; whole numbers ≥ 0. */
const nullableQty = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.number().int().min(0).max(99_999_999).nullable(),
);
/** A CNY amount ≥ 0 with at most 2 decimals, as string or number; empty → null. */
const nullableMoney = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : String(v).trim()),
  z
    .string()
    .regex(/^\d{1,16}(\.\d{1,2})?$/)
    .nullable(),
);
/** A yyyy-MM-dd date; empty → null. */
const nullableDate = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
);
const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(values).nullable());

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

/** The 17 flags of spec §3 as booleans; omitted flags are false. */
export const partFlagsInput = z.object(
  Object.fromEntries(PART_FLAG_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
    PartFlag,
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** One package item (spec §3): code, qty, process code, cost (CNY, optional). */
export const packageItemInput = z.object({
  packageCode: z.string().trim().max(40),
  qty: z.number(),
  processCode: z.string().trim().max(40),
  /** CNY; the format (≥ 0, 2 decimals) is a domain rule with its own code. */
  cost: z
    .union([z.string().trim().max(20), z.number(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : String(v))),
});

/**
 * The editable master fields of a part (spec §3), the four tabs of the parts input page in one
 * document. Business rules (spec §5) are checked by the server with coded errors on the fields.
 */
export const partFields = z.object({
  // Base info
  nameZh: z.string().trim().min(1).max(200),
  nameEn: z.string().trim().min(1).max(200),
  baseNumber: nullableText(30),
  partType: nullableEnum(PART_TYPES),
  category: nullableText(50),
  projectCode: nullableText(30),
  responsiblePerson: nullableText(50),
  supplierCode: nullableText(20),
  purchaseType: nullableEnum(PURCHASE_TYPES),
  circulationType: nullableEnum(CIRCULATION_TYPES),
  replaceability: nullableEnum(REPLACEABILITY_CLASSES),
  oldPartNumbers: nullableText(200),
  partsId: nullableText(30),
  hsCode: nullableText(20),
  ecn: nullableText(30),
  effectiveFrom: nullableDate,
  effectiveTo: nullableDate,
  innerColour: nullableText(30),
  outerColour: nullableText(30),
  limitedSalesArea: nullableEnum(LIMIT_AREAS as unknown as readonly [string, ...string[]]),
  limitedSalesReason: nullableText(200),
  limitedSalesRemark: nullableText(200),
  flags: partFlagsInput.default({}),
  // Packaging info
  lengthMm: nullableQty,
  widthMm: nullableQty,
  heightMm: nullableQty,
  grossWeightKg: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : String(v).trim()),
    z
      .string()
      .regex(/^\d{1,9}(\.\d{1,3})?$/)
      .nullable(),
  ),
  packing: nullableText(50),
  minPackageQty: z.number().int().min(1).max(99_999_999),
  unitSalesQty: z.number().int().min(1).max(99_999_999),
  unitOrderQty: nullableQty,
  minOrderQty: nullableQty,
  intensiveMoq: nullableQty,
  packageItems: z.array(packageItemInput).max(50).default([]),
  // Price info
  priceOrdinary: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^\d{1,16}(\.\d{1,2})?$/),
  ),
  priceRush: nullableMoney,
  priceRushLand: nullableMoney,
  priceSuggestedRetail: nullableMoney,
  priceNormal: nullableMoney,
  reductionCoefficient: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : String(v).trim()),
    z
      .string()
      .regex(/^-?\d{1,4}(\.\d{1,4})?$/)
      .nullable(),
  ),
  // Warehouse info
  flowPartition: nullableText(20),
  mainStorageCode: nullableText(30),
  subStorageCode: nullableText(30),
  childDefaultStorageCode: nullableText(30),
  safetyStock: nullableQty,
  reorderPoint: nullableQty,
  forecastQty: nullableQty,
  minStock: nullableQty,
  maxStock: nullableQty,
});
export type PartFields = z.infer<typeof partFields>;

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

/** `POST /api/v1/parts/{partCode}/min-max`: min/max stock correction, part level or one warehouse. */
export const minMaxRequest = z.object({
  warehouseCode: nullableText(20).optional(),
  minStock: nullableQty,
  maxStock: nullableQty,
  version,
});
export type MinMaxRequest = z.infer<typeof minMaxRequest>;

/** `PUT /api/v1/parts/{partCode}/warehouses/{warehouseCode}`: warehouse info of a part in one warehouse. */
export const partWarehouseRequest = z.object({
  flowPartition: nullableText(20),
  mainStorageCode: nullableText(30),
  abnormalStorageCode: nullableText(30),
  childDefaultStorageCode: nullableText(30),
  safetyStock: nullableQty,
  capacity: nullableQty,
  /** The row's version; 0 when the part has no row in the warehouse yet. */
  version,
});
export type PartWarehouseRequest = z.infer<typeof partWarehouseRequest>;
export const partWarehouseParam = partCodeParam.extend({ warehouseCode: z.string().trim().min(1).max(20) });

/** `PUT /api/v1/parts/warehouse-flow`: the flow partition of many parts in one warehouse. */
export const warehouseFlowRequest = z.object({
  warehouseCode: z.string().trim().min(1).max(20),
  rows: z
    .array(z.object({ partCode: z.string().trim().min(1).max(40), flowPartition: nullableText(20) }))
    .min(1)
    .max(500),
});
export type WarehouseFlowRequest = z.infer<typeof warehouseFlowRequest>;

/** `PUT /api/v1/parts/{partCode}/prediction`: 12 monthly coefficients (decimal strings), sum 1. */
export const predictionRequest = z.object({
  coefficients: z.array(z.union([z.string().trim().max(12), z.number()]).transform(String)).max(24),
  version,
});
export type PredictionRequest = z.infer<typeof predictionRequest>;

/** `PUT /api/v1/part-settings/circulation`: fast, medium and slow rows (spec §5). */
export const circulationSettingRequest = z.object({
  rows: z
    .array(
      z.object({
        circulationType: z.enum(CIRCULATION_TYPES),
        endRatio: z.union([z.string().trim().max(12), z.number()]).transform(String),
        minMonth: z.number(),
      }),
    )
    .max(10),
  version,
});
export type CirculationSettingRequest = z.infer<typeof circulationSettingRequest>;

/** `PUT /api/v1/part-settings/price-ranges`: price range rows; last end value empty (spec §5). */
export const priceRangeSettingRequest = z.object({
  rows: z
    .array(
      z.object({
        startValue: z.union([z.string().trim().max(20), z.number()]).transform(String),
        endValue: z
          .union([z.string().trim().max(20), z.number(), z.null()])
          .transform((v) => (v === null || v === '' ? null : String(v))),
        controlParameter: z.union([z.string().trim().max(10), z.number()]).transform(String),
      }),
    )
    .max(50),
  version,
});
export type PriceRangeSettingRequest = z.infer<typeof priceRangeSettingRequest>;

/** `GET /api/v1/base-numbers` query. */
export const baseNumberListQuery = pageQuery.extend({ keyword: optionalText(50) });
/** `POST /api/v1/base-numbers`. */
export const baseNumberCreateRequest = z.object({
  baseNumber: z.string().trim().min(1).max(40),
  nameZh: z.string().trim().min(1).max(200),
  nameEn: z.string().trim().min(1).max(200),
  remark: nullableText(500),
});
export type BaseNumberCreateRequest = z.infer<typeof baseNumberCreateRequest>;
/** `PUT /api/v1/base-numbers/{baseNumber}`. */
export const baseNumberUpdateRequest = baseNumberCreateRequest.omit({ baseNumber: true }).extend({ version });
export type BaseNumberUpdateRequest = z.infer<typeof baseNumberUpdateRequest>;
export const baseNumberParam = z.object({ baseNumber: z.string().trim().min(1).max(40) });
export const versionQuery = z.object({ version });

/** The 17 part flags of spec §3 as the API writes them (keys of PART_FLAGS). */
export type PartFlagsDto = Record<PartFlag, boolean>;

/** A package item as the API writes it (cost CNY or null). */
export interface PackageItemDto {
  packageCode: string;
  qty: number;
  processCode: string;
  cost: string | null;
}

/** A row of `GET /api/v1/parts` (money as 2-decimal CNY strings, quantities in pieces). */
export interface PartListItem {
  partCode: string;
  nameZh: string;
  nameEn: string;
  status: string;
  baseNumber: string | null;
  partType: string | null;
  category: string | null;
  supplierCode: string | null;
  minPackageQty: number;
  unitSalesQty: number;
  /** Ordinary price. */
  price: string;
  newPartCode: string | null;
  flags: PartFlagsDto;
  version: number;
}

/**
 * Every master field of a part (spec §3 "Part"), as the parts input tabs group them. Money as
 * 2-decimal CNY strings, dimensions in mm, weight in kg, quantities in pieces, dates `yyyy-MM-dd`.
 */
export interface PartMaster
  extends Omit<
    PartFields,
    | 'flags'
    | 'packageItems'
    | 'partType'
    | 'purchaseType'
    | 'circulationType'
    | 'replaceability'
    | 'limitedSalesArea'
  > {
  partCode: string;
  status: string;
  newPartCode: string | null;
  partType: string | null;
  purchaseType: string | null;
  circulationType: string | null;
  replaceability: string | null;
  limitedSalesArea: string | null;
  supplierName: string | null;
  flags: PartFlagsDto;
  packageItems: PackageItemDto[];
  priceRush: string | null;
  priceRushLand: string | null;
  priceSuggestedRetail: string | null;
  priceNormal: string | null;
  updatedAt: string;
  version: number;
}

/** A link of a supersession chain. */
export interface ChainLink {
  partCode: string;
  status: string;
}

/** A part's stock in one warehouse, all storage locations summed. */
export interface WarehouseStockSummary {
  warehouseCode: string;
  warehouseName: string;
  onHandQty: number;
  allocatedQty: number;
  availableQty: number;
}

/** A part in one warehouse (`part_warehouse_settings`). */
export interface PartWarehouseSetting {
  partCode: string;
  warehouseCode: string;
  flowPartition: string | null;
  mainStorageCode: string | null;
  abnormalStorageCode: string | null;
  childDefaultStorageCode: string | null;
  safetyStock: number | null;
  capacity: number | null;
  minStock: number | null;
  maxStock: number | null;
  version: number;
}

/** `GET /api/v1/parts/{partCode}`: the part, its chain, predecessors, stock and warehouse rows. */
export interface PartDetail extends PartMaster {
  /** The part, then its successor, and so on (`newPartCode` links; cycles cut). */
  chain: ChainLink[];
  /** Parts replaced by this one. */
  predecessors: ChainLink[];
  /** Stock per warehouse the caller may see. */
  stock: WarehouseStockSummary[];
  warehouses: PartWarehouseSetting[];
  /** 12 monthly prediction coefficients, or null when not set. */
  prediction: { coefficients: string[]; version: number } | null;
}

/** A row of `GET /api/v1/parts/{partCode}/status-history`. */
export interface PartStatusHistoryItem {
  id: number;
  fromStatus: string;
  toStatus: string;
  newPartCode: string | null;
  source: string;
  actorName: string | null;
  createdAt: string;
}

/** A whole-table parts setting (`GET /api/v1/part-settings/...`). */
export interface MasterSetting<Row> {
  rows: Row[];
  version: number;
}
export type CirculationRow = CirculationSettingRequest['rows'][number];
export type PriceRangeRow = PriceRangeSettingRequest['rows'][number];

/** A row of `GET /api/v1/base-numbers`. */
export interface BaseNumberItem {
  baseNumber: string;
  nameZh: string;
  nameEn: string;
  remark: string | null;
  partCount: number;
  createdAt: string;
  version: number;
}
