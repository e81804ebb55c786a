import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderTestData, P, submitOrder } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { parts } from '../parts/parts.tables';

const t = useTestApp(['hq', 'dealer'], {
  setup: async (app) => {
    await orderTestData('100000.00')(app);
    // 12-month prediction 120 → normal monthly demand 10 pieces
    await app.ctx.db.update(parts).set({ forecastQty: 120 }).where(eq(parts.partCode, P.ok));
  },
});
const hq = () => clientOf(t, 'hq');
const dealer = () => clientOf(t, 'dealer');

const check = async (lines: { partCode: string; qty: number }[]) => {
  const res = await dealer().post('/api/v1/master/abnormal-demand/check', { lines });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { lineIndex: number; normalQty: number; basis: string }[];
};

describe('abnormal demand advisory (spec §8; docs/decisions/abnormal-demand.md)', () => {
  it('flags a line above 3 times the monthly prediction, not one at 3 times', async () => {
    expect(await check([{ partCode: P.ok, qty: 30 }])).toEqual([]);
    expect(await check([{ partCode: P.ok, qty: 31 }])).toEqual([
      { lineIndex: 0, partCode: P.ok, qty: 31, normalQty: 10, basis: 'prediction' },
    ]);
  });

  it('sums the lines of one part and leaves small or unknown lines alone', async () => {
    const found = await check([
      { partCode: P.ok, qty: 20 },
      { partCode: P.ok, qty: 20 },
      { partCode: 'NOPE1-00000-00-A1', qty: 999 },
    ]);
    expect(found.map((a) => a.lineIndex)).toEqual([0, 1]);
    // no prediction and never ordered: no basis, no advisory
    expect(await check([{ partCode: P.mpq, qty: 400 }])).toEqual([]);
  });

  it('falls back on the recent average of submitted orders', async () => {
    await submitOrder(dealer(), [{ partCode: P.mpq, qty: 12 }]);
    // 12 pieces over 3 months → 4 a month; 16 is normal, 20 is not
    expect(await check([{ partCode: P.mpq, qty: 12 }])).toEqual([]);
    expect(await check([{ partCode: P.mpq, qty: 20 }])).toEqual([
      { lineIndex: 0, partCode: P.mpq, qty: 20, normalQty: 4, basis: 'recent' },
    ]);
  });

  it('lists submitted abnormal lines to head office, and only to head office', async () => {
    const big = await submitOrder(dealer(), [{ partCode: P.ok, qty: 40 }]);
    const small = await submitOrder(dealer(), [{ partCode: P.ok, qty: 5 }]);
    const res = await hq().get('/api/v1/master/abnormal-demand?days=30');
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const lines = res.body.data.items as Record<string, unknown>[];
    expect(lines).toContainEqual(
      expect.objectContaining({
        orderNo: big.dealerOrderNo,
        dealerCode: 'D0001',
        lineNo: 1,
        partCode: P.ok,
        qty: 40,
        normalQty: 10,
        basis: 'prediction',
        nameZh: '机油滤清器',
      }),
    );
    expect(lines.some((l) => l.orderNo === small.dealerOrderNo)).toBe(false);
    const byPart = await hq().get(`/api/v1/master/abnormal-demand?partCode=${P.mpq}`);
    expect(byPart.body.data.items).toEqual([]);
    const refused = await dealer().get('/api/v1/master/abnormal-demand');
    expect(refused.statusCode).toBe(403);
  });
});
