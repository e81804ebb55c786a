import { type RuleViolation, violation } from '../rules.js';
import type { OrderType, VorApprovalStatus } from './order-enums.js';
import { ORDER_STATUS, type OrderStatus, UNRELEASED_ORDER_STATUSES } from './order-status.js';

/**
 * What the action guards read from a dealer order. The web can fill it from a list row, the server
 * from the order row; each guard takes only the fields it needs.
 */
export interface OrderActionInput {
  readonly status: OrderStatus;
  readonly orderType: OrderType;
  /** Entered by head office on the dealer's behalf ("agent" / proxy entry). */
  readonly agentEntered: boolean;
  /** Pieces received so far over all lines (real or virtual receipt). */
  readonly receivedQty: number;
  /** A DO (delivery order: pick bill or ship bill) exists for the order. */
  readonly hasDeliveryOrder: boolean;
  readonly vorApprovalStatus: VorApprovalStatus;
  /** Number of order lines. */
  readonly lineCount: number;
}

/**
 * Delete guard (spec §4 "only unreleased, non-proxy-entered orders can be deleted", §8 messages).
 * In order: ORDER_PARTLY_RECEIVED when anything was received; ORDER_NOT_DELETABLE when a DO exists or
 * the status is not unreleased (0-3); ORDER_AGENT_ENTERED when head office entered it. API.md answers
 * DELETE with 409 and top-level code ORDER_NOT_DELETABLE; when this returns another code, put it in
 * the error's `errors[]` so its wording is shown.
 */
export function checkDeletable(
  order: Pick<OrderActionInput, 'status' | 'agentEntered' | 'receivedQty' | 'hasDeliveryOrder'>,
): RuleViolation | null {
  if (order.receivedQty > 0) return violation('ORDER_PARTLY_RECEIVED', undefined, 'status');
  if (order.hasDeliveryOrder || !UNRELEASED_ORDER_STATUSES.includes(order.status)) {
    return violation('ORDER_NOT_DELETABLE', undefined, 'status');
  }
  if (order.agentEntered) return violation('ORDER_AGENT_ENTERED', undefined, 'status');
  return null;
}

/**
 * Edit guard (spec §4 "only the unfinished order is editable"): only status 0 (uncompleted:
 * unsubmitted, temporarily saved, or a rejected VOR order sent back) may be edited.
 * Code ORDER_NOT_EDITABLE {status}.
 */
export function checkEditable(order: Pick<OrderActionInput, 'status'>): RuleViolation | null {
  return order.status === ORDER_STATUS.uncompleted
    ? null
    : violation('ORDER_NOT_EDITABLE', { status: order.status }, 'status');
}

/**
 * Submit guard: status 0 (ORDER_NOT_SUBMITTABLE {status}) with at least one line
 * (ORDER_LINES_REQUIRED, field `lines`). Line, header and credit rules are checked separately.
 */
export function checkSubmittable(
  order: Pick<OrderActionInput, 'status' | 'lineCount'>,
): RuleViolation | null {
  if (order.status !== ORDER_STATUS.uncompleted) {
    return violation('ORDER_NOT_SUBMITTABLE', { status: order.status }, 'status');
  }
  return order.lineCount > 0 ? null : violation('ORDER_LINES_REQUIRED', undefined, 'lines');
}

/** Where a successful submit puts an order. */
export interface SubmitOutcome {
  readonly status: OrderStatus;
  readonly vorApprovalStatus: VorApprovalStatus;
}

/**
 * The status after a submit that passed every rule (credit included; a credit shortfall leaves the
 * order in 0 and answers CREDIT_SHORTFALL). VOR orders wait for approval in 1 (postponed) with
 * approval `pending`; an order below the minimum order amount or postponed by the dealer waits in 1;
 * everything else becomes 3 (can release).
 */
export function submitOutcome(
  order: Pick<OrderActionInput, 'orderType'>,
  hold: { belowMinimumAmount?: boolean; postponed?: boolean } = {},
): SubmitOutcome {
  if (order.orderType === 'VOR') return { status: ORDER_STATUS.postponed, vorApprovalStatus: 'pending' };
  if (hold.belowMinimumAmount || hold.postponed) {
    return { status: ORDER_STATUS.postponed, vorApprovalStatus: 'none' };
  }
  return { status: ORDER_STATUS.canRelease, vorApprovalStatus: 'none' };
}

/**
 * VOR approval guard: the order must be a VOR order in status 1 with approval `pending`.
 * Code VOR_APPROVAL_NOT_PENDING. A rejection also needs an opinion (server: REQUIRED {field}).
 */
export function checkVorDecidable(
  order: Pick<OrderActionInput, 'orderType' | 'status' | 'vorApprovalStatus'>,
): RuleViolation | null {
  const pending =
    order.orderType === 'VOR' &&
    order.status === ORDER_STATUS.postponed &&
    order.vorApprovalStatus === 'pending';
  return pending ? null : violation('VOR_APPROVAL_NOT_PENDING', undefined, 'vorApprovalStatus');
}

/**
 * Where a VOR decision puts the order: approve → 3 (can release), `approved`; reject → back to 0
 * (uncompleted) with `rejected`, so the dealer can change it (e.g. into an Urgent order), resubmit or
 * delete it.
 */
export function vorDecisionOutcome(decision: 'approve' | 'reject'): SubmitOutcome {
  return decision === 'approve'
    ? { status: ORDER_STATUS.canRelease, vorApprovalStatus: 'approved' }
    : { status: ORDER_STATUS.uncompleted, vorApprovalStatus: 'rejected' };
}

/**
 * Release guard: only status 3 (can release) or 2 (backorder waiting for stock) may be released.
 * Code ORDER_NOT_RELEASABLE {dealerOrderNo}.
 */
export function checkReleasable(order: { status: OrderStatus; dealerOrderNo: string }): RuleViolation | null {
  return order.status === ORDER_STATUS.canRelease || order.status === ORDER_STATUS.backordered
    ? null
    : violation('ORDER_NOT_RELEASABLE', { dealerOrderNo: order.dealerOrderNo }, 'status');
}

/** Boolean forms of the action guards, for enabling buttons; the server uses the `check…` forms. */
export const orderActions = {
  isDeletable: (order: Parameters<typeof checkDeletable>[0]): boolean => checkDeletable(order) === null,
  isEditable: (order: Parameters<typeof checkEditable>[0]): boolean => checkEditable(order) === null,
  isSubmittable: (order: Parameters<typeof checkSubmittable>[0]): boolean => checkSubmittable(order) === null,
  isVorDecidable: (order: Parameters<typeof checkVorDecidable>[0]): boolean =>
    checkVorDecidable(order) === null,
  isReleasable: (order: Parameters<typeof checkReleasable>[0]): boolean => checkReleasable(order) === null,
} as const;
