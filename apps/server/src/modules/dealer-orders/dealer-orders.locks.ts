import type { OrderStatus, OrderType, TransportType } from '@spm/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { requireFound } from '../../platform/access/scope';
import type { Tx } from '../../platform/db/client';
import { dealers } from '../../platform/db/platform.tables';
import { checkVersion } from '../../platform/documents';
import { type OrderingDealer, orderIdRef, orderingDealerColumns } from './dealer-orders.repository';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';

/** The order columns the commands read under the lock. */
const lockedColumns = {
  id: dealerOrders.id,
  status: dealerOrders.status,
  orderType: dealerOrders.orderType,
  transportType: dealerOrders.transportType,
  dealerCode: dealerOrders.dealerCode,
  orderWarehouseCode: dealerOrders.orderWarehouseCode,
  receivingWarehouseCode: dealerOrders.receivingWarehouseCode,
  approvalNo: dealerOrders.approvalNo,
  dfsPurchaseCode: dealerOrders.dfsPurchaseCode,
  vin: dealerOrders.vin,
  approvalStatus: dealerOrders.approvalStatus,
  agentEntered: dealerOrders.agentEntered,
  version: dealerOrders.version,
};

/** A saved line of an order as the commands read it under the lock (price and amount: CNY text, 2 decimals). */
export interface SavedLine {
  lineNo: number;
  partCode: string;
  qty: number;
  price: string;
  amount: string;
}

/** The saved lines of the order row in line order, as one JSON column. */
const savedLinesColumn = sql<SavedLine[]>`(select coalesce(json_agg(json_build_object('lineNo', l.line_no,
  'partCode', l.part_code, 'qty', l.qty, 'price', l.price::text, 'amount', l.amount::text) order by l.line_no), '[]'::json)
  from ${dealerOrderLines} l where l.order_id = ${orderIdRef})`;

/** The locked row, NOT_FOUND when missing, CONCURRENT_MODIFICATION when `version` is given and differs. */
function checkedOrder<
  R extends { status: number; orderType: string; transportType: string | null; version: number },
>(row: R | undefined, version: number | undefined) {
  const order = requireFound(row);
  if (version !== undefined) checkVersion(order, version);
  return {
    ...order,
    status: order.status as OrderStatus,
    orderType: order.orderType as OrderType,
    transportType: order.transportType as TransportType | null,
  };
}

/**
 * Locks order `id` (`FOR UPDATE`) when it is within `scope` (the caller's data scope) and checks the
 * version read: NOT_FOUND (404) outside the scope or for an unknown id, CONCURRENT_MODIFICATION (409)
 * when `version` is given and the order has another. Call inside the command's transaction.
 */
export async function lockOrder(tx: Tx, scope: SQL, id: number, version: number | undefined) {
  const rows = await tx
    .select(lockedColumns)
    .from(dealerOrders)
    .where(and(eq(dealerOrders.id, id), scope))
    .for('update', { of: dealerOrders });
  return checkedOrder(rows[0], version);
}

/**
 * `lockOrder` that also reads, in the same statement (one round trip), the order's saved lines (line
 * no, part code, qty, price, amount, in line order) and its dealer (null when the dealer row is missing; the caller decides).
 */
export async function lockOrderWithDealer(tx: Tx, scope: SQL, id: number, version: number | undefined) {
  const rows = await tx
    .select({ ...lockedColumns, saved: savedLinesColumn, dealer: orderingDealerColumns })
    .from(dealerOrders)
    .leftJoin(dealers, eq(dealers.code, dealerOrders.dealerCode))
    .where(and(eq(dealerOrders.id, id), scope))
    .for('update', { of: dealerOrders });
  const order = checkedOrder(rows[0], version);
  const row = rows[0] as NonNullable<(typeof rows)[number]>;
  return { order, saved: row.saved, dealer: row.dealer as OrderingDealer | null };
}
