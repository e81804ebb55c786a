import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dealerOrders } from './dealer-orders.tables';

/**
 * Orders not yet finished, closed or deleted: 0 (a draft can still be submitted) and 1–8 (submitted
 * and on their way). They keep a dealer from being closed and a warehouse from being abolished
 * (docs/decisions/master-data.md).
 */
const UNFINISHED_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** The dealer's unfinished orders (spec §2 dealer master "dealer with open orders cannot be closed"). */
export async function dealerOpenOrdersOf(db: DbOrTx, dealerCode: string): Promise<{ openOrders: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(dealerOrders)
    .where(and(eq(dealerOrders.dealerCode, dealerCode), inArray(dealerOrders.status, UNFINISHED_STATUSES)));
  return { openOrders: Number(row?.n ?? 0) };
}

/** Unfinished orders placed on or received into a warehouse (spec §8 "warehouse in use cannot abolish"). */
export async function warehouseOpenOrdersOf(
  db: DbOrTx,
  warehouseCode: string,
): Promise<{ openDocuments: number }> {
  const [row] = await db
    .select({ n: count() })
    .from(dealerOrders)
    .where(
      and(
        inArray(dealerOrders.status, UNFINISHED_STATUSES),
        or(
          eq(dealerOrders.orderWarehouseCode, warehouseCode),
          eq(dealerOrders.receivingWarehouseCode, warehouseCode),
        ),
      ),
    );
  return { openDocuments: Number(row?.n ?? 0) };
}
