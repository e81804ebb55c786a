import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { inRounds, ROUNDS } from '../../../test/rounds';
import { parts } from '../parts/parts.tables';
import { allocate } from '../stock';
import { stock, stockLedger } from '../stock/stock.tables';

const t = useTestApp(['wh']);

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: t.auth(t.tokens.wh), payload });
  return { status: res.statusCode, body: res.json() };
};
const must = async (url: string, payload: object) => {
  const res = await post(url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number };
};

/**
 * Each round: a fresh part with 30 pieces at W01 `Y-01`; 3 scrap orders, 3 return orders and 3
 * transfers of 5 each made ready (submitted / audited); then all 9 executions and ships race 5 releases
 * (allocations of 3) — 60 pieces wanted of 30. Stock never goes negative, allocation stays within on
 * hand, every refusal is a coded 409, the pieces taken equal the on-hand drop, and the ledger sums to stock.
 */
describe(`warehouse operations under concurrency (PostgreSQL, ${ROUNDS} rounds)`, () => {
  it('parallel scrap, return, transfer and release on one part keep stock ≥ 0 and the ledger equal to stock', async () => {
    await inRounds(async (round) => {
      const partCode = `PGW01-${String(round).padStart(5, '0')}-00-A1`;
      await t.ctx.db.insert(parts).values({
        partCode,
        nameZh: '并发测试件',
        nameEn: 'Race part',
        pinyinInitials: 'bf',
        priceOrdinary: '1.00',
      });
      await t.ctx.db
        .insert(stock)
        .values({ partCode, warehouseCode: 'W01', storageCode: 'Y-01', onHandQty: 30 });
      await t.ctx.db.insert(stockLedger).values({
        partCode,
        warehouseCode: 'W01',
        storageCode: 'Y-01',
        onHandDelta: 30,
        movementType: 'import',
      });
      const line = { partCode, storageCode: 'Y-01', qty: 5 };
      const ready: (() => Promise<{ status: number; body: { code?: string } }>)[] = [];
      for (const path of ['/api/v1/warehouse/scrap-orders', '/api/v1/warehouse/returns']) {
        for (let i = 0; i < 3; i++) {
          const o = await must(path, { warehouseCode: 'W01', reason: '并发', lines: [line] });
          const s = await must(`${path}/${o.id}/submit`, { version: o.version });
          ready.push(() => post(`${path}/${o.id}/execute`, { version: s.version }));
        }
      }
      for (let i = 0; i < 3; i++) {
        const tr = await must('/api/v1/warehouse/transfers', {
          fromWarehouseCode: 'W01',
          toWarehouseCode: 'W02',
          lines: [{ partCode, qty: 5 }],
        });
        const a = await must(`/api/v1/warehouse/transfers/${tr.id}/audit`, {
          version: tr.version,
          decision: 'approve',
        });
        ready.push(() => post(`/api/v1/warehouse/transfers/${tr.id}/ship`, { version: a.version }));
      }
      const releases = Array.from(
        { length: 5 },
        (_, i) => () =>
          t.ctx.db.transaction((tx) =>
            allocate(tx, {
              partCode,
              warehouseCode: 'W01',
              qty: 3,
              documentType: 'test',
              documentNo: `PGR-${round}-${i}`,
              actorId: null,
              at: new Date(),
            }),
          ),
      );
      const [docs, allocs] = await Promise.all([
        Promise.all(ready.map((run) => run())),
        Promise.all(releases.map((run) => run())),
      ]);
      for (const d of docs) {
        if (d.status !== 200) {
          expect(d.status).toBe(409);
          expect(['STOCK_NOT_ENOUGH', 'STOCK_SHORTAGE']).toContain(d.body.code);
        }
      }
      const taken = docs.filter((d) => d.status === 200).length * 5;
      const allocated = allocs.reduce((n, a) => n + a.allocatedQty, 0);
      const [row] = await t.ctx.db.select().from(stock).where(eq(stock.partCode, partCode));
      expect(row.onHandQty).toBeGreaterThanOrEqual(0);
      expect(row.onHandQty).toBe(30 - taken);
      expect(row.allocatedQty).toBe(allocated);
      expect(row.allocatedQty).toBeLessThanOrEqual(row.onHandQty);
      const ledger = await t.ctx.db.execute(sql`
        select sum(on_hand_delta)::int as oh, sum(allocated_delta)::int as al
          from ${stockLedger} where part_code = ${partCode} and warehouse_code = 'W01' and storage_code = 'Y-01'`);
      expect(ledger.rows[0]).toEqual({ oh: row.onHandQty, al: row.allocatedQty });
    });
  });
});
