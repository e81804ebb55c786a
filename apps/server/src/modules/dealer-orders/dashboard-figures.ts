import { ORDER_STATUS, vorWorkflow } from '@spm/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type DealerStatusCounts, dealerCountsByStatus } from '../../platform/db/grouped-counts';
import type { PendingCount } from '../../platform/workflow/workflow.engine';
import { dealerOrders } from './dealer-orders.tables';

/**
 * A dealer's orders per status (spec §4 statuses 0–10; deleted orders are not counted), statuses
 * without orders left out. One grouped count on `dealer_orders_dealer_idx`.
 */
export const orderCountsByStatus: DealerStatusCounts = (db, dealerCode) =>
  dealerCountsByStatus(db, dealerOrders, dealerOrders, dealerCode, ORDER_STATUS.deleted);

/**
 * The release backlog of warehouses (what `/warehouse/release` lists): orders that can be released
 * (3) per order type, and the backordered ones (2, "to owe"), of orders placed on `warehouseCodes`.
 * One grouped count on `dealer_orders_warehouse_idx`; nothing for an empty list.
 */
export async function releaseBacklogOf(
  db: DbOrTx,
  warehouseCodes: readonly string[],
): Promise<{ byOrderType: { orderType: string; count: number }[]; backorders: number }> {
  if (warehouseCodes.length === 0) return { byOrderType: [], backorders: 0 };
  const rows = await db
    .select({
      orderType: dealerOrders.orderType,
      canRelease: sql<number>`count(*) filter (where ${dealerOrders.status} = ${ORDER_STATUS.canRelease})::int`,
      backordered: sql<number>`count(*) filter (where ${dealerOrders.status} = ${ORDER_STATUS.backordered})::int`,
    })
    .from(dealerOrders)
    .where(
      and(
        inArray(dealerOrders.orderWarehouseCode, [...warehouseCodes]),
        inArray(dealerOrders.status, [ORDER_STATUS.canRelease, ORDER_STATUS.backordered]),
      ),
    )
    .groupBy(dealerOrders.orderType);
  return {
    byOrderType: rows
      .filter((r) => Number(r.canRelease) > 0)
      .map((r) => ({ orderType: r.orderType, count: Number(r.canRelease) })),
    backorders: rows.reduce((n, r) => n + Number(r.backordered), 0),
  };
}

/**
 * VOR orders waiting for `principal`'s approval (the VOR workflow's "pending for me"); null for a user
 * who approves no VOR order. One count on `dealer_orders_status_idx`.
 */
export const vorApprovalsPendingFor: PendingCount = (db, principal, workflow) =>
  workflow.countPending(
    db,
    vorWorkflow,
    principal,
    dealerOrders,
    { state: dealerOrders.status },
    and(eq(dealerOrders.orderType, 'VOR'), eq(dealerOrders.approvalStatus, 'pending')),
  );
