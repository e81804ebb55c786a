import {
  type CreditAccount,
  checkCreditSufficient,
  creditSummary,
  Decimal,
  excludingTax,
  type RuleViolation,
  remainingSubmittableAmount,
  toMoney,
} from '@spm/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { actingDealer } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { nextNumber } from '../../platform/numbering';
import { balanceChanges, creditAccounts } from './credit.tables';

/** The three credit labels of order entry (spec §3), CNY strings with two decimals. */
export interface CreditSummary {
  availableBalance: string;
  remainingSubmittableAmount: string;
  submittedNotSettledAmount: string;
}

const NO_ACCOUNT: CreditAccount = { creditLimit: 0, availableBalance: 0, submittedNotSettledAmount: 0 };

/** The credit labels' columns of an account. */
const accountColumns = {
  creditLimit: creditAccounts.creditLimit,
  availableBalance: creditAccounts.availableBalance,
  submittedNotSettledAmount: creditAccounts.submittedNotSettled,
};

/**
 * The update that takes `value` (CNY) out of submitted-not-settled (never below 0), bumps the version
 * and stamps `at`.
 */
const unreserved = (value: string, at: Date) => ({
  submittedNotSettled: sql`greatest(${creditAccounts.submittedNotSettled} - ${value}::numeric, 0)`,
  version: sql`${creditAccounts.version} + 1`,
  updatedAt: at,
});

async function readAccount(db: DbOrTx, dealerCode: string, lock: boolean): Promise<CreditAccount> {
  const query = db
    .select(accountColumns)
    .from(creditAccounts)
    .where(eq(creditAccounts.dealerCode, dealerCode));
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? NO_ACCOUNT;
}

/**
 * The dealer's credit labels (spec §3 "credit labels", `GET /api/v1/credit`): available balance,
 * remaining submittable amount (= credit limit + available balance − submitted-not-settled) and
 * submitted-not-settled amount. A dealer without a credit account has all three at "0.00".
 */
export async function getCreditSummary(db: DbOrTx, dealerCode: string): Promise<CreditSummary> {
  return creditSummary(await readAccount(db, dealerCode, false));
}

/**
 * The credit labels the caller may read: a dealer its own account (`requested` ignored); head office
 * the dealer it names (VALIDATION_FAILED / REQUIRED without one); anyone else FORBIDDEN.
 */
export async function creditSummaryFor(db: DbOrTx, principal: Principal, requested: string | undefined) {
  return getCreditSummary(db, actingDealer(principal, requested, 'ignored').dealerCode);
}

/** Outcome of `reserveCredit`: reserved with the labels after it, or the CREDIT_SHORTFALL violation. */
export type ReserveOutcome =
  | { reserved: true; summary: CreditSummary }
  | { reserved: false; violation: RuleViolation<'CREDIT_SHORTFALL'>; summary: CreditSummary };

/** The row a `creditReservation` answers: the credit labels' columns after it (numeric text, CNY). */
export type ReservedAccount = {
  creditLimit: string;
  availableBalance: string;
  submittedNotSettledAmount: string;
};

/**
 * The reservation of `reserveCredit` as one statement, for a caller that folds it into a larger one
 * (as a CTE): the conditional UPDATE of the dealer's credit row (`… WHERE credit_limit +
 * available_balance − submitted_not_settled >= amount`), RETURNING the labels' columns as
 * `creditLimit`, `availableBalance` and `submittedNotSettledAmount` (numeric text). No row when the
 * remaining submittable amount does not cover `amount` (CNY) or the dealer has no credit account: hand
 * the row, or undefined, to `reservationOutcome`. Call inside the submit transaction; `at` (the caller's
 * clock) stamps the row.
 */
export function creditReservation(dealerCode: string, amount: Decimal.Value, at: Date): SQL {
  const value = toMoney(amount);
  return sql`update ${creditAccounts}
    set submitted_not_settled = submitted_not_settled + ${value}::numeric, version = version + 1,
      updated_at = ${at.toISOString()}::timestamptz
    where dealer_code = ${dealerCode} and credit_limit + available_balance - submitted_not_settled >= ${value}::numeric
    returning credit_limit as "creditLimit", available_balance as "availableBalance",
      submitted_not_settled as "submittedNotSettledAmount"`;
}

/**
 * What a `creditReservation` of `amount` (CNY) for the dealer came to, from the row its statement
 * answered (`reserved`, undefined when it updated none): reserved with the labels after it; else the
 * account is read and the CREDIT_SHORTFALL violation answered, except for an order of 0.00, which
 * passes without a row to update (a dealer without a credit account). Nothing was reserved, so a
 * positive amount never passes here: when the account read now covers it (credit given back between
 * the reservation and the read), CONCURRENT_MODIFICATION (409) asks for the submit again.
 * @throws AppError CONCURRENT_MODIFICATION
 */
export async function reservationOutcome(
  tx: DbOrTx,
  dealerCode: string,
  amount: Decimal.Value,
  reserved: CreditAccount | undefined,
): Promise<ReserveOutcome> {
  if (reserved) return { reserved: true, summary: creditSummary(reserved) };
  const account = await readAccount(tx, dealerCode, false);
  const violation = checkCreditSufficient(toMoney(amount), remainingSubmittableAmount(account));
  if (violation) return { reserved: false, violation, summary: creditSummary(account) };
  if (new Decimal(amount).gt(0)) throw new AppError('CONCURRENT_MODIFICATION');
  return { reserved: true, summary: creditSummary(account) };
}

/**
 * Reserves `amount` (CNY) of the dealer's remaining submittable amount for a submitted order (spec §5
 * "credit shortfall"): check and reservation are one conditional UPDATE (`creditReservation`), so
 * parallel submits can never reserve more than the remaining amount. Does not throw on a shortfall:
 * the caller decides (a submit answers envelope 501 and leaves the order temporary). Call inside the
 * transaction that changes the order, with its clock's time `at`.
 */
export async function reserveCredit(
  tx: DbOrTx,
  dealerCode: string,
  amount: Decimal.Value,
  at: Date,
): Promise<ReserveOutcome> {
  const { rows } = await tx.execute<ReservedAccount>(creditReservation(dealerCode, amount, at));
  return reservationOutcome(tx, dealerCode, amount, rows[0]);
}

/**
 * Gives back `amount` (CNY) of a reservation: an order deleted, closed or sent back to temporary, or a
 * backordered qty cancelled. Lowers submitted-not-settled, never below zero. No-op for amount 0 or a
 * dealer without an account. Call inside the transaction that changes the order, with its clock's time
 * `at`.
 */
export async function releaseCredit(
  tx: DbOrTx,
  dealerCode: string,
  amount: Decimal.Value,
  at: Date,
): Promise<CreditSummary> {
  const value = toMoney(amount);
  if (new Decimal(value).lte(0)) return getCreditSummary(tx, dealerCode);
  const updated = await tx
    .update(creditAccounts)
    .set(unreserved(value, at))
    .where(eq(creditAccounts.dealerCode, dealerCode))
    .returning(accountColumns);
  return creditSummary(updated[0] ?? NO_ACCOUNT);
}

/** What a settlement is booked against (spec §3 "Balance change"). */
export interface SettlementReference {
  /** e.g. `shipment`. */
  businessType: string;
  /** e.g. the ship bill no or the DealerOrderNO. */
  businessNo: string;
  /** Business date `yyyy-MM-dd` (business time zone) of the change: the business date of `at`. */
  changeDate: string;
  /** When the change happened: the caller's clock, stamped on the account and the balance change row. */
  at: Date;
}

/**
 * Settles `amount` (CNY) of a dealer's reservation when goods ship (order status 8 "financially
 * settled"): the amount leaves submitted-not-settled and is charged to the available balance, and a
 * balance change row is appended (change amount −amount; balance excluding tax = new balance / 1.13;
 * batch no `B` + yyyyMMdd + 6 digits). Row-locks the credit account. Returns the labels after it.
 */
export async function settleCredit(
  tx: DbOrTx,
  dealerCode: string,
  amount: Decimal.Value,
  ref: SettlementReference,
): Promise<CreditSummary> {
  const value = toMoney(amount);
  return bookBalanceChange(tx, dealerCode, new Decimal(value).negated(), ref, {
    submittedNotSettled: unreserved(value, ref.at).submittedNotSettled,
  });
}

/**
 * Moves the available balance by `change` (CNY, signed) with `also` set on the account row (row-locked
 * first) and appends the balance change row: batch no `B` + yyyyMMdd + 6 digits, balance excluding
 * tax = the new available balance / 1.13. Answers the labels after it.
 */
async function bookBalanceChange(
  tx: DbOrTx,
  dealerCode: string,
  change: Decimal,
  ref: SettlementReference,
  also: Partial<Record<'submittedNotSettled', SQL>> = {},
): Promise<CreditSummary> {
  await readAccount(tx, dealerCode, true);
  const updated = await tx
    .update(creditAccounts)
    .set({
      ...also,
      availableBalance: sql`${creditAccounts.availableBalance} + ${toMoney(change)}::numeric`,
      version: sql`${creditAccounts.version} + 1`,
      updatedAt: ref.at,
    })
    .where(eq(creditAccounts.dealerCode, dealerCode))
    .returning(accountColumns);
  const account = updated[0] ?? NO_ACCOUNT;
  const period = ref.changeDate.replaceAll('-', '');
  const seq = await nextNumber(tx, 'balanceChange', period);
  await tx.insert(balanceChanges).values({
    dealerCode,
    batchNo: `B${period}${String(seq).padStart(6, '0')}`,
    changeDate: ref.changeDate,
    businessType: ref.businessType,
    businessNo: ref.businessNo,
    changeAmount: toMoney(change),
    balanceExcludingTax: excludingTax(account.availableBalance),
    createdAt: ref.at,
  });
  return creditSummary(account);
}

/**
 * Credits `amount` (CNY, > 0) to a dealer's available balance, e.g. a claim's compensation (spec §5
 * "Receiving and claims": refunded / compensated amount), and appends a balance change row of
 * +amount. Row-locks the credit account; call inside the transaction of the business step. Answers
 * the labels after it.
 */
export async function creditBalance(
  tx: DbOrTx,
  dealerCode: string,
  amount: Decimal.Value,
  ref: SettlementReference,
): Promise<CreditSummary> {
  return bookBalanceChange(tx, dealerCode, new Decimal(toMoney(amount)), ref);
}
