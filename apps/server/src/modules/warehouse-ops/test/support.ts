import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/helpers';
import { parts } from '../../parts/parts.tables';
import { stock, stockLedger } from '../../stock/stock.tables';

/** Test parts of the warehouse operations: `mine` is the responsibility of `wh` (刘洋), `other` of someone else. */
export const WP = {
  mine: 'WOP01-00001-00-A1',
  other: 'WOP01-00002-00-A1',
  free: 'WOP01-00003-00-A1',
} as const;

/** Inserts the `WP` parts and stock: 200 of each at W01 `Y-01`, 5 of `free` at W02 `Y-01`, with ledger rows. */
export async function insertWarehouseParts(t: TestApp): Promise<void> {
  const base = { nameZh: '测试配件', nameEn: 'Test part', pinyinInitials: 'cs', priceOrdinary: '10.00' };
  await t.ctx.db.insert(parts).values([
    { ...base, partCode: WP.mine, nameZh: '机油滤清器', responsiblePerson: '刘洋' },
    { ...base, partCode: WP.other, responsiblePerson: '王芳' },
    { ...base, partCode: WP.free, responsiblePerson: null },
  ]);
  const rows = [
    ...Object.values(WP).map((partCode) => ({
      partCode,
      warehouseCode: 'W01',
      storageCode: 'Y-01',
      onHandQty: 200,
    })),
    { partCode: WP.free, warehouseCode: 'W02', storageCode: 'Y-01', onHandQty: 5 },
  ];
  await t.ctx.db.insert(stock).values(rows);
  await t.ctx.db
    .insert(stockLedger)
    .values(
      rows.map((r) => ({ ...r, onHandQty: undefined, onHandDelta: r.onHandQty, movementType: 'import' })),
    );
}

/** On-hand pieces of a part per warehouse and location, e.g. `{ 'W01 Y-01': 20 }`. */
export async function onHandOf(t: TestApp, partCode: string): Promise<Record<string, number>> {
  const rows = await t.ctx.db.select().from(stock).where(eq(stock.partCode, partCode));
  return Object.fromEntries(rows.map((r) => [`${r.warehouseCode} ${r.storageCode}`, r.onHandQty]));
}

/** Expects the ledger of a part, summed per location, to equal its stock rows (on hand and allocated). */
export async function expectLedgerAgrees(t: TestApp, partCode: string): Promise<void> {
  const stockRows = await t.ctx.db.select().from(stock).where(eq(stock.partCode, partCode));
  const ledger = await t.ctx.db.select().from(stockLedger).where(eq(stockLedger.partCode, partCode));
  const sums = new Map<string, { onHand: number; allocated: number }>();
  for (const l of ledger) {
    const key = `${l.warehouseCode} ${l.storageCode}`;
    const s = sums.get(key) ?? { onHand: 0, allocated: 0 };
    s.onHand += l.onHandDelta;
    s.allocated += l.allocatedDelta;
    sums.set(key, s);
  }
  for (const r of stockRows) {
    expect(sums.get(`${r.warehouseCode} ${r.storageCode}`) ?? { onHand: 0, allocated: 0 }).toEqual({
      onHand: r.onHandQty,
      allocated: r.allocatedQty,
    });
  }
}
