import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FP, putStock, submitOrder, useFlowApp } from '../../../test/builders';
import { client } from '../../../test/client';
import { creditOf, expectLedgerMatchesStock, orderState, stockOf } from '../../../test/state';
import { dealerOrderLines } from '../dealer-orders/dealer-orders.tables';
import { parts } from '../parts/parts.tables';
import { adjust } from '../stock';
import { releaseBackordersOnArrival } from './release.service';

const VIN = '1M8GDM9AXKP042788';

describe('warehouse release', () => {
  const { t, dealer, wh } = useFlowApp(
    [
      [FP.filter.partCode, 'A-01-01', 3],
      [FP.pad.partCode, 'B-01-01', 2],
    ],
    { D0001: ['100000.00', '0.00'], D0002: ['100000.00', '0.00'] },
  );

  it('refuses an order that does not accept backorders with STOCK_SHORTAGE and allocates nothing of it', async () => {
    const order = await submitOrder(
      dealer,
      [
        { partCode: FP.pad.partCode, qty: 1 },
        { partCode: FP.filter.partCode, qty: 10 },
      ],
      { acceptBackorder: false },
    );
    const zh = await client(t, t.tokens.wh, 'zh-CN').post('/api/v1/warehouse/releases', {
      dealerOrderIds: [order.id],
    });
    const en = await client(t, t.tokens.wh, 'en-US').post('/api/v1/warehouse/releases', {
      dealerOrderIds: [order.id],
    });
    expect(zh.body.data[0]).toMatchObject({
      id: order.id,
      ok: false,
      code: 'STOCK_SHORTAGE',
      allocatedLines: 0,
      status: 3,
    });
    expect(en.body.data[0].code).toBe('STOCK_SHORTAGE');
    expect(en.body.data[0].message).toBe(
      `Stock shortage on pre-allocation: part ${FP.filter.partCode} needs 10, 3 available`,
    );
    expect(zh.body.data[0].message).toMatch(/预分配库存不足/);
    expect(await stockOf(t, FP.pad.partCode)).toEqual({ 'B-01-01': { onHand: 2, allocated: 0 } });
    expect((await orderState(t, order.id)).status).toBe(3);
  });

  it('refuses an order that is not releasable (already released) and an id of another warehouse', async () => {
    const order = await submitOrder(dealer, [{ partCode: FP.pad.partCode, qty: 1 }]);
    const first = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [order.id] });
    expect(first.body.data[0].ok).toBe(true);
    const again = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [order.id] });
    expect(again.body.data[0]).toMatchObject({ ok: false, code: 'ORDER_NOT_RELEASABLE' });
    const wh2 = client(t, await t.login('wh2'));
    const other = await wh2.post('/api/v1/warehouse/releases', { dealerOrderIds: [order.id] });
    expect(other.body.data[0]).toMatchObject({ id: order.id, ok: false, code: 'NOT_FOUND' });
    expect((await dealer.post('/api/v1/warehouse/releases', { dealerOrderIds: [order.id] })).statusCode).toBe(
      403,
    );
  });

  it('serves a batch by type priority: an approved VOR first, then Urgent, then Normal, whatever the submit order', async () => {
    await putStock(t, FP.plug.partCode, 'W01', 'C-01-01', 2);
    const normal = await submitOrder(dealer, [{ partCode: FP.plug.partCode, qty: 1 }]);
    const urgent = await submitOrder(dealer, [{ partCode: FP.plug.partCode, qty: 1 }], {
      orderType: 'Urgent',
      transportType: 'Air',
    });
    const vor = await submitOrder(dealer, [{ partCode: FP.plug.partCode, qty: 1 }], {
      orderType: 'VOR',
      vin: VIN,
    });
    const unapproved = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [vor.id] });
    expect(unapproved.body.data[0]).toMatchObject({ ok: false, code: 'ORDER_NOT_RELEASABLE' });
    const hq = client(t, await t.login('hq'));
    const detail = await hq.get(`/api/v1/dealer-orders/${vor.id}`);
    const approved = await hq.post(`/api/v1/dealer-orders/${vor.id}/approve`, {
      version: detail.body.data.version,
    });
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);

    const res = await wh.post('/api/v1/warehouse/releases', {
      dealerOrderIds: [normal.id, urgent.id, vor.id],
    });
    expect(
      res.body.data.map((r: { id: number; allocatedLines: number; backorderedLines: number }) => [
        r.id,
        r.allocatedLines,
        r.backorderedLines,
      ]),
    ).toEqual([
      [vor.id, 1, 0],
      [urgent.id, 1, 0],
      [normal.id, 0, 1],
    ]);
    expect((await orderState(t, normal.id)).status).toBe(2);
    await expectLedgerMatchesStock(t, FP.plug.partCode);
  });

  it('re-releases backorders when stock arrives, oldest submit first, only as far as the stock goes', async () => {
    const older = await submitOrder(dealer, [{ partCode: FP.plug.partCode, qty: 2 }]);
    const newer = await submitOrder(client(t, await t.login('dealer2')), [
      { partCode: FP.plug.partCode, qty: 2 },
    ]);
    const res = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [newer.id, older.id] });
    expect(
      res.body.data.every((r: { ok: boolean; backorderedLines: number }) => r.ok && r.backorderedLines === 1),
    ).toBe(true);
    expect((await orderState(t, older.id)).status).toBe(2);
    await t.ctx.db.transaction((tx) =>
      adjust(
        tx,
        {
          partCode: FP.plug.partCode,
          warehouseCode: 'W01',
          storageCode: 'C-01-01',
          onHandDelta: 3,
          documentType: 'test',
          documentNo: 'arrival',
          actorId: null,
          at: new Date(),
        },
        (q, partCode, warehouseCode) => releaseBackordersOnArrival(q, partCode, warehouseCode, t.clock.now()),
      ),
    );
    // The earlier Normal order (backordered in the previous test) is the oldest and gets 1 piece first.
    const lines = async (id: number) =>
      (await t.ctx.db.select().from(dealerOrderLines).where(eq(dealerOrderLines.orderId, id))).map((l) => [
        l.allocatedQty,
        l.backorderQty,
      ]);
    expect(await lines(older.id)).toEqual([[2, 0]]);
    expect((await orderState(t, older.id)).status).toBe(4);
    expect(await lines(newer.id)).toEqual([[0, 2]]);
    expect((await orderState(t, newer.id)).status).toBe(2);
    expect(await stockOf(t, FP.plug.partCode)).toEqual({ 'C-01-01': { onHand: 5, allocated: 5 } });
    await expectLedgerMatchesStock(t, FP.plug.partCode);
  });

  it('cuts the short qty of a part that allows no backorder and gives its amount back to credit', async () => {
    await t.ctx.db.update(parts).set({ status: 'OWO' }).where(eq(parts.partCode, FP.pad.partCode));
    const before = await creditOf(t, 'D0001');
    const order = await submitOrder(dealer, [{ partCode: FP.pad.partCode, qty: 3 }]);
    const res = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [order.id] });
    expect(res.body.data[0]).toMatchObject({ ok: true, allocatedLines: 1, backorderedLines: 0, status: 4 });
    const [line] = await t.ctx.db
      .select()
      .from(dealerOrderLines)
      .where(eq(dealerOrderLines.orderId, order.id));
    expect([line.allocatedQty, line.backorderQty]).toEqual([1, 0]);
    // 3 × 12.50 reserved on submit, 2 × 12.50 given back.
    expect(
      Number((await creditOf(t, 'D0001')).submittedNotSettled) - Number(before.submittedNotSettled),
    ).toBeCloseTo(12.5, 2);
  });
});
