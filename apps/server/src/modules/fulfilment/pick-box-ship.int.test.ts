import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FP, pickAndBox, release, submitOrder, useFlowApp } from '../../../test/builders';
import { type Client, client } from '../../../test/client';
import { clientRefusedOf } from '../../../test/refusals';
import { expectLedgerMatchesStock, orderState, stockOf } from '../../../test/state';
import { dealerOrderHistory } from '../dealer-orders/dealer-orders.tables';
import { shipBills } from './fulfilment.tables';

describe('picking, boxing and shipping rules', () => {
  const { t, dealer, wh } = useFlowApp(
    [
      [FP.filter.partCode, 'A-01-01', 100],
      [FP.pad.partCode, 'B-01-01', 100],
    ],
    { D0001: ['100000.00', '0.00'] },
  );
  const refused = clientRefusedOf(t);

  const newPickBill = async (id: number) =>
    (await wh.post('/api/v1/warehouse/pick-bills', { dealerOrderIds: [id] })).body.data;

  it('refuses a pick bill for an order that is not released, and a second one for the same order', async () => {
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 2 }]);
    await refused('wh', 409, 'ORDER_STATUS_TRANSITION_INVALID').post('/api/v1/warehouse/pick-bills', {
      dealerOrderIds: [order.id],
    });
    await release(wh, order.id);
    await newPickBill(order.id);
    await refused('wh', 409, 'CONCURRENT_MODIFICATION').post('/api/v1/warehouse/pick-bills', {
      dealerOrderIds: [order.id],
    });
    const wh2 = client(t, await t.login('wh2'));
    expect((await wh2.post('/api/v1/warehouse/pick-bills', { dealerOrderIds: [order.id] })).statusCode).toBe(
      404,
    );
  });

  it('refuses a picked qty above the qty to pick or not a whole number, and a second confirmation', async () => {
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 4 }]);
    await release(wh, order.id);
    const bill = await newPickBill(order.id);
    const line = bill.lines[0];
    const over = await refused('wh', 422, 'PICK_QTY_EXCEEDS').post(
      `/api/v1/warehouse/pick-bills/${bill.id}/confirm`,
      { lines: [{ id: line.id, pickedQty: 5 }] },
    );
    expect(over.errors[0].field).toBe('lines[0].pickedQty');
    await refused('wh', 422, 'PICK_QTY_INVALID').post(`/api/v1/warehouse/pick-bills/${bill.id}/confirm`, {
      lines: [{ id: line.id, pickedQty: 1.5 }],
    });
    const ok = await wh.post(`/api/v1/warehouse/pick-bills/${bill.id}/confirm`, { lines: [] });
    expect(ok.statusCode).toBe(200);
    await refused('wh', 409, 'CONCURRENT_MODIFICATION').post(
      `/api/v1/warehouse/pick-bills/${bill.id}/confirm`,
      { lines: [] },
    );
  });

  it('a short pick gives the pieces back to stock and owes them on the order; a zero pick returns the order to can release', async () => {
    const before = await stockOf(t, FP.pad.partCode);
    const short = await submitOrder(dealer, [{ partCode: FP.pad.partCode, qty: 6 }]);
    await release(wh, short.id);
    const bill = await newPickBill(short.id);
    await wh.post(`/api/v1/warehouse/pick-bills/${bill.id}/confirm`, {
      lines: [{ id: bill.lines[0].id, pickedQty: 4 }],
    });
    const detail = await dealer.get(`/api/v1/dealer-orders/${short.id}`);
    expect(detail.body.data.lines[0]).toMatchObject({ allocatedQty: 4, backorderQty: 2 });
    expect((await orderState(t, short.id)).status).toBe(6);
    expect((await stockOf(t, FP.pad.partCode))['B-01-01'].allocated).toBe(before['B-01-01'].allocated + 4);

    const zero = await submitOrder(dealer, [{ partCode: FP.pad.partCode, qty: 3 }]);
    await release(wh, zero.id);
    const zeroBill = await newPickBill(zero.id);
    await wh.post(`/api/v1/warehouse/pick-bills/${zeroBill.id}/confirm`, {
      lines: [{ id: zeroBill.lines[0].id, pickedQty: 0 }],
    });
    expect((await orderState(t, zero.id)).status).toBe(3);
    expect((await dealer.get(`/api/v1/dealer-orders/${zero.id}`)).body.data.lines[0]).toMatchObject({
      allocatedQty: 0,
      backorderQty: 0,
    });
    await expectLedgerMatchesStock(t, FP.pad.partCode);
  });

  it('prints the pick list with the embedded Chinese font and refuses copies outside 1-5000', async () => {
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 1 }]);
    await release(wh, order.id);
    const bill = await newPickBill(order.id);
    const pdf = await wh.get(`/api/v1/warehouse/pick-bills/${bill.id}/print?copies=3`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.raw.toString('latin1')).toContain('NotoSansSC');
    expect(decodeURIComponent(String(pdf.headers['content-disposition']))).toContain(
      `拣货单-${bill.pickBillNo}.pdf`,
    );
    for (const copies of [0, 5001]) {
      const body = await refused('wh', 422, 'PRINT_COPIES_OUT_OF_RANGE').get(
        `/api/v1/warehouse/pick-bills/${bill.id}/print?copies=${copies}`,
      );
      expect(body.message).toContain('5000');
    }
    const wh2 = client(t, await t.login('wh2'));
    expect((await wh2.get(`/api/v1/warehouse/pick-bills/${bill.id}/print`)).statusCode).toBe(404);
  });

  it('refuses boxing more than picked (also before confirmation), empty boxes, bad qty and boxes mixing orders', async () => {
    const a = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 3 }]);
    const b = await submitOrder(dealer, [{ partCode: FP.pad.partCode, qty: 1 }]);
    await release(wh, a.id);
    await release(wh, b.id);
    const bill = (await wh.post('/api/v1/warehouse/pick-bills', { dealerOrderIds: [a.id, b.id] })).body.data;
    const lineA = bill.lines.find((l: { dealerOrderId: number }) => l.dealerOrderId === a.id);
    const lineB = bill.lines.find((l: { dealerOrderId: number }) => l.dealerOrderId === b.id);
    const box = (lines: { pickBillLineId: number; qty: number }[][]) => (c: Client) =>
      c.post('/api/v1/warehouse/ship-boxes', {
        pickBillId: bill.id,
        boxes: lines.map((l) => ({ lines: l })),
      });
    await refused('wh', 422, 'BOX_QTY_EXCEEDS_PICKED').request(box([[{ pickBillLineId: lineA.id, qty: 1 }]]));
    await wh.post(`/api/v1/warehouse/pick-bills/${bill.id}/confirm`, { lines: [] });
    const over = await refused('wh', 422, 'BOX_QTY_EXCEEDS_PICKED').request(
      box([[{ pickBillLineId: lineA.id, qty: 2 }], [{ pickBillLineId: lineA.id, qty: 2 }]]),
    );
    expect(over.message).toContain('4');
    await refused('wh', 422, 'BOX_EMPTY').request(box([[]]));
    await refused('wh', 422, 'BOX_QTY_INVALID').request(box([[{ pickBillLineId: lineA.id, qty: 0 }]]));
    const mixed = await refused('wh', 400, 'VALIDATION_FAILED').request(
      box([
        [
          { pickBillLineId: lineA.id, qty: 1 },
          { pickBillLineId: lineB.id, qty: 1 },
        ],
      ]),
    );
    expect(mixed.errors[0].field).toBe('boxes[0]');
    const done = await wh.post('/api/v1/warehouse/ship-boxes', {
      pickBillId: bill.id,
      boxes: [
        { lines: [{ pickBillLineId: lineA.id, qty: 2 }] },
        { lines: [{ pickBillLineId: lineA.id, qty: 1 }] },
        { lines: [{ pickBillLineId: lineB.id, qty: 1 }] },
      ],
    });
    expect(done.statusCode).toBe(200);
    expect((await orderState(t, a.id)).status).toBe(7);
    const [boxA1, boxA2, boxB] = done.body.data.boxes.map((x: { id: number }) => x.id);

    // Shipping: boxes of two orders on one bill, a box twice, an order that is not boxed.
    const mixedShip = await refused('wh', 400, 'VALIDATION_FAILED').post('/api/v1/warehouse/ship-bills', {
      boxIds: [boxA1, boxB],
    });
    expect(mixedShip.errors[0].field).toBe('boxIds');
    const first = await wh.post('/api/v1/warehouse/ship-bills', { boxIds: [boxA1] });
    expect(first.statusCode).toBe(200);
    expect((await orderState(t, a.id)).status).toBe(7);
    await refused('wh', 409, 'CONCURRENT_MODIFICATION').post('/api/v1/warehouse/ship-bills', {
      boxIds: [boxA1],
    });
    const second = await wh.post('/api/v1/warehouse/ship-bills', { boxIds: [boxA2] });
    expect(second.body.data.shipBillNo).toBe(`${a.dealerOrderNo}B`);
    expect((await orderState(t, a.id)).status).toBe(8);
    const notBoxed = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 1 }]);
    await release(wh, notBoxed.id);
    const [partBox] = await pickAndBox(wh, notBoxed.id);
    expect((await orderState(t, notBoxed.id)).status).toBe(7);
    const wh2 = client(t, await t.login('wh2'));
    expect((await wh2.post('/api/v1/warehouse/ship-bills', { boxIds: [partBox] })).statusCode).toBe(404);
    expect((await wh2.get(`/api/v1/warehouse/ship-boxes/${partBox}/label`)).statusCode).toBe(404);
  });

  it('refuses a ship bill number past Z with SHIP_BILL_NUMBER_LIMIT', async () => {
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 1 }]);
    await release(wh, order.id);
    const [boxId] = await pickAndBox(wh, order.id);
    await t.ctx.db.insert(shipBills).values(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((suffix) => ({
        shipBillNo: `${order.dealerOrderNo}${suffix}`,
        baseNo: order.dealerOrderNo,
        suffix,
        orderId: order.id,
        dealerCode: 'D0001',
        warehouseCode: 'W01',
        shipDate: '2026-11-20',
        amount: '0.00',
      })),
    );
    const body = await refused('wh', 409, 'SHIP_BILL_NUMBER_LIMIT').post('/api/v1/warehouse/ship-bills', {
      boxIds: [boxId],
    });
    expect(body.message).toContain(order.dealerOrderNo);
    expect((await orderState(t, order.id)).status).toBe(7);
  });

  it('stamps the order history and the pick bill with the app clock, not the database time', async () => {
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 1 }]);
    const start = t.clock.now();
    t.clock.set('2026-11-21T02:10:00.000Z');
    await release(wh, order.id);
    t.clock.set('2026-11-21T02:20:00.000Z');
    const bill = await newPickBill(order.id);
    t.clock.set('2026-11-21T02:30:00.000Z');
    const confirmed = await wh.post(`/api/v1/warehouse/pick-bills/${bill.id}/confirm`, { lines: [] });
    t.clock.set(start);
    const history = await t.ctx.db
      .select({ action: dealerOrderHistory.action, createdAt: dealerOrderHistory.createdAt })
      .from(dealerOrderHistory)
      .where(eq(dealerOrderHistory.orderId, order.id))
      .orderBy(asc(dealerOrderHistory.id));
    expect(
      history
        .filter((h) => h.action === 'release' || h.action === 'pick')
        .map((h) => [h.action, h.createdAt.toISOString()]),
    ).toEqual([
      ['release', '2026-11-21T02:10:00.000Z'],
      ['pick', '2026-11-21T02:30:00.000Z'],
    ]);
    expect(new Date(bill.createdAt).toISOString()).toBe('2026-11-21T02:20:00.000Z');
    expect(new Date(confirmed.body.data.confirmedAt).toISOString()).toBe('2026-11-21T02:30:00.000Z');
  });
});
