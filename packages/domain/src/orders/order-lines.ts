import type Decimal from 'decimal.js';
import { lineAmount, sumMoney } from '../money.js';
import { normalizePartCode } from '../parts/part-code.js';
import { type RuleViolation, violation } from '../rules.js';
import type { OrderType, TransportType } from './order-enums.js';

/** Line amount: unit price (CNY) × qty (pieces), CNY string with two decimals. */
export const orderLineAmount = (price: Decimal.Value, qty: number): string => lineAmount(price, qty);

/** Order amount: sum of the line amounts (price × qty), CNY string with two decimals. */
export const orderAmount = (
  lines: readonly { readonly price: Decimal.Value; readonly qty: number }[],
): string => sumMoney(lines.map((l) => lineAmount(l.price, l.qty)));

/** Which part price a line takes. */
export type UnitPriceKind = 'ordinaryPrice' | 'rushPrice' | 'rushLandPrice';

/**
 * The part price an order line uses (docs/decisions/part-status.md, "Prices"): Urgent + Air → rush
 * price; Urgent by surface (Sea) → rush land price; every other order → ordinary price.
 */
export function unitPriceKind(orderType: OrderType, transportType?: TransportType | null): UnitPriceKind {
  if (orderType !== 'Urgent') return 'ordinaryPrice';
  return transportType === 'Air' ? 'rushPrice' : 'rushLandPrice';
}

/**
 * Refuses import rows that repeat the same combination (spec §5). `keyOf` gives a row's combination
 * as display text (e.g. `orderLineImportKey`); `firstRowNumber` is the sheet row of `rows[0]`
 * (default 2: one header row). Returns one ORDER_IMPORT_DUPLICATE_ROW {row, firstRow, key} per
 * repeated row, field `rows[i]`.
 */
export function findDuplicateRows<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  firstRowNumber = 2,
): RuleViolation[] {
  const firstSeen = new Map<string, number>();
  const problems: RuleViolation[] = [];
  rows.forEach((row, i) => {
    const key = keyOf(row);
    const rowNumber = firstRowNumber + i;
    const first = firstSeen.get(key);
    if (first === undefined) {
      firstSeen.set(key, rowNumber);
    } else {
      problems.push(
        violation('ORDER_IMPORT_DUPLICATE_ROW', { row: rowNumber, firstRow: first, key }, `rows[${i}]`),
      );
    }
  });
  return problems;
}

/**
 * The combination key of an order import row: the normalized part code plus the row's other key
 * columns (e.g. dealer code and order type for a multi-order sheet), joined by ` / `.
 */
export const orderLineImportKey = (row: { partCode: string }, ...otherKeys: readonly string[]): string =>
  [...otherKeys.map((k) => k.trim()), normalizePartCode(row.partCode)].join(' / ');
