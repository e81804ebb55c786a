import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../../../test/helpers';
import type { Db } from '../../../platform/db/client';
import { brokenInvariants } from './checks';
import { generateScaleData, ScaleDataPresentError } from './generate';
import { volumesFor } from './options';
import { scalar } from './sql';

/** A tiny scale: 3,500 parts (385 new), 28,000 stock rows, 7,000 orders, 105 of them D0001's. */
const SCALE = 0.035;
const clock = () => testClock(new Date('2026-11-21T02:00:00Z'));

const count = (db: Db, table: string, where = 'true') =>
  scalar(db, `select count(*)::int as n from ${table} where ${where}`);

/** Checksum of the generated content: part codes with stock quantities, order lines, order numbers. */
const checksum = async (db: Db) => {
  const parts = await scalar(
    db,
    `select ('x' || substr(md5(string_agg(part_code || ':' || warehouse_code || ':' || storage_code || ':' || on_hand_qty, ',' order by part_code, warehouse_code, storage_code)), 1, 8))::bit(32)::int as n from stock`,
  );
  const lines = await scalar(
    db,
    `select ('x' || substr(md5(string_agg(o.dealer_order_no || ':' || o.status || ':' || l.part_code || ':' || l.qty, ',' order by l.id)), 1, 8))::bit(32)::int as n
     from dealer_order_lines l join dealer_orders o on o.id = l.order_id where o.dealer_order_no is not null`,
  );
  return `${parts}/${lines}`;
};

async function seeded(seed: number): Promise<TestApp> {
  const t = await createTestApp({}, clock());
  await generateScaleData(t.database.db, { seed, scale: SCALE, now: t.clock.now });
  return t;
}

describe('seed:scale generator', () => {
  let a: TestApp;
  let demo: { parts: number; stock: number; orders: number; dealers: number };

  beforeAll(async () => {
    const fresh = await createTestApp({}, clock());
    const db = fresh.database.db;
    demo = {
      parts: await count(db, 'parts'),
      stock: await count(db, 'stock'),
      orders: await count(db, 'dealer_orders'),
      dealers: await count(db, 'dealers'),
    };
    await fresh.close();
    a = await seeded(7);
  }, 180_000);
  afterAll(async () => {
    await a?.close();
  });

  it('scales every volume to the targets (rows already present count)', async () => {
    const v = volumesFor(SCALE);
    const db = a.database.db;
    expect(v.parts).toBeGreaterThan(demo.parts);
    expect(await count(db, 'parts')).toBe(v.parts);
    expect(await count(db, 'stock')).toBe(Math.max(v.stockRows, demo.stock));
    expect(await count(db, 'dealer_orders')).toBe(v.orders);
    expect(await count(db, 'dealers')).toBe(Math.max(v.dealers, demo.dealers));
    expect(await count(db, 'warehouses')).toBe(8);
    expect(await count(db, 'dealer_orders', `dealer_code = 'D0001'`)).toBe(v.firstDealerOrders);
    const scaleLines = await count(
      db,
      'dealer_order_lines',
      `order_id > (select max(id) from dealer_orders) - ${v.orders - demo.orders}`,
    );
    expect(scaleLines).toBe(10 * (v.orders - demo.orders));
    for (let status = 0; status <= 11; status++) {
      expect(await count(db, 'dealer_orders', `status = ${status}`), `status ${status}`).toBeGreaterThan(0);
    }
    // Pinyin initials as the app computes them: every scale part has some.
    expect(await count(db, 'parts', `pinyin_initials = ''`)).toBe(0);
  });

  it('keeps the stock, allocation, credit and numbering invariants', async () => {
    expect(await brokenInvariants(a.database.db)).toEqual({});
  });

  it('refuses a second run on the same database', async () => {
    await expect(
      generateScaleData(a.database.db, { seed: 7, scale: SCALE, now: a.clock.now }),
    ).rejects.toBeInstanceOf(ScaleDataPresentError);
  });

  it('lets the demo dealer sign in, list its orders and query stock', async () => {
    const token = await a.login('dealer');
    const orders = await a.call(token, 'GET', '/api/v1/dealer-orders?pageSize=10');
    expect(orders.statusCode).toBe(200);
    const numbered = await count(
      a.database.db,
      'dealer_orders',
      `dealer_code = 'D0001' and dealer_order_no is not null`,
    );
    expect(orders.json().data.total).toBeGreaterThanOrEqual(numbered);
    expect(orders.json().data.items).toHaveLength(10);
    const stock = await a.call(token, 'GET', `/api/v1/stock?keyword=${encodeURIComponent('机油')}`);
    expect(stock.statusCode).toBe(200);
    expect(stock.json().data.total).toBeGreaterThan(0);
    const wh = await a.login('wh');
    const queue = await a.call(wh, 'GET', '/api/v1/dealer-orders?status=3&pageSize=5');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.total).toBeGreaterThan(0);
  });

  it('gives the same content for the same seed and different content for another seed', async () => {
    const mine = await checksum(a.database.db);
    const same = await seeded(7);
    const sameSum = await checksum(same.database.db);
    await same.close();
    const other = await seeded(8);
    const otherSum = await checksum(other.database.db);
    await other.close();
    expect(sameSum).toBe(mine);
    expect(otherSum).not.toBe(mine);
  }, 180_000);
});
