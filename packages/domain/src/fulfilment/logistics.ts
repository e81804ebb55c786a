import { ORDER_STATUS } from '../orders/order-status.js';
import type { Label, RuleViolation } from '../rules.js';
import { violation } from '../rules.js';

/**
 * Logistics confirmation status of a ship bill (spec §4 "logistics confirmation statuses"): 0 waiting
 * for the carrier, 1 handed to the carrier, 2 delivered. Decision: docs/decisions/warehouse-ops.md.
 */
export const LOGISTICS_STATUS = { awaitingCarrier: 0, handedToCarrier: 1, delivered: 2 } as const;
export type LogisticsStatus = (typeof LOGISTICS_STATUS)[keyof typeof LOGISTICS_STATUS];
export const LOGISTICS_STATUSES: readonly LogisticsStatus[] = [0, 1, 2];

export const LOGISTICS_STATUS_LABELS: Readonly<Record<LogisticsStatus, Label>> = {
  0: { zh: '待交承运商', en: 'Awaiting carrier' },
  1: { zh: '已交承运商', en: 'Handed to carrier' },
  2: { zh: '已送达', en: 'Delivered' },
};

/** The logistics steps as data: each status and the one it may move to (no way back). */
export const logisticsTransitions: Readonly<Record<LogisticsStatus, readonly LogisticsStatus[]>> = {
  0: [1],
  1: [2],
  2: [],
};

/**
 * One logistics confirmation step of a ship bill. Refused, in this order:
 * LOGISTICS_STATUS_TRANSITION_INVALID {from, to} (field `status`) when `to` is not the next step;
 * CONTAINER_NO_REQUIRED (field `containerNo`) when handing to the carrier without a container or vehicle
 * number (on the bill or given now); CONTAINER_NO_LOCKED (field `containerNo`) when a number is given at
 * any other step than the handover (it is fixed once the goods left with the carrier).
 */
export function checkLogisticsStep(input: {
  from: number;
  to: number;
  billContainerNo: string | null;
  givenContainerNo?: string;
}): RuleViolation | null {
  const allowed = logisticsTransitions[input.from as LogisticsStatus] ?? [];
  if (!(allowed as readonly number[]).includes(input.to))
    return violation('LOGISTICS_STATUS_TRANSITION_INVALID', { from: input.from, to: input.to }, 'status');
  if (input.to === LOGISTICS_STATUS.handedToCarrier) {
    return input.givenContainerNo || input.billContainerNo
      ? null
      : violation('CONTAINER_NO_REQUIRED', {}, 'containerNo');
  }
  return input.givenContainerNo ? violation('CONTAINER_NO_LOCKED', {}, 'containerNo') : null;
}

/**
 * Virtual receive of a dealer order (spec §4 status 5 "virtually received", GLOSSARY "receipt booked
 * before physical arrival"): only a shipped and settled order (8) still waiting for its real receipt.
 * ORDER_NOT_VIRTUALLY_RECEIVABLE {dealerOrderNo} otherwise.
 */
export function checkVirtualReceivable(order: {
  status: number;
  dealerOrderNo: string;
}): RuleViolation | null {
  return order.status === ORDER_STATUS.settled
    ? null
    : violation('ORDER_NOT_VIRTUALLY_RECEIVABLE', { dealerOrderNo: order.dealerOrderNo });
}

/**
 * Cancel of a virtual receive: only a virtually received order (5), back to settled (8); once every
 * ship bill is really received the order is finished and the cancel is refused.
 * ORDER_NOT_VIRTUALLY_RECEIVED {dealerOrderNo} otherwise.
 */
export function checkVirtualReceiveCancellable(order: {
  status: number;
  dealerOrderNo: string;
}): RuleViolation | null {
  return order.status === ORDER_STATUS.virtuallyReceived
    ? null
    : violation('ORDER_NOT_VIRTUALLY_RECEIVED', { dealerOrderNo: order.dealerOrderNo });
}
