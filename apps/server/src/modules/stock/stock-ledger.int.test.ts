import { describe, expect, it } from 'vitest';
import { FP, insertFlowData } from '../../../test/builders';
import { useTestApp } from '../../../test/helpers';
import { expectRefused } from '../../../test/refusals';

describe('stock ledger of a part at a warehouse', () => {
  const t = useTestApp(['wh', 'wh2', 'hq', 'dealer'] as const, {
    setup: (t) => insertFlowData(t, [[FP.filter.partCode, 'A-01-01', 50]], {}),
  });
  const url = (warehouseCode: string, partCode: string = FP.filter.partCode) =>
    `/api/v1/stock/${partCode}/ledger?warehouseCode=${warehouseCode}`;
  const get = (user: 'wh' | 'wh2' | 'hq' | 'dealer', path: string) =>
    t.app.inject({ method: 'GET', url: path, headers: t.auth(t.tokens[user]) });

  it('lists the movements of the caller’s warehouse, newest first, summing to the stock', async () => {
    const res = await get('wh', url('W01'));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.items[0]).toMatchObject({ storageCode: 'A-01-01' });
    const onHand = page.items.reduce((n: number, r: { onHandDelta: number }) => n + r.onHandDelta, 0);
    expect(onHand).toBe(50);
    expect((await get('hq', url('W01'))).json().data.total).toBe(page.total);
  });

  it('answers 404 for another warehouse or an unknown part, and 403 to a dealer', async () => {
    await expectRefused(t, t.tokens.wh2, { method: 'GET', url: url('W01') }, 404, 'NOT_FOUND');
    await expectRefused(
      t,
      t.tokens.wh,
      { method: 'GET', url: url('W01', 'NO000-PART-00-A1') },
      404,
      'NOT_FOUND',
    );
    expect((await get('dealer', url('W01'))).statusCode).toBe(403);
  });
});
