import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { inRounds, ROUNDS } from '../../../test/rounds';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';
import { allocate, receiveIn } from './stock.service';
import { stock } from './stock.tables';

let t: TestApp;
const part = DEMO_PARTS.noStock;
const src = { documentType: 'test', documentNo: 'PG-1', actorId: null, at: new Date() };
/** No backorder waits for this part, so arrivals need no listener here. */
const noArrival = async () => {};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each round receives 100 fresh pieces into the same location and races 200 allocations for them. */
describe(`stock allocation under concurrency (PostgreSQL, ${ROUNDS} rounds)`, () => {
  it('200 parallel allocations of 1 against 100 pieces allocate exactly 100, and the ledger matches', async () => {
    await inRounds(async (round) => {
      await t.ctx.db.transaction((tx) =>
        receiveIn(
          tx,
          { partCode: part, warehouseCode: 'W05', storageCode: 'A-01-01-01', qty: 100, ...src },
          noArrival,
        ),
      );
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.ctx.db.transaction((tx) =>
            allocate(tx, {
              partCode: part,
              warehouseCode: 'W05',
              qty: 1,
              documentType: 'test',
              documentNo: `PG-${round}-${i}`,
              actorId: null,
              at: new Date(),
            }),
          ),
        ),
      );
      const allocated = results.reduce((n, r) => n + r.allocatedQty, 0);
      expect(allocated).toBe(100);
      expect(results.filter((r) => r.allocatedQty === 0)).toHaveLength(100);
      const [row] = await t.ctx.db
        .select()
        .from(stock)
        .where(and(eq(stock.partCode, part), eq(stock.warehouseCode, 'W05')));
      expect(row).toMatchObject({ onHandQty: 100 * round, allocatedQty: 100 * round });
      const ledger = await t.ctx.db.execute(sql`
        select sum(on_hand_delta)::int as oh, sum(allocated_delta)::int as al, count(*) filter (where allocated_delta < 0)::int as negative
        from stock_ledger where part_code = ${part} and warehouse_code = 'W05'`);
      expect(ledger.rows[0]).toEqual({ oh: 100 * round, al: 100 * round, negative: 0 });
    });
  });
});
