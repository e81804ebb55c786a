import { perm } from '../access/index.js';
import { type RuleViolation, violation } from '../rules.js';
import { defineWorkflow } from '../workflow/index.js';
import {
  checkPoppAuditable,
  POPP_STATUS,
  POPP_STATUSES,
  type PoppStatus,
  type PoppType,
} from './popp-status.js';

/** What the POPP steps' guards read of a POPP. */
export interface PoppDocument {
  status: PoppStatus;
  poppType: PoppType;
  /** Status of the dealer order the POPP became (receive), or null. */
  orderStatus: number | null;
  dealerOrderNo: string | null;
}

/** The POPP actions that are workflow steps. */
export type PoppAction = 'submit' | 'approve' | 'reject' | 'confirm' | 'receive' | 'close';

/** The dealer order status meaning "really received by the dealer" (order status 9 finished). */
const ORDER_RECEIVED = 9;

/** Receive only once the POPP's dealer order has been received: POPP_ORDER_NOT_RECEIVED. */
export function checkPoppOrderReceived(popp: PoppDocument): RuleViolation | null {
  return popp.orderStatus === ORDER_RECEIVED
    ? null
    : violation('POPP_ORDER_NOT_RECEIVED', { dealerOrderNo: popp.dealerOrderNo ?? '-' });
}

const dealerStep = (action: 'submit' | 'receive') => ({ permission: perm('poppQuery', action) });
const specialistStep = (action: 'confirm' | 'close') => ({ permission: perm('poppQuery', action) });

/**
 * The POPP workflow (spec §4 POPP statuses and guards, §8 audit opinion required), as data; the
 * server runs it and the POPP screens offer its steps from it:
 * - submit 0 → 1 by the dealer (the submit count and quota are checked by the service);
 * - audit (approve → 2, reject → 6) by the POPP specialist (`poppQuery:audit`), with a required
 *   opinion, only for a regular POPP (`checkPoppAuditable`) that is submitted, audit complete or rejected;
 * - back-warehouse confirm 2 → 3 (can ship: the dealer order is placed), only when approved;
 * - receive 3 → 4 by the dealer once the order is received; close 4 → 5 (close only from received).
 * Any other action answers WORKFLOW_TRANSITION_NOT_ALLOWED {documentType, action, state} (409).
 */
export const poppWorkflow = defineWorkflow<PoppStatus, PoppAction, PoppDocument>({
  documentType: 'POPP',
  states: POPP_STATUSES,
  levels: [
    {
      label: { zh: 'POPP专员', en: 'POPP specialist' },
      approver: { permission: perm('poppQuery', 'audit') },
    },
  ],
  transitions: [
    {
      action: 'submit',
      from: POPP_STATUS.unsubmitted,
      to: POPP_STATUS.submitted,
      actor: dealerStep('submit'),
    },
    ...([POPP_STATUS.submitted, POPP_STATUS.auditComplete, POPP_STATUS.rejected] as const).flatMap((from) => [
      {
        action: 'approve' as const,
        from,
        to: POPP_STATUS.auditComplete,
        opinion: 'required' as const,
        guard: checkPoppAuditable,
      },
      { action: 'reject' as const, from, to: POPP_STATUS.rejected, guard: checkPoppAuditable },
    ]),
    {
      action: 'confirm',
      from: POPP_STATUS.auditComplete,
      to: POPP_STATUS.canShip,
      actor: specialistStep('confirm'),
    },
    {
      action: 'receive',
      from: POPP_STATUS.canShip,
      to: POPP_STATUS.received,
      actor: dealerStep('receive'),
      guard: checkPoppOrderReceived,
    },
    { action: 'close', from: POPP_STATUS.received, to: POPP_STATUS.closed, actor: specialistStep('close') },
  ],
});
