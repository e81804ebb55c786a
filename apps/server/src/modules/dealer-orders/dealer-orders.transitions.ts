import {
  assertTransition,
  ORDER_STATUS,
  type OrderStatus,
  SUBMITTED_NOT_SETTLED_STATUSES,
  sumMoney,
  type VorApprovalStatus,
} from '@spm/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { enforceAll } from '../../platform/errors';
import { releaseCredit } from '../credit';
import type { OrderActor } from './dealer-orders.repository';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';
import { HEAD, historyInsert, inOneStatement } from './dealer-orders.writes';

export type { OrderActor } from './dealer-orders.repository';

/** Statuses into which an order gives its credit reservation back (not shipped: nothing to settle). */
const RELEASING_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.uncompleted,
  ORDER_STATUS.closed,
  ORDER_STATUS.deleted,
];

/** Options of a status change. */
export interface TransitionOptions {
  /** History action, e.g. `release`, `pick`, `box`, `ship`, `receive`, `close` (≤ 20 characters). */
  action: string;
  /** Who does it (`Principal` fits); `userId` null for system jobs. */
  actor: OrderActor;
  /** Opinion or remark written to the history. */
  opinion?: string | null;
  /** When given, the order must still have this version (else CONCURRENT_MODIFICATION, 409). */
  expectedVersion?: number;
  /** The instant written to the history and `updated_at`: the caller's clock (`now()`). */
  at: Date;
  /** VOR approval status to set with the move. */
  vorApprovalStatus?: VorApprovalStatus;
}

/** The order after a status change. */
export interface TransitionResult {
  id: number;
  dealerCode: string;
  dealerOrderNo: string | null;
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
  version: number;
  /** Credit given back by this move (CNY; "0.00" when none). */
  releasedAmount: string;
}

/** Unsent amount of an order (CNY): Σ price × max(qty − shipped, 0) over its lines. */
export async function orderUnsentAmount(tx: DbOrTx, orderId: number): Promise<string> {
  const rows = await tx
    .select({
      price: dealerOrderLines.price,
      qty: dealerOrderLines.qty,
      shipped: dealerOrderLines.shippedQty,
    })
    .from(dealerOrderLines)
    .where(eq(dealerOrderLines.orderId, orderId));
  return sumMoney(rows.map((r) => new Decimal(r.price).times(Math.max(0, r.qty - r.shipped))));
}

/**
 * Moves a dealer order to `toStatus` (spec §4; the allowed moves are `orderTransitions` in
 * packages/domain): locks the order row (`FOR UPDATE`), checks the move (ORDER_STATUS_TRANSITION_INVALID
 * 409 {from, to}) and the optional expected version (CONCURRENT_MODIFICATION 409), updates status and
 * version, and appends a history row with the actor and opinion. Leaving a submitted-not-settled
 * status (1, 2, 3, 4, 6, 7) for 0 uncompleted, 10 closed or 11 deleted gives the order's unsent amount
 * back to the dealer's credit; every other credit movement (settling on shipment, a cancelled
 * backorder qty) is the caller's, through credit.service. NOT_FOUND (404) for an unknown id. Runs in
 * the caller's transaction; the caller checks data scope before.
 */
export async function transitionOrder(
  tx: DbOrTx,
  orderId: number,
  toStatus: OrderStatus,
  options: TransitionOptions,
): Promise<TransitionResult> {
  const order = await lockRow(tx, dealerOrders, eq(dealerOrders.id, orderId), options.expectedVersion);
  const fromStatus = order.status as OrderStatus;
  enforceAll([assertTransition(fromStatus, toStatus)]);
  const { at } = options;
  let releasedAmount = '0.00';
  if (SUBMITTED_NOT_SETTLED_STATUSES.includes(fromStatus) && RELEASING_STATUSES.includes(toStatus)) {
    releasedAmount = await orderUnsentAmount(tx, orderId);
    await releaseCredit(tx, order.dealerCode, releasedAmount, at);
  }
  // the status move and its history row are one statement (one round trip)
  const [updated] = await inOneStatement<{ id: number; version: number }>(
    tx,
    tx
      .update(dealerOrders)
      .set({
        status: toStatus,
        ...(options.vorApprovalStatus
          ? { approvalStatus: options.vorApprovalStatus === 'none' ? null : options.vorApprovalStatus }
          : {}),
        version: sql`${dealerOrders.version} + 1`,
        updatedAt: at,
      })
      .where(eq(dealerOrders.id, orderId))
      .returning({ id: dealerOrders.id, version: dealerOrders.version }),
    [
      historyInsert(HEAD, {
        fromStatus,
        toStatus,
        action: options.action,
        actor: options.actor,
        opinion: options.opinion,
        at,
      }),
    ],
  );
  return {
    id: orderId,
    dealerCode: order.dealerCode,
    dealerOrderNo: order.dealerOrderNo,
    fromStatus,
    toStatus,
    version: updated.version,
    releasedAmount,
  };
}
