import Decimal from 'decimal.js';
import { isBlank, isPositiveInteger, parseDecimal, type RuleViolation, violation } from '../rules.js';
import { CIRCULATION_TYPES, type CirculationType } from './part-enums.js';

/**
 * One row of the circulation (flow partition) setting: parts whose cumulative demand share reaches
 * `endRatio` (0 < ratio ≤ 1) and that had demand in at least `minMonth` of the last 12 months fall into
 * `circulationType`. Rows are in ascending ratio order, fast first.
 */
export interface CirculationSettingRow {
  readonly circulationType: CirculationType;
  readonly endRatio: Decimal.Value;
  /** Whole months, 1-12. */
  readonly minMonth: number;
}

/**
 * Circulation type setting (spec §5), whole-table check; `row` params are 1-based, fields
 * `rows[i].endRatio` / `rows[i].minMonth`. Codes:
 * - CIRCULATION_TYPES_INCOMPLETE {missing: e.g. "B, C"}: fast (A), medium (B) and slow (C) must all appear;
 * - CIRCULATION_END_RATIO_INVALID {row}: each end ratio above the previous one and below 1, the last
 *   exactly 1;
 * - CIRCULATION_MIN_MONTH_INVALID {row}: min month an integer 1-12;
 * - CIRCULATION_FIRST_MIN_MONTH: the first row's min month is 1.
 */
export function checkCirculationSetting(rows: readonly CirculationSettingRow[]): RuleViolation[] {
  const problems: RuleViolation[] = [];
  const present = new Set(rows.map((r) => r.circulationType));
  const missing = CIRCULATION_TYPES.filter((t) => !present.has(t));
  if (missing.length > 0) {
    problems.push(violation('CIRCULATION_TYPES_INCOMPLETE', { missing: missing.join(', ') }, 'rows'));
  }
  let previous = new Decimal(0);
  rows.forEach((row, i) => {
    const last = i === rows.length - 1;
    const ratio = parseDecimal(row.endRatio);
    const ratioOk = ratio?.gt(previous) && (last ? ratio.eq(1) : ratio.lt(1));
    if (!ratioOk) {
      problems.push(violation('CIRCULATION_END_RATIO_INVALID', { row: i + 1 }, `rows[${i}].endRatio`));
    }
    if (ratio) previous = Decimal.max(previous, ratio);
    if (!isPositiveInteger(row.minMonth) || row.minMonth > 12) {
      problems.push(violation('CIRCULATION_MIN_MONTH_INVALID', { row: i + 1 }, `rows[${i}].minMonth`));
    } else if (i === 0 && row.minMonth !== 1) {
      problems.push(violation('CIRCULATION_FIRST_MIN_MONTH', undefined, 'rows[0].minMonth'));
    }
  });
  return problems;
}

/**
 * One row of a price range table (CNY, two decimals): prices from `startValue` (inclusive) up to
 * `endValue` (exclusive) use `controlParameter`; the last row is open-ended (`endValue` empty).
 */
export interface PriceRangeRow {
  readonly startValue: Decimal.Value;
  readonly endValue: Decimal.Value | null;
  /** At least 0, at most two integer digits and one decimal (e.g. `12.5`). */
  readonly controlParameter: Decimal.Value;
}

const CONTROL_PARAMETER = /^\d{1,2}(\.\d)?$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

/** Is a value an amount ≥ 0 with at most two decimals (`"12.30"`, `5`)? */
export const isNonNegativeMoney = (value: Decimal.Value): boolean =>
  MONEY.test(typeof value === 'string' ? value.trim() : String(value));

/**
 * Price range rows (spec §5), whole-table check; `row` params are 1-based. Codes: REQUIRED
 * {field: 'priceRanges'} when there is no row; PRICE_RANGE_START_INVALID {row}; PRICE_RANGE_END_INVALID
 * {row} (a non-last row needs an end above its start and equal to the next row's start);
 * PRICE_RANGE_LAST_END_NOT_EMPTY; PRICE_RANGE_CONTROL_PARAMETER_INVALID {row}.
 */
export function checkPriceRanges(rows: readonly PriceRangeRow[]): RuleViolation[] {
  if (rows.length === 0) return [violation('REQUIRED', { field: 'priceRanges' }, 'priceRanges')];
  const problems: RuleViolation[] = [];
  rows.forEach((row, i) => {
    const last = i === rows.length - 1;
    const start = isNonNegativeMoney(row.startValue) ? new Decimal(row.startValue) : null;
    if (!start) {
      problems.push(violation('PRICE_RANGE_START_INVALID', { row: i + 1 }, `rows[${i}].startValue`));
    }
    if (last) {
      if (!isBlank(row.endValue)) {
        problems.push(violation('PRICE_RANGE_LAST_END_NOT_EMPTY', undefined, `rows[${i}].endValue`));
      }
    } else {
      const end =
        row.endValue !== null && isNonNegativeMoney(row.endValue) ? new Decimal(row.endValue) : null;
      const nextStart = parseDecimal(rows[i + 1].startValue);
      const endOk = end !== null && (!start || end.gt(start)) && nextStart !== null && end.eq(nextStart);
      if (!endOk) problems.push(violation('PRICE_RANGE_END_INVALID', { row: i + 1 }, `rows[${i}].endValue`));
    }
    const control =
      typeof row.controlParameter === 'string' ? row.controlParameter.trim() : String(row.controlParameter);
    if (!CONTROL_PARAMETER.test(control)) {
      problems.push(
        violation('PRICE_RANGE_CONTROL_PARAMETER_INVALID', { row: i + 1 }, `rows[${i}].controlParameter`),
      );
    }
  });
  return problems;
}

/** One package item of a part (spec §3 "package items (code, qty, process code, cost)"). */
export interface PackageItem {
  readonly packageCode: string;
  /** Pieces of packaging material per part, positive integer. */
  readonly qty: number;
  readonly processCode: string;
  /** CNY, optional. */
  readonly cost?: Decimal.Value | null;
}

export const PACKAGE_CODE_MAX = 20;
export const PROCESS_CODE_MAX = 10;

/**
 * Package items (spec §5 "package fields well formed"), whole-list check; `row` params are 1-based,
 * fields `packageItems[i].<name>`. Codes: PACKAGE_CODE_INVALID {row, max} (1-20 A-Z/0-9);
 * PACKAGE_CODE_DUPLICATE {packageCode}; PACKAGE_QTY_INVALID {row}; PACKAGE_PROCESS_CODE_INVALID
 * {row, max} (1-10 A-Z/0-9); PACKAGE_COST_INVALID {row} (≥ 0, at most 2 decimals, when given).
 */
export function checkPackageItems(items: readonly PackageItem[]): RuleViolation[] {
  const problems: RuleViolation[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const at = (name: string) => `packageItems[${i}].${name}`;
    const code = item.packageCode.trim();
    if (!new RegExp(`^[A-Z0-9]{1,${PACKAGE_CODE_MAX}}$`).test(code)) {
      problems.push(
        violation('PACKAGE_CODE_INVALID', { row: i + 1, max: PACKAGE_CODE_MAX }, at('packageCode')),
      );
    } else if (seen.has(code)) {
      problems.push(violation('PACKAGE_CODE_DUPLICATE', { packageCode: code }, at('packageCode')));
    }
    seen.add(code);
    if (!isPositiveInteger(item.qty)) {
      problems.push(violation('PACKAGE_QTY_INVALID', { row: i + 1 }, at('qty')));
    }
    if (!new RegExp(`^[A-Z0-9]{1,${PROCESS_CODE_MAX}}$`).test(item.processCode.trim())) {
      problems.push(
        violation('PACKAGE_PROCESS_CODE_INVALID', { row: i + 1, max: PROCESS_CODE_MAX }, at('processCode')),
      );
    }
    if (!isBlank(item.cost) && !isNonNegativeMoney(item.cost as Decimal.Value)) {
      problems.push(violation('PACKAGE_COST_INVALID', { row: i + 1 }, at('cost')));
    }
  });
  return problems;
}
