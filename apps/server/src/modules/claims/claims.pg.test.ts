import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { inRounds, ROUNDS } from '../../../test/rounds';
import { shipBills } from '../fulfilment/fulfilment.tables';
import { claimLines, claims } from './claims.tables';

/**
 * The claim qty limit under parallel requests on PostgreSQL: claims on one ship bill line never add up
 * to more than its shipped qty, however many dealers' requests race for it.
 */
describe(`claims under concurrency (PostgreSQL, ${ROUNDS} rounds)`, () => {
  const t = useTestApp(['dealer']);

  it('parallel one-piece claims on one line: exactly the shipped qty succeed, the rest CLAIM_QTY_EXCEEDS_SHIPPED', async () => {
    const [bill] = await t.ctx.db
      .select({ shipBillNo: shipBills.shipBillNo })
      .from(shipBills)
      .where(and(eq(shipBills.dealerCode, 'D0001'), eq(shipBills.status, 1)));
    const prefill = await t.app.inject({
      method: 'GET',
      url: `/api/v1/claims/ship-bills/${bill.shipBillNo}`,
      headers: t.auth(t.tokens.dealer),
    });
    const { dealerOrderNo, lines } = prefill.json().data;
    const line = lines[0];
    const parallel = line.shippedQty + 3;
    await inRounds(async () => {
      const answers = await Promise.all(
        Array.from({ length: parallel }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/claims',
            headers: t.auth(t.tokens.dealer),
            payload: {
              shipBillNo: bill.shipBillNo,
              dealerOrderNo,
              sendDate: '2026-11-20',
              reason: 1,
              description: '短少',
              submitter: '李明',
              phone: '13800138000',
              lines: [
                { shipBillLineId: line.shipBillLineId, claimQty: 1, accounts: [{ reason: 1, qty: 1 }] },
              ],
            },
          }),
        ),
      );
      const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
      expect(codes.filter((c) => c === 'ok')).toHaveLength(line.shippedQty);
      expect(codes.filter((c) => c === 'CLAIM_QTY_EXCEEDS_SHIPPED')).toHaveLength(parallel - line.shippedQty);
      const [{ claimed }] = await t.ctx.db
        .select({ claimed: sql<number>`coalesce(sum(${claimLines.claimQty}), 0)::int` })
        .from(claimLines)
        .where(eq(claimLines.shipBillLineId, line.shipBillLineId));
      expect(claimed).toBe(line.shippedQty);
      // the next round starts from an unclaimed line again
      await t.ctx.db.delete(claims).where(eq(claims.status, 0));
    });
  });
});
