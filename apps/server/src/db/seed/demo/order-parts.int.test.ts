import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helpers';
import { parts } from '../../../modules/parts/parts.tables';
import { stock } from '../../../modules/stock/stock.tables';
import { partsStockedInW01 } from './order-parts';

const t = useTestApp([]);

describe('partsStockedInW01', () => {
  it('answers each selected part with more than the pieces on hand in W01 once, by part code', async () => {
    const db = t.database.db;
    const found = await partsStockedInW01(db, 20, eq(parts.status, 'CUR'));
    const codes = found.map((p) => p.partCode);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).toEqual([...new Set(codes)].sort());
    const expected = await db
      .selectDistinct({ partCode: stock.partCode })
      .from(stock)
      .innerJoin(parts, eq(parts.partCode, stock.partCode))
      .where(and(eq(stock.warehouseCode, 'W01'), gt(stock.onHandQty, 20), eq(parts.status, 'CUR')));
    expect(codes).toEqual(expected.map((p) => p.partCode).sort());
    expect(found[0]).toEqual({
      partCode: codes[0],
      minPackageQty: expect.any(Number),
      unitSalesQty: expect.any(Number),
    });
    const slice = await partsStockedInW01(db, 20, eq(parts.status, 'CUR')).offset(1).limit(2);
    expect(slice.map((p) => p.partCode)).toEqual(codes.slice(1, 3));
  });
});
