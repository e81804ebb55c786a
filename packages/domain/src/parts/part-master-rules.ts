import Decimal from 'decimal.js';
import {
  isBlank,
  isNonNegativeInteger,
  isPositiveInteger,
  parseDecimal,
  type RuleViolation,
  violation,
} from '../rules.js';
import type { StorageType } from './part-enums.js';

/**
 * Reduction coefficient (spec §5 "reduction coefficient at least 0"): a decimal ≥ 0, as number or
 * numeric string. Code: REDUCTION_COEFFICIENT_NEGATIVE (also for a non-number), field
 * `reductionCoefficient`.
 */
export function checkReductionCoefficient(value: Decimal.Value): RuleViolation | null {
  const d = parseDecimal(value);
  return d?.gte(0) ? null : violation('REDUCTION_COEFFICIENT_NEGATIVE', undefined, 'reductionCoefficient');
}

/**
 * Min and max stock in pieces (spec §5 "max stock not below min"). Each, when given, must be a
 * non-negative integer (STOCK_PARAMETER_INVALID {field}); when both are given max ≥ min
 * (MAX_STOCK_BELOW_MIN {minStock, maxStock}, field `maxStock`). Null means "not set".
 */
export function checkMinMaxStock(minStock: number | null, maxStock: number | null): RuleViolation | null {
  if (minStock !== null && !isNonNegativeInteger(minStock)) {
    return violation('STOCK_PARAMETER_INVALID', { field: 'minStock' }, 'minStock');
  }
  if (maxStock !== null && !isNonNegativeInteger(maxStock)) {
    return violation('STOCK_PARAMETER_INVALID', { field: 'maxStock' }, 'maxStock');
  }
  if (minStock !== null && maxStock !== null && maxStock < minStock) {
    return violation('MAX_STOCK_BELOW_MIN', { minStock, maxStock }, 'maxStock');
  }
  return null;
}

export interface PurchaseQuantities {
  /** Min order qty (MOQ) toward the supplier, pieces; null when not set. */
  readonly minOrderQty: number | null;
  /** Min package qty (MPQ), pieces; null when not set. */
  readonly minPackageQty: number | null;
  /** Intensive MOQ, pieces; null when not set (then nothing is checked). */
  readonly intensiveMoq: number | null;
}

/**
 * Intensive MOQ (spec §5): when set, MOQ and MPQ must both be set (positive integers) —
 * INTENSIVE_MOQ_NEEDS_MOQ_AND_MPQ — and it must be a positive multiple of both —
 * INTENSIVE_MOQ_NOT_MULTIPLE {intensiveMoq, minOrderQty, minPackageQty}. Field `intensiveMoq`.
 */
export function checkIntensiveMoq(q: PurchaseQuantities): RuleViolation | null {
  if (q.intensiveMoq === null) return null;
  if (!isPositiveInteger(q.minOrderQty) || !isPositiveInteger(q.minPackageQty)) {
    return violation('INTENSIVE_MOQ_NEEDS_MOQ_AND_MPQ', undefined, 'intensiveMoq');
  }
  const { intensiveMoq, minOrderQty, minPackageQty } = q;
  if (
    !isPositiveInteger(intensiveMoq) ||
    intensiveMoq % minOrderQty !== 0 ||
    intensiveMoq % minPackageQty !== 0
  ) {
    return violation(
      'INTENSIVE_MOQ_NOT_MULTIPLE',
      { intensiveMoq, minOrderQty, minPackageQty },
      'intensiveMoq',
    );
  }
  return null;
}

/** Number of monthly demand prediction coefficients (spec §5 "the 12 parameters"). */
export const PREDICTION_COEFFICIENT_COUNT = 12;

/**
 * Prediction setting (spec §5): exactly 12 coefficients (PREDICTION_COEFFICIENT_COUNT {expected}),
 * each between 0 and 1 inclusive (PREDICTION_COEFFICIENT_OUT_OF_RANGE {month: 1-12}, field
 * `coefficients[i]`), summing to exactly 1 in decimal arithmetic (PREDICTION_COEFFICIENT_SUM_NOT_ONE
 * {sum}). Pass strings such as `'0.0833'` to avoid float input; numbers are read by decimal.js.
 */
export function checkPredictionCoefficients(coefficients: readonly Decimal.Value[]): RuleViolation | null {
  if (coefficients.length !== PREDICTION_COEFFICIENT_COUNT) {
    return violation(
      'PREDICTION_COEFFICIENT_COUNT',
      { expected: PREDICTION_COEFFICIENT_COUNT },
      'coefficients',
    );
  }
  let sum = new Decimal(0);
  for (let i = 0; i < coefficients.length; i++) {
    const d = parseDecimal(coefficients[i]);
    if (!d || d.lt(0) || d.gt(1)) {
      return violation('PREDICTION_COEFFICIENT_OUT_OF_RANGE', { month: i + 1 }, `coefficients[${i}]`);
    }
    sum = sum.plus(d);
  }
  return sum.eq(1)
    ? null
    : violation('PREDICTION_COEFFICIENT_SUM_NOT_ONE', { sum: sum.toString() }, 'coefficients');
}

/**
 * Abnormal-part storage (spec §5): a storage holding abnormal parts cannot be a transit, packaging or
 * main storage. Code ABNORMAL_PART_STORAGE_TYPE_INVALID, field `storageType`.
 */
export function checkAbnormalPartStorage(storageType: StorageType): RuleViolation | null {
  return storageType === 'transit' || storageType === 'packaging' || storageType === 'main'
    ? violation('ABNORMAL_PART_STORAGE_TYPE_INVALID', undefined, 'storageType')
    : null;
}

export interface WarehouseStockSetting {
  /** Main storage code of the part in this warehouse; empty when not assigned yet. */
  readonly mainStorageCode: string | null;
  /** Safety stock in pieces; null when not set. */
  readonly safetyStock: number | null;
  /** Storage capacity in pieces; null when not set. */
  readonly capacity: number | null;
}

/**
 * Spec §5 "main storage must be set before safety stock or capacity": MAIN_STORAGE_REQUIRED
 * (field `mainStorageCode`) when either is set without a main storage.
 */
export function checkMainStorageFirst(s: WarehouseStockSetting): RuleViolation | null {
  const hasParameters = s.safetyStock !== null || s.capacity !== null;
  return hasParameters && isBlank(s.mainStorageCode)
    ? violation('MAIN_STORAGE_REQUIRED', undefined, 'mainStorageCode')
    : null;
}

/**
 * Spec §5 "child-part default storage only in one named warehouse": the default storage of child
 * parts may only be set in `childPartWarehouseCode` (a server setting). Code
 * CHILD_PART_STORAGE_WAREHOUSE_ONLY {warehouseCode: the allowed one}, field `childPartDefaultStorageCode`.
 */
export function checkChildPartDefaultStorage(
  warehouseCode: string,
  childPartDefaultStorageCode: string | null,
  childPartWarehouseCode: string,
): RuleViolation | null {
  if (isBlank(childPartDefaultStorageCode) || warehouseCode === childPartWarehouseCode) return null;
  return violation(
    'CHILD_PART_STORAGE_WAREHOUSE_ONLY',
    { warehouseCode: childPartWarehouseCode },
    'childPartDefaultStorageCode',
  );
}

/**
 * Spec §5 "Other": an effective date is after the system date. A part's effective-from date that is
 * entered or changed (not the one it already has, which may lie in the past) must be after `today`
 * (the business date, `yyyy-MM-dd`). Code PART_EFFECTIVE_DATE_NOT_AFTER_TODAY {effectiveFrom, today},
 * field `effectiveFrom`.
 */
export function checkPartEffectiveFrom(
  effectiveFrom: string | null,
  stored: string | null,
  today: string,
): RuleViolation | null {
  if (!effectiveFrom || effectiveFrom === stored || effectiveFrom > today) return null;
  return violation('PART_EFFECTIVE_DATE_NOT_AFTER_TODAY', { effectiveFrom, today }, 'effectiveFrom');
}
