import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';

/**
 * What fulfilment may do to the order rows, which this module owns (ARCHITECTURE §2 "One owner per
 * aggregate"): lock orders for a fulfilment step and record line progress. Status moves go through
 * `transitionOrder`.
 */

/** The order header fields fulfilment reads (release, pick, box, ship, receive). */
export const orderColumns = {
  id: dealerOrders.id,
  dealerOrderNo: dealerOrders.dealerOrderNo,
  orderType: dealerOrders.orderType,
  status: dealerOrders.status,
  approvalStatus: dealerOrders.approvalStatus,
  dealerCode: dealerOrders.dealerCode,
  orderWarehouseCode: dealerOrders.orderWarehouseCode,
  acceptBackorder: dealerOrders.acceptBackorder,
  transportType: dealerOrders.transportType,
  submittedAt: dealerOrders.submittedAt,
  createdAt: dealerOrders.createdAt,
};

export type OrderRow = {
  id: number;
  dealerOrderNo: string | null;
  orderType: string;
  status: number;
  approvalStatus: string | null;
  dealerCode: string;
  orderWarehouseCode: string;
  acceptBackorder: boolean;
  transportType: string | null;
  submittedAt: Date | null;
  createdAt: Date;
};

/**
 * Locks the given orders (`FOR UPDATE`, in id order, so concurrent commands cannot deadlock on them)
 * and answers those inside `scope`; ids outside it are simply absent (the caller answers NOT_FOUND).
 */
export async function lockOrders(tx: Tx, ids: readonly number[], scope: SQL): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select(orderColumns)
    .from(dealerOrders)
    .where(and(inArray(dealerOrders.id, [...ids]), scope))
    .orderBy(asc(dealerOrders.id))
    .for('update');
}

/**
 * Records fulfilment progress on one order line: adds signed deltas (pieces) to its allocated,
 * backorder, picked, shipped and received counters in one UPDATE; nothing for all-zero deltas.
 */
export async function recordLineProgress(
  tx: Tx,
  lineId: number,
  delta: {
    allocatedQty?: number;
    backorderQty?: number;
    pickedQty?: number;
    shippedQty?: number;
    receivedQty?: number;
  },
): Promise<void> {
  const set: Record<string, SQL> = {};
  for (const [key, value] of Object.entries(delta)) {
    if (!value) continue;
    const column = dealerOrderLines[key as keyof typeof delta];
    set[key] = sql`${column} + ${value}`;
  }
  if (Object.keys(set).length === 0) return;
  await tx.update(dealerOrderLines).set(set).where(eq(dealerOrderLines.id, lineId));
}

/**
 * Records a release on many order lines: adds allocated and backorder deltas (pieces) in one set-based
 * UPDATE; lines whose deltas are both 0 are left out.
 */
export async function recordLinesProgress(
  tx: Tx,
  deltas: { lineId: number; allocatedQty: number; backorderQty: number }[],
) {
  const changed = deltas.filter((d) => d.allocatedQty !== 0 || d.backorderQty !== 0);
  if (changed.length === 0) return;
  const values = changed.map((d) => sql`(${d.lineId}::int, ${d.allocatedQty}::int, ${d.backorderQty}::int)`);
  await tx.execute(sql`
    update ${dealerOrderLines} as l
       set allocated_qty = l.allocated_qty + v.allocated, backorder_qty = l.backorder_qty + v.backorder
      from (values ${sql.join(values, sql`, `)}) as v(id, allocated, backorder)
     where l.id = v.id`);
}
