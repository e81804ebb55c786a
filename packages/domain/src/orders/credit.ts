import Decimal from 'decimal.js';
import { sumMoney, toMoney } from '../money.js';
import { type RuleViolation, violation } from '../rules.js';
import { type OrderStatus, SUBMITTED_NOT_SETTLED_STATUSES } from './order-status.js';

/**
 * A dealer's credit account (spec §3 "credit labels", §5 "credit shortfall"; model in
 * docs/decisions/order-rules.md). All amounts CNY, decimal strings (or numbers) with two decimals.
 */
export interface CreditAccount {
  /** Overage (credit line) granted by head office; 0 for prepay-only dealers. */
  readonly creditLimit: Decimal.Value;
  /** Prepaid balance: payments received minus settled (shipped) amounts; negative when in overage. */
  readonly availableBalance: Decimal.Value;
  /** Sum of `unsettledAmount` over the dealer's submitted, not yet settled orders. */
  readonly submittedNotSettledAmount: Decimal.Value;
}

/**
 * Remaining submittable amount = credit limit + available balance − submitted-not-settled amount,
 * CNY string with two decimals (may be negative).
 */
export function remainingSubmittableAmount(account: CreditAccount): string {
  return toMoney(
    new Decimal(account.creditLimit).plus(account.availableBalance).minus(account.submittedNotSettledAmount),
  );
}

/** The three credit labels of order entry, as `GET /api/v1/credit` answers them (money strings). */
export function creditSummary(account: CreditAccount): {
  availableBalance: string;
  remainingSubmittableAmount: string;
  submittedNotSettledAmount: string;
} {
  return {
    availableBalance: toMoney(account.availableBalance),
    remainingSubmittableAmount: remainingSubmittableAmount(account),
    submittedNotSettledAmount: toMoney(account.submittedNotSettledAmount),
  };
}

/**
 * Submit credit check (spec §5, §8): the order amount must not exceed the remaining submittable amount.
 * Code CREDIT_SHORTFALL {orderAmount, remainingAmount, shortfallAmount} (money strings), HTTP 501:
 * API.md answers the submit with envelope status 501 and the order stays temporarily saved (status 0).
 */
export function checkCreditSufficient(
  orderAmount: Decimal.Value,
  remainingAmount: Decimal.Value,
): RuleViolation<'CREDIT_SHORTFALL'> | null {
  const amount = new Decimal(orderAmount);
  const remaining = new Decimal(remainingAmount);
  if (amount.lte(remaining)) return null;
  return violation('CREDIT_SHORTFALL', {
    orderAmount: toMoney(amount),
    remainingAmount: toMoney(remaining),
    shortfallAmount: toMoney(amount.minus(remaining)),
  });
}

/** The order figures that count toward the submitted-not-settled amount. */
export interface UnsettledOrder {
  readonly status: OrderStatus;
  readonly lines: readonly {
    readonly price: Decimal.Value;
    readonly qty: number;
    readonly sendQty: number;
  }[];
}

/**
 * Amount of one order still using credit: price × unsent qty over its lines when the order is in
 * SUBMITTED_NOT_SETTLED_STATUSES (1, 2, 3, 4, 6, 7), else "0.00".
 */
export function unsettledAmount(order: UnsettledOrder): string {
  if (!SUBMITTED_NOT_SETTLED_STATUSES.includes(order.status)) return toMoney(0);
  return sumMoney(order.lines.map((l) => new Decimal(l.price).times(Math.max(0, l.qty - l.sendQty))));
}

/** Submitted-not-settled amount of a dealer: sum of `unsettledAmount` over its orders. */
export const submittedNotSettledAmount = (orders: readonly UnsettledOrder[]): string =>
  sumMoney(orders.map(unsettledAmount));
