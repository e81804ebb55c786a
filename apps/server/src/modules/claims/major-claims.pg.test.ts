import { asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { inRounds, ROUNDS } from '../../../test/rounds';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { parts } from '../parts/parts.tables';
import { vehicles } from '../vehicles/vehicles.tables';

/**
 * Orders against one approved major claim under parallel requests on PostgreSQL: the approved qty is
 * taken once, so two dealers' clicks on "order" for the whole approved qty create exactly one order.
 */
describe(`major claim orders under concurrency (PostgreSQL, ${ROUNDS} rounds)`, () => {
  const t = useTestApp(['hq', 'dealer']);
  let vin: string;
  let partCode: string;

  beforeAll(async () => {
    [{ vin }] = await t.ctx.db.select({ vin: vehicles.vin }).from(vehicles).limit(1);
    [{ partCode }] = await t.ctx.db
      .select({ partCode: parts.partCode })
      .from(parts)
      .where(gt(parts.priceOrdinary, '1'))
      .orderBy(asc(parts.partCode))
      .limit(1);
  });

  it('two parallel orders of the whole approved qty: one order, the other MAJOR_CLAIM_QTY_EXCEEDS_APPROVED', async () => {
    await inRounds(async (round) => {
      const majorClaimNo = `MC-PG-${round}`;
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/major-claims',
        headers: t.auth(t.tokens.hq),
        payload: { majorClaimNo, dealerCode: 'D0001', vin, lines: [{ partCode, approvedQty: 2 }] },
      });
      expect(made.statusCode, made.body).toBe(200);
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/v1/major-claims/${made.json().data.id}/approve`,
        headers: t.auth(t.tokens.hq),
        payload: { version: made.json().data.version },
      });
      expect(approved.statusCode, approved.body).toBe(200);

      const answers = await Promise.all(
        [1, 2].map(() =>
          t.app.inject({
            method: 'POST',
            url: `/api/v1/major-claims/${made.json().data.id}/orders`,
            headers: t.auth(t.tokens.dealer),
            payload: { lines: [{ partCode, qty: 2 }] },
          }),
        ),
      );
      const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
      expect(codes).toEqual(['MAJOR_CLAIM_QTY_EXCEEDS_APPROVED', 'ok']);
      const orders = await t.ctx.db
        .select({ no: dealerOrders.dealerOrderNo })
        .from(dealerOrders)
        .where(eq(dealerOrders.majorClaimNo, majorClaimNo));
      expect(orders).toHaveLength(1);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/major-claims/${made.json().data.id}`,
        headers: t.auth(t.tokens.dealer),
      });
      expect(detail.json().data.lines[0]).toMatchObject({ approvedQty: 2, orderedQty: 2, remainingQty: 0 });
    });
  });
});
