import { nearestValidOrderQty, type SalesQuantities } from '@spm/domain';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import { parts } from '../../../modules/parts/parts.tables';
import { stock } from '../../../modules/stock/stock.tables';
import type { Db } from '../../../platform/db/client';

/**
 * The parts demo orders are placed for: the parts `where` selects that have more than `minOnHand`
 * pieces on hand in warehouse W01, each once, by part code, with their order-quantity rules (minimum
 * package and unit sales qty, pieces). A query: take a slice with `.offset()` / `.limit()`.
 */
export const partsStockedInW01 = (db: Db, minOnHand: number, where: SQL | undefined) =>
  db
    .selectDistinct({
      partCode: parts.partCode,
      minPackageQty: parts.minPackageQty,
      unitSalesQty: parts.unitSalesQty,
    })
    .from(parts)
    .innerJoin(
      stock,
      and(eq(stock.partCode, parts.partCode), eq(stock.warehouseCode, 'W01'), gt(stock.onHandQty, minOnHand)),
    )
    .where(where)
    .orderBy(asc(parts.partCode));

/**
 * Order lines that go round `stocked`: each call answers `n` lines on the next `n` parts (after those
 * of the calls before), line `i` asking `qtyOf(i)` pieces raised to a valid order quantity of its part.
 */
export function orderLinesFrom(
  stocked: readonly ({ partCode: string } & SalesQuantities)[],
  qtyOf: (i: number) => number,
): (n: number) => { partCode: string; qty: number }[] {
  let next = 0;
  return (n) =>
    Array.from({ length: n }, (_, i) => {
      const part = stocked[next++ % stocked.length];
      return { partCode: part.partCode, qty: nearestValidOrderQty(qtyOf(i), part) };
    });
}
