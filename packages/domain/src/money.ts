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

/** Is a CNY amount within ±MONEY_MAX (what numeric(18,2) can store)? */
export function isWithinMoneyLimit(value: Decimal.Value): boolean {
  return new Decimal(value).abs().lte(MONEY_MAX);
}

/** Money as the API writes it: a string with exactly two decimals, rounded half up. */
export function toMoney(value: Decimal.Value): string {
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
