import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { stock } from './stock.tables';

/**
 * Pieces on hand in a warehouse (all parts, all storages): stock blocks the warehouse's abolition
 * (spec §8 "warehouse in use cannot abolish").
 */
export async function warehouseStockOf(db: DbOrTx, warehouseCode: string): Promise<{ stockQty: number }> {
  const [row] = await db
    .select({ qty: sql<number>`coalesce(sum(${stock.onHandQty}), 0)::int` })
    .from(stock)
    .where(eq(stock.warehouseCode, warehouseCode));
  return { stockQty: Number(row?.qty ?? 0) };
}
