import { describe, expect, it } from 'vitest';
import { FP, orderLineValues, receiveInFull, useFlowApp } from '../../../test/builders';
import { client } from '../../../test/client';
import { balanceRowsOf, creditOf, expectLedgerMatchesStock, orderState, stockOf } from '../../../test/state';
import { adjust } from '../stock';
import { releaseBackordersOnArrival } from './release.service';

/** The order's history once its first shipment has left the pads on backorder. */
const FIRST_SHIPMENT_HISTORY = ['create', 'submit', 'release', 'pick', 'box', 'ship', 'backorder'];

/**
 * The main flow end to end through the API, as the dealer and the warehouse user: submit → release
 * (with a backorder) → pick → box (a line split over two boxes) → ship → receipt confirmation →
 * backorder re-released on stock arrival → second shipment (suffix B) → receipt → finished. Order
 * status, history, stock, ledger and credit are checked at each step.
 */
describe('main flow: release → pick → box → ship → confirm receipt', () => {
  const { t, dealer, wh } = useFlowApp(
    [
      [FP.filter.partCode, 'A-01-01', 5],
      [FP.filter.partCode, 'A-01-02', 10],
      [FP.pad.partCode, 'B-02-01', 3],
    ],
    { D0001: ['10000.00', '5000.00'] },
  );
  let order: { id: number; dealerOrderNo: string };

  it('the dealer submits: 8 filters and 5 pads reserve 862.50 of credit', async () => {
    const created = await dealer.post('/api/v1/dealer-orders', {
      orderType: 'Normal',
      orderWarehouseCode: 'W01',
      receivingWarehouseCode: 'W01',
      acceptBackorder: true,
      lines: [
        { partCode: FP.filter.partCode, qty: 8 },
        { partCode: FP.pad.partCode, qty: 5 },
      ],
    });
    const submitted = await dealer.post(`/api/v1/dealer-orders/${created.body.data.id}/submit`, {
      version: created.body.data.version,
    });
    expect(submitted.body.data.status).toBe(3);
    order = { id: created.body.data.id, dealerOrderNo: submitted.body.data.dealerOrderNo };
    expect(await creditOf(t, 'D0001')).toEqual({
      availableBalance: '5000.00',
      submittedNotSettled: '862.50',
    });
  });

  it('the warehouse sees it in the release queue and releases it: filters allocated over two locations, 2 pads owed', async () => {
    const queue = await wh.get('/api/v1/warehouse/orders?stage=release');
    expect(queue.body.data.items.map((o: { id: number }) => o.id)).toContain(order.id);
    const res = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [order.id] });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: order.id,
        dealerOrderNo: order.dealerOrderNo,
        ok: true,
        allocatedLines: 2,
        backorderedLines: 1,
        status: 4,
      },
    ]);
    expect(await stockOf(t, FP.filter.partCode)).toEqual({
      'A-01-01': { onHand: 5, allocated: 5 },
      'A-01-02': { onHand: 10, allocated: 3 },
    });
    expect(await stockOf(t, FP.pad.partCode)).toEqual({ 'B-02-01': { onHand: 3, allocated: 3 } });
    await expectLedgerMatchesStock(t, FP.filter.partCode);
    const detail = await dealer.get(`/api/v1/dealer-orders/${order.id}`);
    expect(
      detail.body.data.lines.map((l: { allocatedQty: number; backorderQty: number }) => [
        l.allocatedQty,
        l.backorderQty,
      ]),
    ).toEqual([
      [8, 0],
      [3, 2],
    ]);
    expect((await orderState(t, order.id)).status).toBe(4);
  });

  let pickBill: {
    id: number;
    pickBillNo: string;
    lines: { id: number; partCode: string; storageCode: string; qty: number }[];
  };

  it('creates a pick bill sorted by storage location and prints it as PDF', async () => {
    const pickable = await wh.get('/api/v1/warehouse/orders?stage=pick');
    expect(pickable.body.data.items.map((o: { id: number }) => o.id)).toContain(order.id);
    const res = await wh.post('/api/v1/warehouse/pick-bills', { dealerOrderIds: [order.id] });
    expect(res.statusCode).toBe(200);
    pickBill = res.body.data;
    expect(res.body.data.pickBillNo).toMatch(/^PK20261121\d{4}$/);
    expect(pickBill.lines.map((l) => [l.storageCode, l.partCode, l.qty])).toEqual([
      ['A-01-01', FP.filter.partCode, 5],
      ['A-01-02', FP.filter.partCode, 3],
      ['B-02-01', FP.pad.partCode, 3],
    ]);
    const pdf = await wh.get(`/api/v1/warehouse/pick-bills/${pickBill.id}/print?copies=2`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('confirms the pick in full: the order is picked (6)', async () => {
    const res = await wh.post(`/api/v1/warehouse/pick-bills/${pickBill.id}/confirm`, {
      lines: pickBill.lines.map((l) => ({ id: l.id, pickedQty: l.qty })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.status).toBe(1);
    expect((await orderState(t, order.id)).status).toBe(6);
  });

  let boxIds: number[];

  it('boxes the picked lines into two boxes, splitting the pads: the order is boxed (7)', async () => {
    const [a1, a2, pad] = pickBill.lines;
    const res = await wh.post('/api/v1/warehouse/ship-boxes', {
      pickBillId: pickBill.id,
      boxes: [
        {
          lines: [
            { pickBillLineId: a1.id, qty: 5 },
            { pickBillLineId: pad.id, qty: 2 },
          ],
        },
        {
          lines: [
            { pickBillLineId: a2.id, qty: 3 },
            { pickBillLineId: pad.id, qty: 1 },
          ],
        },
      ],
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.boxes).toHaveLength(2);
    expect(res.body.data.boxes[0].boxNo).toMatch(/^BX20261121\d{5}$/);
    boxIds = res.body.data.boxes.map((b: { id: number }) => b.id);
    expect((await orderState(t, order.id)).status).toBe(7);
    const bills = await wh.get(`/api/v1/warehouse/pick-bills?pickBillNo=${pickBill.pickBillNo}`);
    expect(bills.body.data.items).toEqual([
      expect.objectContaining({
        id: pickBill.id,
        status: 1,
        lineCount: 3,
        totalQty: 11,
        pickedQty: 11,
        boxedQty: 11,
        dealerOrderNos: order.dealerOrderNo,
      }),
    ]);
    expect(
      (await wh.get(`/api/v1/warehouse/pick-bills?boxable=true&pickBillNo=${pickBill.pickBillNo}`)).body.data
        .total,
    ).toBe(0);
    const waiting = await wh.get(
      `/api/v1/warehouse/ship-boxes?shipped=false&dealerOrderNo=${order.dealerOrderNo}`,
    );
    expect(waiting.body.data.items.map((b: { id: number; qty: number }) => [b.id, b.qty]).sort()).toEqual([
      [boxIds[0], 7],
      [boxIds[1], 4],
    ]);
    const label = await wh.get(`/api/v1/warehouse/ship-boxes/${boxIds[0]}/label`);
    expect(label.headers['content-type']).toBe('application/pdf');
  });

  let shipBillId: number;

  it('ships both boxes: ship bill no = DealerOrderNO + A, stock out, credit settled, the order owes 2 pads (8 → 2)', async () => {
    const res = await wh.post('/api/v1/warehouse/ship-bills', { boxIds, carrier: '顺丰速运' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      shipBillNo: `${order.dealerOrderNo}A`,
      shipDate: '2026-11-21',
      amount: '837.50',
    });
    shipBillId = res.body.data.id;
    const listed = await wh.get(`/api/v1/warehouse/ship-bills?dealerOrderNo=${order.dealerOrderNo}`);
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ id: shipBillId, deliveryQty: 11, status: 0, carrier: '顺丰速运' }),
    ]);
    const printed = await wh.get(`/api/v1/warehouse/ship-bills/${shipBillId}/print`);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(
      (await client(t, await t.login('wh2')).get(`/api/v1/warehouse/ship-bills/${shipBillId}`)).statusCode,
    ).toBe(404);
    expect(await stockOf(t, FP.filter.partCode)).toEqual({
      'A-01-01': { onHand: 0, allocated: 0 },
      'A-01-02': { onHand: 7, allocated: 0 },
    });
    expect(await stockOf(t, FP.pad.partCode)).toEqual({ 'B-02-01': { onHand: 0, allocated: 0 } });
    await expectLedgerMatchesStock(t, FP.filter.partCode);
    await expectLedgerMatchesStock(t, FP.pad.partCode);
    expect(await creditOf(t, 'D0001')).toEqual({ availableBalance: '4162.50', submittedNotSettled: '25.00' });
    const change = (await balanceRowsOf(t, 'D0001')).find((r) => r.businessNo === `${order.dealerOrderNo}A`);
    expect(change).toMatchObject({
      changeDate: '2026-11-21',
      businessType: 'shipment',
      businessNo: `${order.dealerOrderNo}A`,
      changeAmount: '-837.50',
      balanceExcludingTax: '3683.63',
    });
    const state = await orderState(t, order.id);
    expect(state.status).toBe(2);
    expect(state.history.map((h) => h.action)).toEqual(FIRST_SHIPMENT_HISTORY);
    expect(await orderLineValues(dealer, order.id, 'sendQty', 'unsentQty')).toEqual([
      [8, 0],
      [3, 2],
    ]);
  });

  it('the dealer sees the delivery and confirms receipt; the order still owes pads', async () => {
    const list = await dealer.get('/api/v1/deliveries?status=unconfirmed');
    const delivery = list.body.data.items.find((d: { id: number }) => d.id === shipBillId);
    expect(delivery).toMatchObject({
      shipBillNo: `${order.dealerOrderNo}A`,
      dealerOrderNo: order.dealerOrderNo,
      orderType: 'Normal',
      sendingWarehouseCode: 'W01',
      shipDate: '2026-11-21',
      deliveryQty: 11,
    });
    expect(
      delivery.lines.map((l: { partCode: string; shippedQty: number; receivableQty: number }) => [
        l.partCode,
        l.shippedQty,
        l.receivableQty,
      ]),
    ).toEqual([
      [FP.filter.partCode, 8, 8],
      [FP.pad.partCode, 3, 3],
    ]);
    expect(await receiveInFull(dealer, shipBillId, delivery.lines)).toMatchObject({
      status: 1,
      receiveDate: '2026-11-21',
      receivedQty: 11,
    });
    const detail = await dealer.get(`/api/v1/dealer-orders/${order.id}`);
    expect(detail.body.data.lines.map((l: { receivedQty: number }) => l.receivedQty)).toEqual([8, 3]);
    expect((await orderState(t, order.id)).status).toBe(2);
  });

  it('pads arrive: the backorder is re-released (2 → 4), shipped as suffix B, received, and the order is finished (9)', async () => {
    await t.ctx.db.transaction((tx) =>
      adjust(
        tx,
        {
          partCode: FP.pad.partCode,
          warehouseCode: 'W01',
          storageCode: 'B-02-01',
          onHandDelta: 4,
          documentType: 'test',
          documentNo: 'arrival',
          actorId: null,
          at: new Date(),
        },
        (q, partCode, warehouseCode) => releaseBackordersOnArrival(q, partCode, warehouseCode, t.clock.now()),
      ),
    );
    expect((await orderState(t, order.id)).status).toBe(4);
    expect(await stockOf(t, FP.pad.partCode)).toEqual({ 'B-02-01': { onHand: 4, allocated: 2 } });

    const pick = await wh.post('/api/v1/warehouse/pick-bills', { dealerOrderIds: [order.id] });
    await wh.post(`/api/v1/warehouse/pick-bills/${pick.body.data.id}/confirm`, { lines: [] });
    const boxes = await wh.post('/api/v1/warehouse/ship-boxes', {
      pickBillId: pick.body.data.id,
      boxes: [{ lines: [{ pickBillLineId: pick.body.data.lines[0].id, qty: 2 }] }],
    });
    const ship = await wh.post('/api/v1/warehouse/ship-bills', { boxIds: [boxes.body.data.boxes[0].id] });
    expect(ship.body.data).toMatchObject({ shipBillNo: `${order.dealerOrderNo}B`, amount: '25.00' });
    expect((await orderState(t, order.id)).status).toBe(8);
    expect(await creditOf(t, 'D0001')).toEqual({ availableBalance: '4137.50', submittedNotSettled: '0.00' });

    const second = await dealer.get(
      `/api/v1/deliveries?status=unconfirmed&dealerOrderNo=${order.dealerOrderNo}`,
    );
    expect(second.body.data.total).toBe(1);
    const line = second.body.data.items[0].lines[0];
    const res = await dealer.post(`/api/v1/deliveries/${ship.body.data.id}/confirm`, {
      receiveDate: '2026-11-21',
      lines: [{ id: line.id, receivedQty: 2 }],
    });
    expect(res.statusCode).toBe(200);
    const state = await orderState(t, order.id);
    expect(state.status).toBe(9);
    expect(state.history.map((h) => h.action)).toEqual([
      ...FIRST_SHIPMENT_HISTORY,
      'release',
      'pick',
      'box',
      'ship',
      'receive',
    ]);
    await expectLedgerMatchesStock(t, FP.pad.partCode);
    const confirmed = await dealer.get(
      `/api/v1/deliveries?status=confirmed&dealerOrderNo=${order.dealerOrderNo}`,
    );
    expect(confirmed.body.data.total).toBe(2);
  });
});
