import { type RuleViolation, violation } from '../rules.js';
import type { OrderType } from './order-enums.js';
import { ORDER_STATUS, type OrderStatus } from './order-status.js';

/**
 * Head office's hold of a submitted order (spec §4 status 1 "less than amount or postponed";
 * docs/decisions/order-status.md): a non-VOR order that is submitted and not yet released (2 to owe,
 * 3 can release) may be put on hold (→ 1). VOR orders use status 1 for their approval instead.
 * ORDER_NOT_HOLDABLE {status}.
 */
export function checkHoldable(order: { status: OrderStatus; orderType: OrderType }): RuleViolation | null {
  const ok =
    order.orderType !== 'VOR' &&
    (order.status === ORDER_STATUS.canRelease || order.status === ORDER_STATUS.backordered);
  return ok ? null : violation('ORDER_NOT_HOLDABLE', { status: order.status });
}

/** Releasing a hold (1 → 3): only a held non-VOR order. ORDER_NOT_HELD {status}. */
export function checkHoldReleasable(order: {
  status: OrderStatus;
  orderType: OrderType;
}): RuleViolation | null {
  return order.status === ORDER_STATUS.postponed && order.orderType !== 'VOR'
    ? null
    : violation('ORDER_NOT_HELD', { status: order.status });
}

/** The statuses head office may close an order from by hand (→ 10): submitted and not yet released. */
export const MANUALLY_CLOSABLE_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.postponed,
  ORDER_STATUS.backordered,
  ORDER_STATUS.canRelease,
];

/**
 * Manual close (spec §4 status 10) needs the user's confirmation (`confirmed` true, else
 * ORDER_CLOSE_NOT_CONFIRMED) and an order in MANUALLY_CLOSABLE_STATUSES (else ORDER_NOT_CLOSABLE {status}).
 */
export function checkManualClose(order: { status: OrderStatus }, confirmed: boolean): RuleViolation | null {
  if (!confirmed) return violation('ORDER_CLOSE_NOT_CONFIRMED', {}, 'confirmed');
  return MANUALLY_CLOSABLE_STATUSES.includes(order.status)
    ? null
    : violation('ORDER_NOT_CLOSABLE', { status: order.status });
}

/**
 * Spec §5 "qty cannot be below shipped qty (in some flows qty cannot be raised on modification)": the
 * new qty of a submitted order's line must be at least its shipped qty (ORDER_QTY_BELOW_SHIPPED
 * {partCode, qty, shippedQty}) and at most its qty before the change (ORDER_QTY_RAISED {partCode, qty,
 * originalQty}); field `field`.
 */
export function checkLineQtyModification(
  line: { partCode: string; qty: number; shippedQty: number; originalQty: number },
  field: string,
): RuleViolation | null {
  if (line.qty < line.shippedQty)
    return violation(
      'ORDER_QTY_BELOW_SHIPPED',
      { partCode: line.partCode, qty: line.qty, shippedQty: line.shippedQty },
      field,
    );
  if (line.qty > line.originalQty)
    return violation(
      'ORDER_QTY_RAISED',
      { partCode: line.partCode, qty: line.qty, originalQty: line.originalQty },
      field,
    );
  return null;
}
