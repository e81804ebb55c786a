import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { setCredit } from '../dealer-orders/test/fixtures';
import { getCreditSummary, releaseCredit, reserveCredit, settleCredit } from './credit.service';
import { balanceChanges } from './credit.tables';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await setCredit(t, 'D0005', '1000.00', '200.00');
});
afterAll(() => t.close());

describe('credit service (reserve, release, settle)', () => {
  it('reserves up to the remaining submittable amount and refuses beyond it without changing anything', async () => {
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
    expect(await t.ctx.db.transaction((tx) => releaseCredit(tx, 'D0005', '61.00'))).toMatchObject({
      submittedNotSettledAmount: '700.00',
    });
    expect(await t.ctx.db.transaction((tx) => releaseCredit(tx, 'D0005', '5000.00'))).toMatchObject({
      submittedNotSettledAmount: '0.00',
      remainingSubmittableAmount: '861.00',
    });
  });
});
