import type { OrderType } from '../orders/order-enums.js';
import { ORDER_STATUS, type OrderStatus } from '../orders/order-status.js';
import { isPositiveInteger, type RuleResult, ruleOk, ruleRefused, violation } from '../rules.js';

/** Release order of order types: VOR first, then Urgent, Normal, DFS (lower releases earlier). */
export const RELEASE_PRIORITY: Readonly<Record<OrderType, number>> = { VOR: 0, Urgent: 1, Normal: 2, DFS: 3 };

/** What the release queue sorts on. */
export interface ReleaseCandidate {
  readonly orderType: OrderType;
  /** Submit time, ISO 8601 with offset (or a Date). */
  readonly submittedAt: string | Date;
  /** Tie-break so the order is total and stable. */
  readonly dealerOrderNo: string;
}

const time = (t: string | Date): number => (t instanceof Date ? t.getTime() : Date.parse(t));

/**
 * Comparator for `Array.prototype.sort`: order type priority (VOR, Urgent, Normal, DFS), then earlier
 * submit time, then DealerOrderNO. Negative when `a` is released first.
 */
export function compareReleasePriority(a: ReleaseCandidate, b: ReleaseCandidate): number {
  const byType = RELEASE_PRIORITY[a.orderType] - RELEASE_PRIORITY[b.orderType];
  if (byType !== 0) return byType;
  const byTime = time(a.submittedAt) - time(b.submittedAt);
  if (byTime !== 0) return byTime;
  return a.dealerOrderNo < b.dealerOrderNo ? -1 : a.dealerOrderNo > b.dealerOrderNo ? 1 : 0;
}

/** One order line at release time (pieces). */
export interface AllocationRequest {
  readonly partCode: string;
  /** Unsent qty to allocate now. */
  readonly qty: number;
  /** Available qty of the part in the order warehouse (on-hand − allocated). */
  readonly availableQty: number;
  /** The order's "accept backorder" (accept owing) choice. */
  readonly acceptBackorder: boolean;
  /** From the part status (`PART_STATUSES[s].backorderAllowed`); false for sell-remaining parts. */
  readonly backorderAllowed: boolean;
  /** Allocation goes in multiples of this (default 1). */
  readonly unitSalesQty?: number;
}

/** How a line's qty splits at release; the three parts always add up to the requested qty. */
export interface Allocation {
  readonly allocatedQty: number;
  /** Stays open as "to owe". */
  readonly backorderQty: number;
  /** Cut: a sell-remaining part cannot be backordered. */
  readonly cancelledQty: number;
}

/**
 * Pre-allocation of one line (warehouse release). Enough stock: all allocated. Short, and the dealer
 * accepts backorders: the available qty (in whole unit sales qty) is allocated and the rest owed, or
 * cut when the part allows no backorder. Short and no backorder accepted: refused with STOCK_SHORTAGE
 * {partCode, requiredQty, availableQty} ("Stock shortage on pre-allocation"). The server still
 * allocates with a guarded UPDATE (ARCHITECTURE §3); this only decides the split.
 */
export function allocateLine(req: AllocationRequest): RuleResult<Allocation> {
  const available = Math.max(0, Math.floor(req.availableQty));
  if (available >= req.qty) return ruleOk({ allocatedQty: req.qty, backorderQty: 0, cancelledQty: 0 });
  if (!req.acceptBackorder) {
    return ruleRefused(
      violation('STOCK_SHORTAGE', { partCode: req.partCode, requiredQty: req.qty, availableQty: available }),
    );
  }
  const step = isPositiveInteger(req.unitSalesQty) ? req.unitSalesQty : 1;
  const allocatedQty = Math.floor(available / step) * step;
  const rest = req.qty - allocatedQty;
  return ruleOk(
    req.backorderAllowed
      ? { allocatedQty, backorderQty: rest, cancelledQty: 0 }
      : { allocatedQty, backorderQty: 0, cancelledQty: rest },
  );
}

/**
 * The order status after release from its line allocations: 4 (released) when anything was
 * allocated; else 2 (to owe) when something is owed; else 10 (closed: everything was cut).
 */
export function releaseOutcome(lines: readonly Allocation[]): OrderStatus {
  if (lines.some((l) => l.allocatedQty > 0)) return ORDER_STATUS.released;
  if (lines.some((l) => l.backorderQty > 0)) return ORDER_STATUS.backordered;
  return ORDER_STATUS.closed;
}
