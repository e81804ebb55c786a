import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { getCreditSummary, releaseCredit, reserveCredit, settleCredit } from './credit.service';
import { balanceChanges, creditAccounts } from './credit.tables';

let t: TestApp;
/** The caller's clock: a fixed instant unlike the database's time. */
const at = new Date('2026-11-21T02:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Puts the dealer's credit account in the given state, whatever earlier tests did to it (CNY strings). */
async function startFrom(
  dealerCode: string,
  state: { creditLimit: string; availableBalance: string; submittedNotSettled: string },
) {
  await t.ctx.db
    .insert(creditAccounts)
    .values({ dealerCode, ...state })
    .onConflictDoUpdate({ target: creditAccounts.dealerCode, set: state });
  await t.ctx.db.delete(balanceChanges).where(eq(balanceChanges.dealerCode, dealerCode));
}

describe('credit service (reserve, release, settle)', () => {
  it('reserves up to the remaining submittable amount and refuses beyond it without changing anything', async () => {
    await startFrom('D0005', {
      creditLimit: '1000.00',
      availableBalance: '200.00',
      submittedNotSettled: '0.00',
    });
    const ok = await t.ctx.db.transaction((tx) => reserveCredit(tx, 'D0005', '1100.00', at));
    expect(ok).toMatchObject({
      reserved: true,
      summary: { remainingSubmittableAmount: '100.00', submittedNotSettledAmount: '1100.00' },
    });
    const short = await t.ctx.db.transaction((tx) => reserveCredit(tx, 'D0005', '100.01', at));
    expect(short).toMatchObject({
      reserved: false,
      violation: {
        code: 'CREDIT_SHORTFALL',
        params: { orderAmount: '100.01', remainingAmount: '100.00', shortfallAmount: '0.01' },
      },
    });
    expect((await getCreditSummary(t.ctx.db, 'D0005')).submittedNotSettledAmount).toBe('1100.00');
  });

  it('settles a shipped amount: out of submitted-not-settled, charged to the balance, with a balance change row', async () => {
    await startFrom('D0005', {
      creditLimit: '1000.00',
      availableBalance: '200.00',
      submittedNotSettled: '1100.00',
    });
    const after = await t.ctx.db.transaction((tx) =>
      settleCredit(tx, 'D0005', '339.00', {
        businessType: 'shipment',
        businessNo: 'D00052611210001A',
        changeDate: '2026-11-21',
        at,
      }),
    );
    expect(after).toEqual({
      availableBalance: '-139.00',
      remainingSubmittableAmount: '100.00',
      submittedNotSettledAmount: '761.00',
    });
    const [row] = await t.ctx.db.select().from(balanceChanges).where(eq(balanceChanges.dealerCode, 'D0005'));
    expect(row).toMatchObject({
      changeAmount: '-339.00',
      balanceExcludingTax: '-123.01',
      businessNo: 'D00052611210001A',
    });
    // the caller's time, not the database's, on the balance change row and the account
    expect(row.createdAt.toISOString()).toBe(at.toISOString());
    const [account] = await t.ctx.db
      .select({ updatedAt: creditAccounts.updatedAt })
      .from(creditAccounts)
      .where(eq(creditAccounts.dealerCode, 'D0005'));
    expect(account.updatedAt.toISOString()).toBe(at.toISOString());
  });

  it('releases a reservation, never below zero', async () => {
    await startFrom('D0005', {
      creditLimit: '1000.00',
      availableBalance: '-139.00',
      submittedNotSettled: '761.00',
    });
    expect(await t.ctx.db.transaction((tx) => releaseCredit(tx, 'D0005', '61.00', at))).toMatchObject({
      submittedNotSettledAmount: '700.00',
    });
    expect(await t.ctx.db.transaction((tx) => releaseCredit(tx, 'D0005', '5000.00', at))).toMatchObject({
      submittedNotSettledAmount: '0.00',
      remainingSubmittableAmount: '861.00',
    });
  });
});
