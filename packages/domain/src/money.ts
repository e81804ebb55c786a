import Decimal from 'decimal.js';

/** Amount decimals (spec §9). */
export const AMOUNT_DECIMALS = 2;
/** Tax rate divisor of the balance formula (spec §9): balance excl. tax = amount / 1.13. */
export const TAX_RATE_DIVISOR = '1.13';

export { Decimal };

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
