import { beforeAll, describe, expect, it } from 'vitest';
import { FP, insertFlowData, pickBoxShip, submitOrder } from '../../../test/builders';
import { type Client, clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { readXlsx } from '../../../test/xlsx';

/** The rows of the first sheet of an export downloaded by `c` (header row first). */
async function exported(c: Client, url: string): Promise<unknown[][]> {
  const file = await c.get(url);
  expect(file.statusCode, String(file.body)).toBe(200);
  return [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
}

describe('order release and boxing exports', () => {
  const t = useTestApp(['dealer', 'wh', 'wh2', 'hq'], {
    setup: (t) =>
      insertFlowData(t, [[FP.filter.partCode, 'A-01-01', 50]], {
        D0001: ['100000.00', '0.00'],
      }),
  });
  const dealer = clientOf(t, 'dealer');
  const wh = clientOf(t, 'wh');
  const wh2 = clientOf(t, 'wh2');
  const hq = clientOf(t, 'hq');
  let queued: { id: number; dealerOrderNo: string };
  let boxed: { id: number; dealerOrderNo: string };

  beforeAll(async () => {
    queued = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 3 }]);
    boxed = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 2 }]);
    const released = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [boxed.id] });
    expect(released.body.data[0].ok, JSON.stringify(released.body)).toBe(true);
    await pickBoxShip(wh, boxed.id);
  });

  it('exports the release queue of the current warehouse with the list filters', async () => {
    const rows = await exported(wh, `/api/v1/warehouse/orders/export?dealerOrderNo=${queued.dealerOrderNo}`);
    expect(rows).toHaveLength(2);
    expect(rows[0][0]).toBe('订单号');
    expect(rows[1][0]).toBe(queued.dealerOrderNo);
    expect(rows[1][3]).toBe('D0001');
    expect(rows[1][8]).toBe(3);
    // the head office holds the page's search, so it holds its export too
    expect(
      await exported(hq, `/api/v1/warehouse/orders/export?dealerOrderNo=${queued.dealerOrderNo}`),
    ).toHaveLength(2);
    // another warehouse's staff sees none of W01's queue
    expect(
      await exported(wh2, `/api/v1/warehouse/orders/export?dealerOrderNo=${queued.dealerOrderNo}`),
    ).toHaveLength(1);
    expect((await dealer.get('/api/v1/warehouse/orders/export')).statusCode).toBe(403);
  });

  it('exports the ship boxes of the current warehouse', async () => {
    const rows = await exported(
      wh,
      `/api/v1/warehouse/ship-boxes/export?dealerOrderNo=${boxed.dealerOrderNo}`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe(boxed.dealerOrderNo);
    expect(String(rows[1][5])).toMatch(/^PK\d{12}$/);
    expect(rows[1][7]).toBe(2);
    expect(rows[1][8]).toBeTruthy();
    expect(
      await exported(wh2, `/api/v1/warehouse/ship-boxes/export?dealerOrderNo=${boxed.dealerOrderNo}`),
    ).toHaveLength(1);
    expect((await dealer.get('/api/v1/warehouse/ship-boxes/export')).statusCode).toBe(403);
  });
});
