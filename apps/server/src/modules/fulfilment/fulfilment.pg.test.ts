import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { stock } from '../stock/stock.tables';
import { shipBills } from './fulfilment.tables';
import {
  type Client,
  client,
  expectLedgerMatchesStock,
  FP,
  insertParts,
  putStock,
  setCredit,
  submitOrder,
} from './test/fixtures';

/** Invariants under parallel requests on PostgreSQL (ARCHITECTURE §6 "concurrency"). */
describe('fulfilment under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let whToken: string;
  let wh: Client;

  beforeAll(async () => {
    t = await createTestApp();
    await insertParts(t);
    await setCredit(t, 'D0001', '1000000.00', '0.00');
    whToken = await t.login('wh');
    wh = client(t, whToken);
  });
  afterAll(() => t.close());

  it('200 parallel releases of 1 piece against one stock row of 100 allocate exactly 100; the ledger sums to the row', async () => {
    await putStock(t, FP.plug.partCode, 'W01', 'C-01-01', 100);
    const ids: number[] = [];
    for (let i = 1; i <= 200; i++) {
      const no = `D0001261121${String(5000 + i).padStart(4, '0')}`;
      const [order] = await t.ctx.db
        .insert(dealerOrders)
        .values({
          tempOrderNo: `T2026112190${String(i).padStart(4, '0')}`,
          dealerOrderNo: no,
          orderType: 'Normal',
          status: 3,
          dealerCode: 'D0001',
          orderWarehouseCode: 'W01',
          receivingWarehouseCode: 'W01',
          acceptBackorder: true,
          amount: '8.00',
          submittedAt: new Date(Date.UTC(2026, 10, 21, 1, 0, i)),
        })
        .returning({ id: dealerOrders.id });
      await t.ctx.db.insert(dealerOrderLines).values({
        orderId: order.id,
        lineNo: 1,
        partCode: FP.plug.partCode,
        qty: 1,
        price: '8.00',
        amount: '8.00',
      });
      ids.push(order.id);
    }
    const results = await Promise.all(
      ids.map((id) => wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [id] })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const answers = results.map((r) => r.body.data[0]);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(answers.filter((a) => a.allocatedLines === 1)).toHaveLength(100);
    expect(answers.filter((a) => a.backorderedLines === 1)).toHaveLength(100);
    const [row] = await t.ctx.db.select().from(stock).where(eq(stock.partCode, FP.plug.partCode));
    expect(row).toMatchObject({ onHandQty: 100, allocatedQty: 100 });
    const [lines] = await t.ctx.db
      .select({
        allocated: sql<number>`sum(${dealerOrderLines.allocatedQty})::int`,
        owed: sql<number>`sum(${dealerOrderLines.backorderQty})::int`,
      })
      .from(dealerOrderLines)
      .where(eq(dealerOrderLines.partCode, FP.plug.partCode));
    expect(lines).toEqual({ allocated: 100, owed: 100 });
    await expectLedgerMatchesStock(t, FP.plug.partCode);
  });

  it('parallel shipping of one order never duplicates a ship bill number, and a box ships once', async () => {
    await putStock(t, FP.filter.partCode, 'W01', 'A-01-01', 20);
    const dealer = client(t, await t.login('dealer'));
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 12 }]);
    expect(
      (await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [order.id] })).body.data[0].ok,
    ).toBe(true);
    const bill = (await wh.post('/api/v1/warehouse/pick-bills', { dealerOrderIds: [order.id] })).body.data;
    await wh.post(`/api/v1/warehouse/pick-bills/${bill.id}/confirm`, { lines: [] });
    const boxes = await wh.post('/api/v1/warehouse/ship-boxes', {
      pickBillId: bill.id,
      boxes: Array.from({ length: 12 }, () => ({ lines: [{ pickBillLineId: bill.lines[0].id, qty: 1 }] })),
    });
    const boxIds: number[] = boxes.body.data.boxes.map((b: { id: number }) => b.id);
    const shipped = await Promise.all([
      ...boxIds.map((id) => wh.post('/api/v1/warehouse/ship-bills', { boxIds: [id] })),
      wh.post('/api/v1/warehouse/ship-bills', { boxIds: [boxIds[0]] }),
    ]);
    const ok = shipped.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(12);
    // the second request for the same box is refused: while the first still holds the box it meets
    // the version check, once the first has committed it meets the order's new status
    const refused = shipped.filter((r) => r.statusCode === 409).map((r) => r.body.code);
    expect(refused).toHaveLength(1);
    expect(['CONCURRENT_MODIFICATION', 'ORDER_STATUS_TRANSITION_INVALID']).toContain(refused[0]);
    const numbers = ok.map((r) => r.body.data.shipBillNo).sort();
    expect(numbers).toEqual('ABCDEFGHIJKL'.split('').map((s) => `${order.dealerOrderNo}${s}`));
    const stored = await t.ctx.db
      .select({ no: shipBills.shipBillNo })
      .from(shipBills)
      .where(eq(shipBills.orderId, order.id));
    expect(new Set(stored.map((s) => s.no)).size).toBe(12);
    await expectLedgerMatchesStock(t, FP.filter.partCode);
    const [row] = await t.ctx.db.select().from(stock).where(eq(stock.partCode, FP.filter.partCode));
    expect(row).toMatchObject({ onHandQty: 8, allocatedQty: 0 });
  });
});
