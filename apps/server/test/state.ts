import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceChanges, creditAccounts } from '../src/modules/credit/credit.tables';
import { dealerOrderHistory, dealerOrders } from '../src/modules/dealer-orders/dealer-orders.tables';
import { stock, stockLedger } from '../src/modules/stock/stock.tables';
import type { TestApp } from './helpers';

/** What the tests read back from a test app's database: credit, stock, ledger, order state. */

/** The dealer's credit row (money strings). */
export async function creditOf(t: TestApp, dealerCode: string) {
  const [row] = await t.ctx.db
    .select({
      availableBalance: creditAccounts.availableBalance,
      submittedNotSettled: creditAccounts.submittedNotSettled,
    })
    .from(creditAccounts)
    .where(eq(creditAccounts.dealerCode, dealerCode));
  return row;
}

/** Stock rows of a part in a warehouse by storage code: `{ 'A-01-01': { onHand, allocated } }`. */
export async function stockOf(t: TestApp, partCode: string, warehouseCode = 'W01') {
  const rows = await t.ctx.db
    .select()
    .from(stock)
    .where(and(eq(stock.partCode, partCode), eq(stock.warehouseCode, warehouseCode)));
  return Object.fromEntries(
    rows.map((r) => [r.storageCode, { onHand: r.onHandQty, allocated: r.allocatedQty }]),
  );
}

/** Asserts that the ledger summed per location equals every stock row of the part. */
export async function expectLedgerMatchesStock(t: TestApp, partCode: string) {
  const rows = await t.ctx.db.execute(sql`
    select s.storage_code, s.on_hand_qty, s.allocated_qty,
      (select coalesce(sum(l.on_hand_delta), 0)::int from ${stockLedger} l where l.part_code = s.part_code and l.warehouse_code = s.warehouse_code and l.storage_code = s.storage_code) as ledger_on_hand,
      (select coalesce(sum(l.allocated_delta), 0)::int from ${stockLedger} l where l.part_code = s.part_code and l.warehouse_code = s.warehouse_code and l.storage_code = s.storage_code) as ledger_allocated
    from ${stock} s where s.part_code = ${partCode}`);
  expect(rows.rows.length).toBeGreaterThan(0);
  for (const r of rows.rows as {
    on_hand_qty: number;
    allocated_qty: number;
    ledger_on_hand: number;
    ledger_allocated: number;
  }[]) {
    expect(r.ledger_on_hand).toBe(r.on_hand_qty);
    expect(r.ledger_allocated).toBe(r.allocated_qty);
  }
}

/** The order's status and its history actions in order. */
export async function orderState(t: TestApp, id: number) {
  const [order] = await t.ctx.db
    .select({ status: dealerOrders.status })
    .from(dealerOrders)
    .where(eq(dealerOrders.id, id));
  const history = await t.ctx.db
    .select({
      action: dealerOrderHistory.action,
      from: dealerOrderHistory.fromStatus,
      to: dealerOrderHistory.toStatus,
    })
    .from(dealerOrderHistory)
    .where(eq(dealerOrderHistory.orderId, id))
    .orderBy(dealerOrderHistory.id);
  return { status: order.status, history };
}

/** Balance change rows of a dealer, oldest first. */
export async function balanceRowsOf(t: TestApp, dealerCode: string) {
  return t.ctx.db
    .select()
    .from(balanceChanges)
    .where(eq(balanceChanges.dealerCode, dealerCode))
    .orderBy(balanceChanges.id);
}
