import Decimal from 'decimal.js';
import { toMoney } from '../money.js';

/**
 * Rush price parameters of spec §9 ("retail 0.7, air 1.3, land 300"). The spec gives only the numbers;
 * our reading (docs/decisions/part-status.md, "Prices"):
 * - `retailRatio`: the ordinary (dealer) price is 70 % of the suggested retail price;
 * - `airFactor`: the rush price of an Urgent air order is the ordinary price × 1.3;
 * - `landSurcharge`: the rush land price of an Urgent surface (sea/land) order is the ordinary price
 *   plus CNY 300.00 per piece.
 * Values are decimal strings so no float enters the arithmetic; the server may override them.
 */
export interface RushPriceParameters {
  readonly retailRatio: string;
  readonly airFactor: string;
  readonly landSurcharge: string;
}

export const RUSH_PRICE_PARAMETERS: RushPriceParameters = {
  retailRatio: '0.7',
  airFactor: '1.3',
  landSurcharge: '300',
};

/** The derived prices of one part, CNY strings with two decimals. */
export interface DerivedPartPrices {
  readonly suggestedRetailPrice: string;
  readonly rushPrice: string;
  readonly rushLandPrice: string;
}

/**
 * Derives the suggested retail, rush and rush land prices from the ordinary price (CNY, ≥ 0, as
 * string or number), rounded half up to two decimals (spec §9 "Amount decimals 2").
 * Example: ordinary `"70.00"` → retail `"100.00"`, rush `"91.00"`, rush land `"370.00"`.
 * Returns no violation: the price is master data already validated; a negative or non-numeric price is
 * a programming error and throws a RangeError (decimal.js throws for unparsable strings).
 */
export function deriveRushPrices(
  ordinaryPrice: Decimal.Value,
  params: RushPriceParameters = RUSH_PRICE_PARAMETERS,
): DerivedPartPrices {
  const price = new Decimal(ordinaryPrice);
  if (price.isNegative() || !price.isFinite()) {
    throw new RangeError(`Invalid ordinary price: ${ordinaryPrice}`);
  }
  return {
    suggestedRetailPrice: toMoney(price.dividedBy(params.retailRatio)),
    rushPrice: toMoney(price.times(params.airFactor)),
    rushLandPrice: toMoney(price.plus(params.landSurcharge)),
  };
}
