import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { getCreditSummary, releaseCredit, reserveCredit, settleCredit } from './credit.service';
import { balanceChanges, creditAccounts } from './credit.tables';

let t: TestApp;

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
    const ok = await t.ctx.db.transaction((tx) => reserveCredit(tx, 'D0005', '1100.00'));
    expect(ok).toMatchObject({
      reserved: true,
      summary: { remainingSubmittableAmount: '100.00', submittedNotSettledAmount: '1100.00' },
    });
    const short = await t.ctx.db.transaction((tx) => reserveCredit(tx, 'D0005', '100.01'));
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
  });

  it('releases a reservation, never below zero', async () => {
    await startFrom('D0005', {
      creditLimit: '1000.00',
      availableBalance: '-139.00',
      submittedNotSettled: '761.00',
    });
    expect(await t.ctx.db.transaction((tx) => releaseCredit(tx, 'D0005', '61.00'))).toMatchObject({
      submittedNotSettledAmount: '700.00',
    });
    expect(await t.ctx.db.transaction((tx) => releaseCredit(tx, 'D0005', '5000.00'))).toMatchObject({
      submittedNotSettledAmount: '0.00',
      remainingSubmittableAmount: '861.00',
    });
  });
});
