import { perm } from '../access/index.js';
import { violation } from '../rules.js';
import { defineWorkflow } from '../workflow/index.js';
import { checkVorDecidable, vorDecisionOutcome } from './order-actions.js';
import type { OrderType, VorApprovalStatus } from './order-enums.js';
import { ORDER_STATUS, type OrderStatus } from './order-status.js';

/** What the VOR steps' guard reads of an order. */
export interface VorOrder {
  orderType: OrderType;
  status: OrderStatus;
  vorApprovalStatus: VorApprovalStatus;
}

/** VOR decisions. */
export type VorDecision = 'approve' | 'reject';

/** An order awaiting VOR approval is always at this level: VOR has one approval level. */
export const VOR_APPROVAL_LEVEL = 1;

/**
 * The VOR order's approval workflow (spec §2 "VOR approval", §4 "VOR approving or rejected"). States
 * are order statuses: an order awaiting approval is in 1 (postponed) with approval `pending` (the
 * guard `checkVorDecidable`); approve takes it to 3 (can release), reject to 0 (uncompleted), with
 * an opinion. One level: head-office staff holding `vorApproval:approve`. Any other order answers
 * VOR_APPROVAL_NOT_PENDING (409).
 */
export const vorWorkflow = defineWorkflow<OrderStatus, VorDecision, VorOrder>({
  documentType: 'VOR',
  states: [ORDER_STATUS.postponed, vorDecisionOutcome('approve').status, vorDecisionOutcome('reject').status],
  levels: [
    {
      label: { zh: '总部配件担当', en: 'Head-office parts staff' },
      approver: { permission: perm('vorApproval', 'approve') },
    },
  ],
  transitions: [
    {
      action: 'approve',
      from: ORDER_STATUS.postponed,
      to: vorDecisionOutcome('approve').status,
      guard: checkVorDecidable,
    },
    {
      action: 'reject',
      from: ORDER_STATUS.postponed,
      to: vorDecisionOutcome('reject').status,
      guard: checkVorDecidable,
    },
  ],
  notAllowed: violation('VOR_APPROVAL_NOT_PENDING', undefined, 'vorApprovalStatus'),
});
