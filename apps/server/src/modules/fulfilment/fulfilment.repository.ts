import type { OrderStatus } from '@spm/domain';
import { and, asc, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { warehouseScope } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { requestedSort, sortTerm } from '../../platform/db/list-order';
import { type OrderActor, transitionOrder } from '../dealer-orders';
import { dealerOrderLines } from '../dealer-orders/dealer-orders.tables';

/** Who performs a fulfilment step (`userId` null: the system, e.g. a backorder released on stock arrival). */
export type Actor = OrderActor;

export const actorOf = (principal: Principal): Actor => ({ userId: principal.userId, name: principal.name });

/** The actor of automatic steps. */
export const SYSTEM_ACTOR: Actor = { userId: null, name: 'system' };

/**
 * Warehouse screens and commands work on the warehouse selected in the navbar, and only when it is one
 * of the caller's warehouses (head office: any). No current warehouse: nothing.
 */
export function currentWarehouseScope(principal: Principal, column: Column): SQL {
  const current = principal.currentWarehouseCode;
  if (!current) return sql`false`;
  return and(eq(column, current), warehouseScope(principal, column)) as SQL;
}

export type OrderLineRow = typeof dealerOrderLines.$inferSelect;

/** The lines of some orders, by order then line no. */
export async function linesOf(db: DbOrTx, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(dealerOrderLines)
    .where(inArray(dealerOrderLines.orderId, [...orderIds]))
    .orderBy(asc(dealerOrderLines.orderId), asc(dealerOrderLines.lineNo));
}

/**
 * Moves an order to `to` through the order status machine (dealer-orders `transitionOrder`:
 * ORDER_STATUS_TRANSITION_INVALID {from, to} when packages/domain does not allow it; a history row with
 * who, when (`at`, the app clock), from, to and action) and keeps `order.status` in step. Moving to
 * closed (10) gives the order's unsent amount back to the dealer's credit.
 */
export async function moveOrder(
  tx: Tx,
  order: { id: number; status: number },
  to: OrderStatus,
  action: string,
  actor: Actor,
  at: Date,
): Promise<void> {
  await transitionOrder(tx, order.id, to, { action, actor, at });
  order.status = to;
}

/**
 * ORDER BY of a list from the API's `sort` (`field` or `-field`, API.md "Lists"): only the listed
 * fields sort; anything else falls back to `fallback`. The id breaks ties so paging is stable.
 */
export function sortOf(
  sort: string | undefined,
  fields: Record<string, Column | SQL>,
  fallback: SQL[],
  tieBreak: Column,
): SQL[] {
  const asked = requestedSort(sort, fields);
  if (!asked) return [...fallback, sql`${tieBreak} desc`];
  return [sortTerm(asked, fields), sql`${tieBreak} ${sql.raw(asked.descending ? 'desc' : 'asc')}`];
}
