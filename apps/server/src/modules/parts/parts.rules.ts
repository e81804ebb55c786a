import type { PartFields } from '@spm/contracts';
import {
  checkIntensiveMoq,
  checkMainStorageFirst,
  checkMinMaxStock,
  checkPackageItems,
  checkPartBlockers,
  checkPartCode,
  checkReductionCoefficient,
  checkStorageCode,
  collectViolations,
  normalizePartCode,
  type PartBlockers,
  type RuleViolation,
  violation,
} from '@spm/domain';
import { enforceAll, fieldOrCode } from '../../platform/errors';

/** Normalizes a typed part code and checks its format (spec §3, §5): PART_CODE_FORMAT_INVALID, PART_CODE_SEGMENT_TOO_LONG. */
export function requireValidPartCode(input: string): string {
  const partCode = normalizePartCode(input);
  enforceAll(collectViolations([checkPartCode(partCode)]), fieldOrCode);
  return partCode;
}

/**
 * The field rules of the parts input page (spec §5 "Parts master"), every violation with its field:
 * intensive MOQ (INTENSIVE_MOQ_NEEDS_MOQ_AND_MPQ, INTENSIVE_MOQ_NOT_MULTIPLE), min/max stock
 * (MAX_STOCK_BELOW_MIN), reduction coefficient ≥ 0 (REDUCTION_COEFFICIENT_NEGATIVE), package items
 * (PACKAGE_*), storage code norm (STORAGE_CODE_FORMAT_INVALID, STORAGE_CODE_LEVEL_SKIPPED), main
 * storage before safety stock (MAIN_STORAGE_REQUIRED), effective dates in order (DATE_RANGE_INVALID).
 */
export function partFieldViolations(f: PartFields): RuleViolation[] {
  const storage = (code: string | null, field: string) => (code ? checkStorageCode(code, field) : null);
  return [
    ...collectViolations([
      checkIntensiveMoq({
        minOrderQty: f.minOrderQty,
        minPackageQty: f.minPackageQty,
        intensiveMoq: f.intensiveMoq,
      }),
      checkMinMaxStock(f.minStock, f.maxStock),
      f.reductionCoefficient === null ? null : checkReductionCoefficient(f.reductionCoefficient),
      storage(f.mainStorageCode, 'mainStorageCode'),
      storage(f.subStorageCode, 'subStorageCode'),
      storage(f.childDefaultStorageCode, 'childDefaultStorageCode'),
      checkMainStorageFirst({
        mainStorageCode: f.mainStorageCode,
        safetyStock: f.safetyStock,
        capacity: null,
      }),
      f.effectiveFrom && f.effectiveTo && f.effectiveFrom > f.effectiveTo
        ? violation('DATE_RANGE_INVALID', undefined, 'effectiveTo')
        : null,
    ]),
    ...checkPackageItems(f.packageItems.map((p) => ({ ...p, cost: p.cost ?? null }))),
  ];
}

/**
 * A storage change (main or sub storage of a part) is refused while the part is held (spec §4):
 * PART_STOCK_OVER_ZERO, PART_OPEN_ORDERS_EXIST, PART_IN_INVENTORY_PLAN, PART_BEING_COUNTED,
 * PART_BEING_PICKED, PART_BEING_SHIPPED, on the changed field.
 */
export function storageChangeViolation(blockers: PartBlockers, field: string): RuleViolation | null {
  const v = checkPartBlockers(blockers);
  return v ? { ...v, field } : null;
}
