import {
  CIRCULATION_TYPES,
  LIMIT_AREAS,
  PART_FLAG_KEYS,
  PART_TYPES,
  type PartFlag,
  PURCHASE_TYPES,
  REPLACEABILITY_CLASSES,
} from '@spm/domain';
import { z } from 'zod';
import { isoDate, moneyInput, QTY_MAX, qtyInput } from './common.js';

/** A text field that may be left empty: blank → null. */
export const nullableText = (max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null ? null : typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v,
    z.string().max(max).nullable(),
  );
/** A quantity in pieces that may be left empty; whole numbers ≥ 0. */
export const nullableQty = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.number().int().min(0).max(QTY_MAX).nullable(),
);
/** A CNY amount ≥ 0 with at most 2 decimals and 16 integer digits (numeric(18,2)), as string or number; empty → null. */
export const nullableMoney = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : String(v).trim()),
  z
    .string()
    .regex(/^\d{1,16}(\.\d{1,2})?$/)
    .nullable(),
);
/** A yyyy-MM-dd real calendar date; empty → null. */
export const nullableDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate.nullable());
/** One of `values`; empty → null. */
export const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(values).nullable());

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
  qty: qtyInput,
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
  minPackageQty: z.number().int().min(1).max(QTY_MAX),
  unitSalesQty: z.number().int().min(1).max(QTY_MAX),
  unitOrderQty: nullableQty,
  minOrderQty: nullableQty,
  intensiveMoq: nullableQty,
  packageItems: z.array(packageItemInput).max(50).default([]),
  // Price info
  priceOrdinary: moneyInput,
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
