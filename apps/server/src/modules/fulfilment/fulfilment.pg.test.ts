import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FP,
  insertFlowParts,
  putStock,
  setCredit,
  submitOrder,
  submittedOrderRow,
} from '../../../test/builders';
import { type Client, client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { inRounds, ROUNDS } from '../../../test/rounds';
import { expectLedgerMatchesStock } from '../../../test/state';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { parts } from '../parts/parts.tables';
import { stock } from '../stock/stock.tables';
import { shipBills } from './fulfilment.tables';

/** Totals of the stock rows of a part in W01. */
async function stockTotal(t: TestApp, partCode: string) {
  const [row] = await t.ctx.db
    .select({
      onHandQty: sql<number>`sum(${stock.onHandQty})::int`,
      allocatedQty: sql<number>`sum(${stock.allocatedQty})::int`,
    })
    .from(stock)
    .where(eq(stock.partCode, partCode));
  return row;
}

/** `count` submitted orders of D0001 from W01 for one piece of `partCode`, inserted directly; answers their ids. */
async function submittedOrders(t: TestApp, round: number, count: number, partCode: string) {
  const orders = await t.ctx.db
    .insert(dealerOrders)
    .values(
      Array.from({ length: count }, (_, i) =>
        submittedOrderRow({
          tempOrderNo: `T20261121${String(round).padStart(2, '0')}${String(i).padStart(4, '0')}`,
          dealerOrderNo: `D0001261121${String(4000 + (round - 1) * count + i)}`,
          amount: '8.00',
          submittedAt: new Date(Date.UTC(2026, 10, 21, 1, round, 0, i)),
        }),
      ),
    )
    .returning({ id: dealerOrders.id });
  await t.ctx.db
    .insert(dealerOrderLines)
    .values(
      orders.map(({ id }) => ({ orderId: id, lineNo: 1, partCode, qty: 1, price: '8.00', amount: '8.00' })),
    );
  return orders.map((o) => o.id);
}

/**
 * Invariants under parallel requests on PostgreSQL (ARCHITECTURE §6 "concurrency"). Each property runs
 * ROUNDS times in the same app with fresh stock and fresh orders; a failure names its round.
 */
describe(`fulfilment under concurrency (PostgreSQL, ${ROUNDS} rounds each)`, () => {
  let t: TestApp;
  let whToken: string;
  let wh: Client;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFlowParts(t);
    await setCredit(t, 'D0001', '1000000.00', '0.00', '0.00');
    whToken = await t.login('wh');
    wh = client(t, whToken);
  });
  afterAll(() => t.close());

  it('200 parallel releases of 1 piece against 100 fresh pieces allocate exactly 100; the ledger sums to the rows', async () => {
    await inRounds(async (round) => {
      // earlier rounds left their locations fully allocated: only this round's 100 pieces are free
      await putStock(t, FP.plug.partCode, 'W01', `C-${String(round).padStart(2, '0')}-01`, 100);
      const ids = await submittedOrders(t, round, 200, FP.plug.partCode);
      const results = await Promise.all(
        ids.map((id) => wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [id] })),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const answers = results.map((r) => r.body.data[0]);
      expect(answers.every((a) => a.ok)).toBe(true);
      expect(answers.filter((a) => a.allocatedLines === 1)).toHaveLength(100);
      expect(answers.filter((a) => a.backorderedLines === 1)).toHaveLength(100);
      expect(await stockTotal(t, FP.plug.partCode)).toEqual({
        onHandQty: 100 * round,
        allocatedQty: 100 * round,
      });
      const [lines] = await t.ctx.db
        .select({
          allocated: sql<number>`sum(${dealerOrderLines.allocatedQty})::int`,
          owed: sql<number>`sum(${dealerOrderLines.backorderQty})::int`,
        })
        .from(dealerOrderLines)
        .where(inArray(dealerOrderLines.orderId, ids));
      expect(lines).toEqual({ allocated: 100, owed: 100 });
      await expectLedgerMatchesStock(t, FP.plug.partCode);
    });
  });

  it('parallel shipping of one order never duplicates a ship bill number, and a box ships once', async () => {
    const dealer = client(t, await t.login('dealer'));
    await inRounds(async (round) => {
      // a part of its own per round, so the order is picked from one fresh location
      const partCode = `FUL02-${String(round).padStart(5, '0')}-00-A1`;
      await t.ctx.db.insert(parts).values({
        partCode,
        nameZh: FP.filter.nameZh,
        nameEn: FP.filter.nameEn,
        pinyinInitials: 'jlq',
        priceOrdinary: FP.filter.price,
      });
      await putStock(t, partCode, 'W01', 'A-01-01', 20);
      const order = await submitOrder(dealer, [{ partCode, qty: 12 }]);
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
      await expectLedgerMatchesStock(t, partCode);
      const [row] = await t.ctx.db.select().from(stock).where(eq(stock.partCode, partCode));
      expect(row).toMatchObject({ onHandQty: 8, allocatedQty: 0 });
    });
  });
});
