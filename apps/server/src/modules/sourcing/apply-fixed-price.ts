import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { setPartPrices } from '../parts';
import { recordFixedPoPrice } from '../purchasing';
import type { fixPrices } from './sourcing.tables';

/**
 * What an approved fixed price means for purchasing: the PO price of the supplier, part and currency
 * (purchase price in `currency`, 2 decimals) valid from `validFrom` (yyyy-MM-dd, business time zone).
 */
export interface FixedPoPrice {
  supplierCode: string;
  partCode: string;
  currency: string;
  price: string;
  validFrom: string;
  /** The fix price document it comes from (`FP…`). */
  sourceNo: string;
}

/**
 * The one effect of an approved fixed price (spec §4 "the fixed price becomes the part's prices and a
 * PO price"), inside the approval's transaction `tx`: the part's five prices (CNY) are set through the
 * parts module and the PO price is recorded through the purchasing module (the supplier's earlier
 * period for the part and currency ends the day before); the PO price is answered for the SRM message.
 * @throws AppError FIX_PRICE_NOT_CALCULATED when the fix price has no calculated prices; PART_NOT_FOUND;
 *   PO_PRICE_OVERLAP when a PO price period of the supplier begins on or after the effective date
 */
export async function applyFixedPrice(
  tx: Tx,
  fixed: typeof fixPrices.$inferSelect,
  by: { userId: number; at: Date },
): Promise<FixedPoPrice> {
  const { priceOrdinary, priceRush, priceRushLand, priceSuggestedRetail, priceNormal } = fixed;
  if (!priceOrdinary || !priceRush || !priceRushLand || !priceSuggestedRetail || !priceNormal)
    throw new AppError('FIX_PRICE_NOT_CALCULATED', { fixPriceNo: fixed.fixPriceNo });
  await setPartPrices(
    tx,
    fixed.partCode,
    { priceOrdinary, priceRush, priceRushLand, priceSuggestedRetail, priceNormal },
    by,
  );
  await recordFixedPoPrice(tx, {
    supplierCode: fixed.supplierCode,
    partCode: fixed.partCode,
    currency: fixed.currency,
    unitPrice: fixed.purchasePrice,
    validFrom: fixed.effectiveFrom,
    remark: fixed.fixPriceNo,
    actorId: by.userId,
    at: by.at,
  });
  return {
    supplierCode: fixed.supplierCode,
    partCode: fixed.partCode,
    currency: fixed.currency,
    price: fixed.purchasePrice,
    validFrom: fixed.effectiveFrom,
    sourceNo: fixed.fixPriceNo,
  };
}
