import Decimal from 'decimal.js';

/** Amount decimals (spec §9). */
export const AMOUNT_DECIMALS = 2;
/** Tax rate divisor of the balance formula (spec §9): balance excl. tax = amount / 1.13. */
export const TAX_RATE_DIVISOR = '1.13';

/** Largest quantity in pieces any input accepts (document lines, import sheets, forms). */
export const QTY_MAX = 99_999_999;
/** Largest CNY amount a numeric(18,2) column holds: 16 digits before the point. */
export const MONEY_MAX = '9999999999999999.99';

export { Decimal };

/**
 * A money string as `toMoney` writes it and PostgreSQL answers a numeric(18,2) column: not negative,
 * no leading zero, two decimals, at most 16 digits before the point (so within MONEY_MAX). Such a
 * value needs no arithmetic: `toMoney` answers it as it is, `isWithinMoneyLimit` accepts it (an order
 * of 50 lines priced and checked twice per create and submit made decimal parsing 7 % of the server's
 * time, docs/benchmarks.md "Order create and submit: statements compiled once").
 */
const CANONICAL_MONEY = /^(?:0|[1-9]\d{0,15})\.\d{2}$/;
const isCanonicalMoney = (value: Decimal.Value): value is string =>
  typeof value === 'string' && CANONICAL_MONEY.test(value);

/** Is a CNY amount within ±MONEY_MAX (what numeric(18,2) can store)? */
export function isWithinMoneyLimit(value: Decimal.Value): boolean {
  return isCanonicalMoney(value) || new Decimal(value).abs().lte(MONEY_MAX);
}

/** Money as the API writes it: a string with exactly two decimals, rounded half up. */
export function toMoney(value: Decimal.Value): string {
  if (isCanonicalMoney(value)) return value;
  return new Decimal(value).toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_HALF_UP).toFixed(AMOUNT_DECIMALS);
}

/** price × qty, in CNY with two decimals. */
export function lineAmount(price: Decimal.Value, qty: number): string {
  return toMoney(new Decimal(price).times(qty));
}

/** Sum of money strings, two decimals. */
export function sumMoney(values: readonly Decimal.Value[]): string {
  return toMoney(values.reduce<Decimal>((acc, v) => acc.plus(v), new Decimal(0)));
}

/** Amount excluding tax (spec §3 balance change): amount / 1.13, two decimals. */
export function excludingTax(amount: Decimal.Value): string {
  return toMoney(new Decimal(amount).dividedBy(TAX_RATE_DIVISOR));
}

/** Money for a sentence a person reads: thousands separated, two decimals (71840 → "71,840.00"). */
export function formatMoney(value: Decimal.Value): string {
  const [whole, fraction] = toMoney(value).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The params of the VALUE_OUT_OF_RANGE error: the qty and money limits, formatted for a person. */
export const VALUE_LIMIT_PARAMS = {
  maxQty: QTY_MAX.toLocaleString('en-US'),
  maxAmount: formatMoney(MONEY_MAX),
} as const;
