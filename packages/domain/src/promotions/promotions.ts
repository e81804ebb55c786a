import type { BalanceChangeType } from '../fulfilment/balance.js';
import { Decimal, lineAmount, toMoney } from '../money.js';
import { type Label, type RuleViolation, violation } from '../rules.js';

/**
 * Rebate rules of a promotion (spec §2 `/promotionPartsQuery/index`, §8 "promotion rebate follows actual
 * shipped qty"): `perPiece` credits a fixed CNY amount per shipped piece; `percent` credits a rate
 * (0 < rate < 1) of the promotion price per shipped piece.
 */
export const REBATE_TYPES = ['perPiece', 'percent'] as const;
export type RebateType = (typeof REBATE_TYPES)[number];
export const REBATE_TYPE_LABELS: Record<RebateType, Label> = {
  perPiece: { zh: '按件固定金额', en: 'Fixed amount per piece' },
  percent: { zh: '按促销价比例', en: 'Rate of the promotion price' },
};

/** The balance change business type of a credited promotion rebate. */
export const PROMOTION_REBATE_BUSINESS_TYPE: BalanceChangeType = 'promotionRebate';

/** The rebate of one piece (CNY, 2 decimals): the fixed amount, or promotion price × rate. */
export function rebatePerPiece(
  type: RebateType,
  value: Decimal.Value,
  promotionPrice: Decimal.Value,
): string {
  return type === 'perPiece' ? toMoney(value) : toMoney(new Decimal(promotionPrice).times(value));
}

/** The rebate of `qty` pieces (CNY, 2 decimals): qty × the rebate of one piece. */
export const rebateOf = (perPiece: Decimal.Value, qty: number): string => lineAmount(perPiece, qty);

/**
 * A promotion's price and rebate (spec §2): the promotion price above 0 and below the part's sales
 * price (PROMOTION_PRICE_INVALID {salesPrice}, field `promotionPrice`); the rebate of one piece above 0
 * and below the promotion price (PROMOTION_REBATE_INVALID, field `rebateValue`); a `percent` rate
 * below 1.
 */
export function checkPromotionPrice(
  promotionPrice: Decimal.Value,
  salesPrice: Decimal.Value,
): RuleViolation<'PROMOTION_PRICE_INVALID'> | null {
  const price = new Decimal(promotionPrice);
  return price.gt(0) && price.lt(salesPrice)
    ? null
    : violation('PROMOTION_PRICE_INVALID', { salesPrice: toMoney(salesPrice) }, 'promotionPrice');
}

/** See `checkPromotionPrice`: the rebate of one piece must lie between 0 and the promotion price. */
export function checkPromotionRebate(
  type: RebateType,
  value: Decimal.Value,
  promotionPrice: Decimal.Value,
): RuleViolation<'PROMOTION_REBATE_INVALID'> | null {
  const rate = new Decimal(value);
  const perPiece = new Decimal(rebatePerPiece(type, value, promotionPrice));
  const ok = rate.gt(0) && (type === 'perPiece' || rate.lt(1)) && perPiece.lt(promotionPrice);
  return ok ? null : violation('PROMOTION_REBATE_INVALID', undefined, 'rebateValue');
}

/** A period (promotion or package validity) must not end before it starts: DATE_RANGE_INVALID on `field`. */
export function checkPeriod(
  startDate: string,
  endDate: string,
  field = 'endDate',
): RuleViolation<'DATE_RANGE_INVALID'> | null {
  return startDate <= endDate ? null : violation('DATE_RANGE_INVALID', undefined, field);
}

/** Orders take a promotion only on a business date of its period: PROMOTION_NOT_ACTIVE {startDate, endDate}. */
export function checkPromotionActive(
  today: string,
  p: { startDate: string; endDate: string },
): RuleViolation<'PROMOTION_NOT_ACTIVE'> | null {
  return today >= p.startDate && today <= p.endDate
    ? null
    : violation('PROMOTION_NOT_ACTIVE', { startDate: p.startDate, endDate: p.endDate });
}

/**
 * A dealer orders at most `limit` pieces of one promotion in all (spec §2 per-dealer qty limit):
 * PROMOTION_QTY_LIMIT_EXCEEDED {limit, remaining} on `qty` when already ordered + qty passes it.
 */
export function checkPromotionQtyLimit(
  ordered: number,
  qty: number,
  limit: number,
): RuleViolation<'PROMOTION_QTY_LIMIT_EXCEEDED'> | null {
  return ordered + qty <= limit
    ? null
    : violation('PROMOTION_QTY_LIMIT_EXCEEDED', { limit, remaining: Math.max(limit - ordered, 0) }, 'qty');
}

/** Orders take a parts package only on a business date of its validity: PARTS_PACKAGE_NOT_VALID. */
export function checkPackageValid(
  today: string,
  p: { validFrom: string; validTo: string },
): RuleViolation<'PARTS_PACKAGE_NOT_VALID'> | null {
  return today >= p.validFrom && today <= p.validTo
    ? null
    : violation('PARTS_PACKAGE_NOT_VALID', { validFrom: p.validFrom, validTo: p.validTo });
}

/** A package lists each part once: PARTS_PACKAGE_DUPLICATE_PART {partCode} on `lines`. */
export function checkPackageParts(
  lines: readonly { partCode: string }[],
): RuleViolation<'PARTS_PACKAGE_DUPLICATE_PART'> | null {
  const seen = new Set<string>();
  for (const l of lines) {
    if (seen.has(l.partCode))
      return violation('PARTS_PACKAGE_DUPLICATE_PART', { partCode: l.partCode }, 'lines');
    seen.add(l.partCode);
  }
  return null;
}
