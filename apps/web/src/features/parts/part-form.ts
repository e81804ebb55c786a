import type { PackageItemDto, PartDetail, PartFlagsDto } from '@spm/contracts';
import {
  checkIntensiveMoq,
  checkMainStorageFirst,
  checkMinMaxStock,
  checkPartCode,
  checkReductionCoefficient,
  checkStorageCode,
  errorMessage,
  normalizePartCode,
  PART_FLAG_KEYS,
  type PartFlag,
  type RuleViolation,
} from '@spm/domain';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { PartBody } from './api';

/** The parts input form: the API fields, with dates as dayjs and the flags as a list of keys. */
export type PartFormValues = Omit<PartBody, 'flags' | 'effectiveFrom' | 'effectiveTo' | 'packageItems'> & {
  partCode?: string;
  flagList: PartFlag[];
  effectiveFrom: Dayjs | null;
  effectiveTo: Dayjs | null;
  packageItems: PackageItemDto[];
};

/** Which tab each field is on, so a refused save opens the tab of the first field at fault. */
export const FIELD_TABS: Record<string, 'base' | 'packaging' | 'price' | 'warehouse'> = {};
const tabFields = {
  base: [
    'partCode',
    'nameZh',
    'nameEn',
    'baseNumber',
    'partType',
    'category',
    'projectCode',
    'responsiblePerson',
    'supplierCode',
    'purchaseType',
    'circulationType',
    'replaceability',
    'oldPartNumbers',
    'partsId',
    'hsCode',
    'ecn',
    'effectiveFrom',
    'effectiveTo',
    'innerColour',
    'outerColour',
    'limitedSalesArea',
    'limitedSalesReason',
    'limitedSalesRemark',
    'flagList',
  ],
  packaging: [
    'lengthMm',
    'widthMm',
    'heightMm',
    'grossWeightKg',
    'packing',
    'minPackageQty',
    'unitSalesQty',
    'unitOrderQty',
    'minOrderQty',
    'intensiveMoq',
    'packageItems',
  ],
  price: [
    'priceOrdinary',
    'priceRush',
    'priceRushLand',
    'priceSuggestedRetail',
    'priceNormal',
    'reductionCoefficient',
  ],
  warehouse: [
    'flowPartition',
    'mainStorageCode',
    'subStorageCode',
    'childDefaultStorageCode',
    'safetyStock',
    'reorderPoint',
    'forecastQty',
    'minStock',
    'maxStock',
  ],
} as const;
for (const [tab, fields] of Object.entries(tabFields))
  for (const f of fields) FIELD_TABS[f] = tab as keyof typeof tabFields;

/** An empty new part. */
export const NEW_PART: Partial<PartFormValues> = {
  partType: 'Normal',
  minPackageQty: 1,
  unitSalesQty: 1,
  flagList: ['claim'],
  packageItems: [],
  effectiveFrom: null,
  effectiveTo: null,
};

/** A stored part as form values. */
export function toFormValues(part: PartDetail): PartFormValues {
  const { flags, effectiveFrom, effectiveTo, packageItems, ...rest } = part;
  return {
    ...(rest as unknown as PartFormValues),
    flagList: PART_FLAG_KEYS.filter((k) => flags[k]),
    effectiveFrom: effectiveFrom ? dayjs(effectiveFrom) : null,
    effectiveTo: effectiveTo ? dayjs(effectiveTo) : null,
    packageItems,
  };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const upper = (v: unknown) => text(v)?.toUpperCase() ?? null;
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const money = (v: unknown) =>
  v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim();

/** Form values → the API body (blank → null, storage and package codes upper-cased). */
export function toBody(v: PartFormValues): PartBody {
  const flags = Object.fromEntries(
    PART_FLAG_KEYS.map((k) => [k, v.flagList?.includes(k) ?? false]),
  ) as PartFlagsDto;
  return {
    nameZh: String(v.nameZh ?? '').trim(),
    nameEn: String(v.nameEn ?? '').trim(),
    baseNumber: upper(v.baseNumber),
    partType: v.partType ?? null,
    category: text(v.category),
    projectCode: text(v.projectCode),
    responsiblePerson: text(v.responsiblePerson),
    supplierCode: text(v.supplierCode),
    purchaseType: v.purchaseType ?? null,
    circulationType: v.circulationType ?? null,
    replaceability: v.replaceability ?? null,
    oldPartNumbers: text(v.oldPartNumbers),
    partsId: text(v.partsId),
    hsCode: text(v.hsCode),
    ecn: text(v.ecn),
    effectiveFrom: v.effectiveFrom ? v.effectiveFrom.format('YYYY-MM-DD') : null,
    effectiveTo: v.effectiveTo ? v.effectiveTo.format('YYYY-MM-DD') : null,
    innerColour: text(v.innerColour),
    outerColour: text(v.outerColour),
    limitedSalesArea: v.limitedSalesArea ?? null,
    limitedSalesReason: text(v.limitedSalesReason),
    limitedSalesRemark: text(v.limitedSalesRemark),
    flags,
    lengthMm: num(v.lengthMm),
    widthMm: num(v.widthMm),
    heightMm: num(v.heightMm),
    grossWeightKg: money(v.grossWeightKg),
    packing: text(v.packing),
    minPackageQty: Number(v.minPackageQty),
    unitSalesQty: Number(v.unitSalesQty),
    unitOrderQty: num(v.unitOrderQty),
    minOrderQty: num(v.minOrderQty),
    intensiveMoq: num(v.intensiveMoq),
    packageItems: (v.packageItems ?? []).map((p) => ({
      packageCode: String(p.packageCode ?? '')
        .trim()
        .toUpperCase(),
      qty: Number(p.qty),
      processCode: String(p.processCode ?? '')
        .trim()
        .toUpperCase(),
      cost: money(p.cost),
    })),
    priceOrdinary: String(v.priceOrdinary ?? '').trim(),
    priceRush: money(v.priceRush),
    priceRushLand: money(v.priceRushLand),
    priceSuggestedRetail: money(v.priceSuggestedRetail),
    priceNormal: money(v.priceNormal),
    reductionCoefficient: money(v.reductionCoefficient),
    flowPartition: text(v.flowPartition),
    mainStorageCode: upper(v.mainStorageCode),
    subStorageCode: upper(v.subStorageCode),
    childDefaultStorageCode: upper(v.childDefaultStorageCode),
    safetyStock: num(v.safetyStock),
    reorderPoint: num(v.reorderPoint),
    forecastQty: num(v.forecastQty),
    minStock: num(v.minStock),
    maxStock: num(v.maxStock),
  };
}

type Language = 'zh-CN' | 'en-US';
const reject = (v: RuleViolation | null, language: Language) =>
  v
    ? Promise.reject(new Error(errorMessage(v.code, language, (v.params ?? {}) as Record<string, unknown>)))
    : Promise.resolve();

/**
 * Form rules that mirror the server's (spec §5, packages/domain): part code format, intensive MOQ,
 * min/max stock, reduction coefficient, storage norm, main storage before safety stock.
 */
export function partRules(language: Language) {
  const value = (form: FormInstance, name: string) => form.getFieldValue(name) ?? null;
  return {
    partCode: {
      validator: (_: unknown, v: string) =>
        v ? reject(checkPartCode(normalizePartCode(v)), language) : Promise.resolve(),
    },
    intensiveMoq: (form: FormInstance) => ({
      validator: (_: unknown, v: number | null) =>
        reject(
          checkIntensiveMoq({
            minOrderQty: num(value(form, 'minOrderQty')),
            minPackageQty: num(value(form, 'minPackageQty')),
            intensiveMoq: num(v),
          }),
          language,
        ),
    }),
    maxStock: (form: FormInstance) => ({
      validator: (_: unknown, v: number | null) =>
        reject(checkMinMaxStock(num(value(form, 'minStock')), num(v)), language),
    }),
    reductionCoefficient: {
      validator: (_: unknown, v: string | null) =>
        money(v) === null ? Promise.resolve() : reject(checkReductionCoefficient(String(v)), language),
    },
    storage: (field: string) => ({
      validator: (_: unknown, v: string | null) =>
        upper(v) ? reject(checkStorageCode(upper(v) as string, field), language) : Promise.resolve(),
    }),
    mainStorageFirst: (form: FormInstance) => ({
      validator: (_: unknown, v: string | null) =>
        reject(
          checkMainStorageFirst({
            mainStorageCode: upper(v),
            safetyStock: num(value(form, 'safetyStock')),
            capacity: null,
          }),
          language,
        ),
    }),
  };
}
