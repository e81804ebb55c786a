import { Decimal } from '../money.js';
import { type RuleViolation, violation } from '../rules.js';

/** A quota's task volume: integer part up to 11 digits, 2 decimals (spec §8 "Task volume"). */
export const QUOTA_AMOUNT_PATTERN = /^\d{1,11}(\.\d{1,2})?$/;
/** Months of a quota year. */
export const QUOTA_MONTHS = 12;

/** The 12 monthly amounts must sum to the annual task volume: POPP_QUOTA_MONTHS_SUM. */
export function checkQuotaMonthsSum(taskVolume: string, months: readonly string[]): RuleViolation | null {
  if (months.length !== QUOTA_MONTHS) {
    return violation('POPP_QUOTA_MONTHS_SUM', { taskVolume, sum: '-' }, 'months');
  }
  const sum = months.reduce((acc, m) => acc.plus(m), new Decimal(0));
  return sum.equals(new Decimal(taskVolume))
    ? null
    : violation('POPP_QUOTA_MONTHS_SUM', { taskVolume, sum: sum.toFixed(2) }, 'months');
}

/** The remaining quota (CNY): task volume − used or applied. */
export const quotaRemaining = (taskVolume: string, used: string): string =>
  new Decimal(taskVolume).minus(used).toFixed(2);

/**
 * May a user take part in POPP (spec §2, §6)? Staff without a dealer (head office, the POPP
 * specialist) may; a dealer's staff only when the dealer's type is one of the configured types.
 */
export function isPoppParticipant(
  user: { dealerType: string | null },
  configured: readonly string[],
): boolean {
  return user.dealerType === null || configured.includes(user.dealerType);
}

/** A dealer whose type is not configured cannot be given a quota: POPP_DEALER_NOT_ALLOWED. */
export function checkPoppDealer(dealer: { code: string; dealerType: string }, configured: readonly string[]) {
  return configured.includes(dealer.dealerType)
    ? null
    : violation(
        'POPP_DEALER_NOT_ALLOWED',
        { dealerCode: dealer.code, dealerType: dealer.dealerType },
        'dealerCode',
      );
}

/**
 * POPP eligibility (spec §2 Mst dealer master "POPP eligible", §6 dealer types): a POPP is entered
 * only for a dealer whose master record is marked POPP-eligible, on top of its type being configured
 * (`checkPoppDealer`). POPP_DEALER_NOT_ELIGIBLE on `dealerCode` otherwise.
 */
export function checkPoppEligible(dealer: { code: string; poppEligible: boolean }) {
  return dealer.poppEligible
    ? null
    : violation('POPP_DEALER_NOT_ELIGIBLE', { dealerCode: dealer.code }, 'dealerCode');
}

/** A POPP line's amount (CNY): apply qty × sales price × (1 − discount rate), 2 decimals. */
export function poppLineAmount(qty: number, salesPrice: string, discountRate: string): string {
  return new Decimal(salesPrice)
    .times(qty)
    .times(new Decimal(1).minus(discountRate))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}
