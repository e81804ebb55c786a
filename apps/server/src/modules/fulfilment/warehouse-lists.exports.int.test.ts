import { beforeAll, describe, expect, it } from 'vitest';
import { FP, fulfil, submitOrder, useFlowApp } from '../../../test/builders';
import { type Client, clientOf } from '../../../test/client';
import { readXlsx } from '../../../test/xlsx';

/** The rows of the first sheet of an export downloaded by `c` (header row first). */
async function exported(c: Client, url: string): Promise<unknown[][]> {
  const file = await c.get(url);
  expect(file.statusCode, String(file.body)).toBe(200);
  return [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
}

describe('order release and boxing exports', () => {
  const { t, dealer, wh } = useFlowApp(
    [[FP.filter.partCode, 'A-01-01', 50]],
    {
      D0001: ['100000.00', '0.00'],
    },
    ['wh2', 'hq'],
  );
  const wh2 = clientOf(t, 'wh2');
  const hq = clientOf(t, 'hq');
  const whEn = clientOf(t, 'wh', 'en-US');
  let queued: { id: number; dealerOrderNo: string };
  let boxed: { id: number; dealerOrderNo: string };
  let toBox: { dealerOrderNo: string; pickBillNo: string };

  beforeAll(async () => {
    queued = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 3 }]);
    boxed = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 2 }]);
    await fulfil(wh, boxed.id);
    // picked 4, one boxed: 3 pieces still to box
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 4 }]);
    expect((await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [order.id] })).statusCode).toBe(
      200,
    );
    const pick = await wh.post('/api/v1/warehouse/pick-bills', { dealerOrderIds: [order.id] });
    const confirmed = await wh.post(`/api/v1/warehouse/pick-bills/${pick.body.data.id}/confirm`, {
      lines: [],
    });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    const box = await wh.post('/api/v1/warehouse/ship-boxes', {
      pickBillId: pick.body.data.id,
      boxes: [{ lines: [{ pickBillLineId: confirmed.body.data.lines[0].id, qty: 1 }] }],
    });
    expect(box.statusCode, JSON.stringify(box.body)).toBe(200);
    toBox = { dealerOrderNo: order.dealerOrderNo, pickBillNo: pick.body.data.pickBillNo };
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

  it('exports the pick bills to box of the current warehouse, headers in the caller language', async () => {
    const url = '/api/v1/warehouse/pick-bills/to-box/export';
    const rows = await exported(wh, url);
    expect(rows[0]).toEqual([
      '拣货单号',
      '订单号',
      '经销商编号',
      '行数',
      '实拣数量',
      '已装箱数量',
      '待装箱数量',
      '拣货确认时间',
    ]);
    // newest first: the partly boxed pick bill with its pieces left; the fully boxed one is not to box
    expect(rows.some((r) => String(r[1]).includes(boxed.dealerOrderNo))).toBe(false);
    expect(rows[1].slice(0, 7)).toEqual([toBox.pickBillNo, toBox.dealerOrderNo, 'D0001', 1, 4, 1, 3]);
    expect(String(rows[1][7])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const english = await exported(whEn, url);
    expect(english[0]).toEqual([
      'Pick bill no',
      'Order nos',
      'Dealer codes',
      'Lines',
      'Picked qty',
      'Boxed qty',
      'Qty to box',
      'Pick confirmed at',
    ]);
    expect(english[1][0]).toBe(toBox.pickBillNo);
    // the list's pick bill no filter
    expect(await exported(wh, `${url}?pickBillNo=${toBox.pickBillNo}`)).toHaveLength(2);
    expect(await exported(wh, `${url}?pickBillNo=XX`)).toHaveLength(1);
    expect((await wh.get(`${url}?pickBillNo=${'P'.repeat(21)}`)).statusCode).toBe(400);
    // another warehouse's staff sees none of W01's pick bills; a dealer may not export
    expect((await exported(wh2, url)).some((r) => r[0] === toBox.pickBillNo)).toBe(false);
    expect((await exported(wh2, `${url}?pickBillNo=${toBox.pickBillNo}`)).length).toBe(1);
    expect((await dealer.get(url)).statusCode).toBe(403);
  });
});
