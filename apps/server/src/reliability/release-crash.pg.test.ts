import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedOrderRow } from '../../test/builders';
import { type CrashRig, call, crashRig, openWrites } from '../../test/reliability/crash-support';
import { releaseViolations } from '../../test/reliability/release-invariants';
import { httpLogin, until } from '../../test/server-process';
import { dealerOrderLines, dealerOrders } from '../modules/dealer-orders/dealer-orders.tables';
import { parts } from '../modules/parts/parts.tables';
import { stock, stockLedger } from '../modules/stock/stock.tables';

/**
 * Crash safety of a batch release (PostgreSQL): the server process is killed with SIGKILL half-way
 * through releasing a few hundred orders, each in its own transaction. Every order must be either
 * fully released or untouched, stock, ledger and allocations must agree, and after a restart the
 * rest releases normally.
 */

const ORDERS = 400;
const PARTS = {
  a: 'CRASH-00001-00-A1',
  b: 'CRASH-00002-00-A1',
  c: 'CRASH-00003-00-A1',
} as const;

let rig: CrashRig;
let ids: number[];

/** Parts, stock of W01 (part A in two locations; C short) with its ledger, and ORDERS submitted orders. */
async function prepare(): Promise<number[]> {
  const db = rig.database.db;
  await db.insert(parts).values(
    Object.values(PARTS).map((partCode, i) => ({
      partCode,
      nameZh: `崩溃测试配件${i}`,
      nameEn: `Crash test part ${i}`,
      pinyinInitials: 'bkcs',
      priceOrdinary: '10.00',
    })),
  );
  const stocked = [
    { partCode: PARTS.a, storageCode: 'A-09-01', onHandQty: 300 },
    { partCode: PARTS.a, storageCode: 'A-09-02', onHandQty: 300 },
    { partCode: PARTS.b, storageCode: 'B-09-01', onHandQty: 800 },
    { partCode: PARTS.c, storageCode: 'C-09-01', onHandQty: 150 },
  ];
  await db.insert(stock).values(stocked.map((s) => ({ ...s, warehouseCode: 'W01' })));
  await db.insert(stockLedger).values(
    stocked.map((s) => ({
      partCode: s.partCode,
      warehouseCode: 'W01',
      storageCode: s.storageCode,
      onHandDelta: s.onHandQty,
      movementType: 'import',
      documentType: 'test',
    })),
  );
  const orders = await db
    .insert(dealerOrders)
    .values(
      Array.from({ length: ORDERS }, (_, i) =>
        submittedOrderRow({
          tempOrderNo: `T2026112088${String(i).padStart(4, '0')}`,
          dealerOrderNo: `D0001261120${String(6000 + i)}`,
          amount: '40.00',
          submittedAt: new Date(Date.UTC(2026, 10, 20, 1, 0, 0, i)),
        }),
      ),
    )
    .returning({ id: dealerOrders.id });
  await db.insert(dealerOrderLines).values(
    orders.flatMap(({ id }, i) =>
      [PARTS.a, PARTS.b, PARTS.c].map((partCode, n) => ({
        orderId: id,
        lineNo: n + 1,
        partCode,
        qty: 1 + ((i + n) % 2),
        price: '10.00',
        amount: '10.00',
      })),
    ),
  );
  return orders.map((o) => o.id);
}

const countByStatus = async () => {
  const rows = await rig.database.db
    .select({ status: dealerOrders.status, n: sql<number>`count(*)::int` })
    .from(dealerOrders)
    .where(inArray(dealerOrders.id, ids))
    .groupBy(dealerOrders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<number, number>;
};

beforeAll(async () => {
  rig = await crashRig();
  ids = await prepare();
});
afterAll(() => rig?.close());

describe('SIGKILL during a batch release (PostgreSQL)', () => {
  it('leaves every order fully released or untouched with stock, ledger and allocations consistent; the rest releases after a restart', async () => {
    const first = await rig.start();
    const wh = await httpLogin(first.baseUrl, 'wh');
    // the answer never comes: the process dies while serving it
    const release = call(first, wh, 'POST', '/api/v1/warehouse/releases', { dealerOrderIds: ids }).catch(
      (error: unknown) => error,
    );
    // kill while an order's transaction has written and not committed yet
    await until(
      'some orders to be released',
      async () => {
        const counts = await countByStatus();
        return (counts[3] ?? 0) <= ORDERS - 40 && (await openWrites(rig.database.db)) > 0;
      },
      60_000,
      20,
    );
    await first.kill();
    expect(await release).toBeInstanceOf(Error);

    const afterKill = await countByStatus();
    expect(afterKill[3] ?? 0, JSON.stringify(afterKill)).toBeGreaterThan(0);
    expect(afterKill[3] ?? 0).toBeLessThan(ORDERS);
    expect(await releaseViolations(rig.database.db, ids, Object.values(PARTS))).toEqual([]);

    const second = await rig.start();
    const token = await httpLogin(second.baseUrl, 'wh');
    const rest = (
      await rig.database.db
        .select({ id: dealerOrders.id })
        .from(dealerOrders)
        .where(and(inArray(dealerOrders.id, ids), eq(dealerOrders.status, 3)))
    ).map((r) => r.id);
    const answer = await call<{ id: number; ok: boolean; code?: string }[]>(
      second,
      token,
      'POST',
      '/api/v1/warehouse/releases',
      { dealerOrderIds: rest },
    );
    expect(answer.status).toBe(200);
    const results = answer.body.data;
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results).toHaveLength(rest.length);

    const final = await countByStatus();
    expect(final[3] ?? 0).toBe(0);
    expect((final[4] ?? 0) + (final[2] ?? 0)).toBe(ORDERS);
    expect(await releaseViolations(rig.database.db, ids, Object.values(PARTS))).toEqual([]);
    // the stock of part C ran out: the late orders owe it, and exactly all of it is allocated
    const [owed] = await rig.database.db
      .select({
        allocated: sql<number>`sum(${dealerOrderLines.allocatedQty})::int`,
        owed: sql<number>`sum(${dealerOrderLines.backorderQty})::int`,
      })
      .from(dealerOrderLines)
      .where(and(inArray(dealerOrderLines.orderId, ids), eq(dealerOrderLines.partCode, PARTS.c)));
    expect(owed).toEqual({ allocated: 150, owed: 600 - 150 });
  }, 180_000);
});
