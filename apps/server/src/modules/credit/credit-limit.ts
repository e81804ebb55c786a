import { Decimal } from '@spm/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { creditAccounts } from './credit.tables';

/**
 * Sets a dealer's credit limit (CNY decimal string), opening its credit account when it has none
 * (dealer master, spec §2), stamped `at` (the caller's clock). Balances are not touched.
 */
export async function setCreditLimit(
  db: DbOrTx,
  dealerCode: string,
  creditLimit: string,
  at: Date,
): Promise<void> {
  await db
    .insert(creditAccounts)
    .values({ dealerCode, creditLimit, updatedAt: at })
    .onConflictDoUpdate({
      target: creditAccounts.dealerCode,
      set: { creditLimit, version: sql`${creditAccounts.version} + 1`, updatedAt: at },
    });
}

/** A dealer's credit limit as a CNY string with 2 decimals; "0.00" without an account. */
export async function creditLimitOf(db: DbOrTx, dealerCode: string): Promise<string> {
  const [row] = await db
    .select({ limit: creditAccounts.creditLimit })
    .from(creditAccounts)
    .where(eq(creditAccounts.dealerCode, dealerCode));
  return new Decimal(row?.limit ?? '0').toFixed(2);
}

/** The money still on a dealer's account: available balance and submitted-not-settled (CNY strings). */
export async function dealerBalanceOf(
  db: DbOrTx,
  dealerCode: string,
): Promise<{ availableBalance: string; submittedNotSettled: string }> {
  const [row] = await db
    .select({ available: creditAccounts.availableBalance, reserved: creditAccounts.submittedNotSettled })
    .from(creditAccounts)
    .where(eq(creditAccounts.dealerCode, dealerCode));
  return { availableBalance: row?.available ?? '0', submittedNotSettled: row?.reserved ?? '0' };
}
