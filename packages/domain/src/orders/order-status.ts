import { type Label, type RuleViolation, violation } from '../rules.js';

/**
 * Dealer order statuses 0-11 (spec §4). The numbers are fixed by the spec; the path an order takes is
 * `orderTransitions`, which does not follow the numbers (5 "virtually received" comes after 8
 * "shipped"). Meaning of each status: docs/decisions/order-status.md.
 */
export const ORDER_STATUS = {
  /** Unsubmitted / temporarily saved draft ("uncompleted"); also where a submit refused for credit leaves the order. */
  uncompleted: 0,
  /** Submitted but held ("less than amount / postponed"): below the minimum amount, postponed, or a VOR order awaiting approval. */
  postponed: 1,
  /** Submitted and accepted as a backorder ("to owe"): waits for stock. */
  backordered: 2,
  /** Submitted ("can release"); may be released by the warehouse. */
  canRelease: 3,
  /** Released: stock allocated, waiting to be picked. */
  released: 4,
  /** Receipt booked before the parts physically arrived ("generally not real"). */
  virtuallyReceived: 5,
  picked: 6,
  boxed: 7,
  /** Shipped and financially settled (invoiced against the dealer's account). */
  settled: 8,
  /** Finished: really received by the dealer. */
  finished: 9,
  /** Closed without (full) delivery, e.g. a backorder cancelled. */
  closed: 10,
  deleted: 11,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** Is `value` an order status number 0-11? */
export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);

/**
 * zh-CN / en-US wording of each status: the spec's Chinese (its alternative wording in brackets) and
 * the words an English-speaking parts clerk uses (the spec's literal English, e.g. "To owe", "Less
 * than amount", is kept in the docstrings of ORDER_STATUS).
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, Label>> = {
  0: { zh: '未完成（暂存）', en: 'Draft' },
  1: { zh: '金额不足/延期', en: 'On hold' },
  2: { zh: '欠货', en: 'Backordered' },
  3: { zh: '可释放（已提交）', en: 'Submitted' },
  4: { zh: '已释放', en: 'Released' },
  5: { zh: '虚拟收货', en: 'Virtually received' },
  6: { zh: '已拣货', en: 'Picked' },
  7: { zh: '已装箱', en: 'Boxed' },
  8: { zh: '已结算（已发运）', en: 'Shipped' },
  9: { zh: '已完成（实际收货）', en: 'Received' },
  10: { zh: '已关闭', en: 'Closed' },
  11: { zh: '已删除', en: 'Deleted' },
};

const S = ORDER_STATUS;

/**
 * The order status machine as data (ARCHITECTURE §3 "State machines are data"): the statuses each
 * status may move to. Self-transitions are not listed. Who triggers which edge is in
 * docs/decisions/order-status.md.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.uncompleted]: [S.postponed, S.canRelease, S.deleted],
  [S.postponed]: [S.uncompleted, S.canRelease, S.closed, S.deleted],
  [S.backordered]: [S.canRelease, S.released, S.closed, S.deleted, S.postponed],
  [S.canRelease]: [S.backordered, S.released, S.closed, S.deleted, S.postponed],
  [S.released]: [S.canRelease, S.picked],
  [S.picked]: [S.boxed],
  [S.boxed]: [S.settled],
  [S.settled]: [S.virtuallyReceived, S.finished, S.backordered],
  [S.virtuallyReceived]: [S.finished, S.settled],
  [S.finished]: [],
  [S.closed]: [],
  [S.deleted]: [],
};

/** May an order move from `from` to `to`? */
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  orderTransitions[from].includes(to);

/**
 * Guard for a status change: ORDER_STATUS_TRANSITION_INVALID {from, to} (numbers) when the table does
 * not allow it (also for from === to), else null.
 */
export function assertTransition(from: OrderStatus, to: OrderStatus): RuleViolation | null {
  return canTransition(from, to)
    ? null
    : violation('ORDER_STATUS_TRANSITION_INVALID', { from, to }, 'status');
}

/** Not yet released: the statuses from which an order may be deleted (spec §4). */
export const UNRELEASED_ORDER_STATUSES: readonly OrderStatus[] = [
  S.uncompleted,
  S.postponed,
  S.backordered,
  S.canRelease,
];

/** Submitted and not yet settled: their unsent amount counts as "submitted-not-settled" credit use. */
export const SUBMITTED_NOT_SETTLED_STATUSES: readonly OrderStatus[] = [
  S.postponed,
  S.backordered,
  S.canRelease,
  S.released,
  S.picked,
  S.boxed,
];

/** No way out: finished, closed, deleted. */
export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => orderTransitions[s].length === 0,
);
