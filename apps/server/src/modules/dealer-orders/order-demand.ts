import { and, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsAny } from '../../platform/db/filters';
import type { DemandLine } from '../master-data';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';

/** Orders that count as demand: submitted and neither back to draft (0) nor deleted (11). */
const submitted = () => and(isNotNull(dealerOrders.submittedAt), notInArray(dealerOrders.status, [0, 11]));

/**
 * Pieces of each of `partCodes` ordered on submitted orders since `since` (spec §8 abnormal demand
 * advisory, the "recent average" basis). Parts never ordered are absent from the map.
 */
export async function orderedQtySince(
  db: DbOrTx,
  partCodes: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (partCodes.length === 0) return new Map();
  const rows = await db
    .select({ partCode: dealerOrderLines.partCode, qty: sql<number>`sum(${dealerOrderLines.qty})::int` })
    .from(dealerOrderLines)
    .innerJoin(dealerOrders, eq(dealerOrders.id, dealerOrderLines.orderId))
    .where(
      and(
        submitted(),
        gte(dealerOrders.submittedAt, since),
        inArray(dealerOrderLines.partCode, [...partCodes]),
      ),
    )
    .groupBy(dealerOrderLines.partCode);
  return new Map(rows.map((r) => [r.partCode, Number(r.qty)]));
}

/** A line of a submitted order, as the abnormal demand list (master data) reads it (qty in pieces). */
export type SubmittedLine = DemandLine;

/**
 * Lines of orders submitted since `since` with at least `minQty` pieces, newest first, at most `limit`
 * (the candidates of the abnormal demand list); `partCode` (contains) and `dealerCode` narrow them.
 */
export async function submittedLinesSince(
  db: DbOrTx,
  q: { since: Date; minQty: number; partCode?: string; dealerCode?: string; limit: number },
): Promise<SubmittedLine[]> {
  const rows = await db
    .select({
      orderId: dealerOrders.id,
      orderNo: sql<string>`coalesce(${dealerOrders.dealerOrderNo}, ${dealerOrders.tempOrderNo})`,
      dealerCode: dealerOrders.dealerCode,
      submittedAt: dealerOrders.submittedAt,
      lineNo: dealerOrderLines.lineNo,
      partCode: dealerOrderLines.partCode,
      qty: dealerOrderLines.qty,
    })
    .from(dealerOrderLines)
    .innerJoin(dealerOrders, eq(dealerOrders.id, dealerOrderLines.orderId))
    .where(
      and(
        submitted(),
        gte(dealerOrders.submittedAt, q.since),
        gte(dealerOrderLines.qty, q.minQty),
        containsAny(q.partCode, [dealerOrderLines.partCode]),
        q.dealerCode ? eq(dealerOrders.dealerCode, q.dealerCode) : undefined,
      ),
    )
    .orderBy(desc(dealerOrders.submittedAt), desc(dealerOrders.id), dealerOrderLines.lineNo)
    .limit(q.limit);
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt as Date }));
}
