import type { VorDecisionInput } from '@spm/contracts';
import {
  type OrderStatus,
  type OrderType,
  VOR_APPROVAL_LEVEL,
  type VorApprovalStatus,
  type VorDecision,
  vorDecisionOutcome,
  vorWorkflow,
} from '@spm/domain';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { Tx } from '../../platform/db/client';
import { checkVersion } from '../../platform/documents';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import type { OrderQueries } from './dealer-orders.queries';
import { dealerOrders } from './dealer-orders.tables';
import { transitionOrder } from './dealer-orders.transitions';

/**
 * VOR approval by head office (spec §2 "VOR approval history", §4 "VOR approving or rejected"), a step
 * of the VOR workflow (`vorWorkflow`) run by the approval workflow engine. Approve: 1 → 3 can release,
 * approval `approved`. Reject: 1 → 0 uncompleted, approval `rejected`, the reserved credit given back,
 * so the dealer may change, resubmit or delete the order. Both write the decision and opinion to the
 * approval history (engine) and to the order history shown with the order. Decisions run in the
 * caller's transaction (the command pipeline's).
 */
export function createVorApprovalService(deps: { now: () => Date; queries: OrderQueries }) {
  const { now, queries } = deps;
  const workflow = createWorkflowEngine({ now });

  async function decide(
    tx: Tx,
    principal: Principal,
    id: number,
    input: VorDecisionInput,
    decision: VorDecision,
  ) {
    workflow.checkOpinion(vorWorkflow, decision, input.opinion);
    const rows = await tx
      .select({
        status: dealerOrders.status,
        orderType: dealerOrders.orderType,
        approvalStatus: dealerOrders.approvalStatus,
        version: dealerOrders.version,
      })
      .from(dealerOrders)
      .where(and(eq(dealerOrders.id, id), queries.scopeOf(principal)))
      .for('update');
    const order = requireFound(rows[0]);
    checkVersion(order, input.version);
    const status = order.status as OrderStatus;
    const step = await workflow.act(tx, vorWorkflow, principal, {
      documentId: id,
      state: status,
      level: VOR_APPROVAL_LEVEL,
      action: decision,
      opinion: input.opinion,
      document: {
        orderType: order.orderType as OrderType,
        status,
        vorApprovalStatus: (order.approvalStatus ?? 'none') as VorApprovalStatus,
      },
    });
    const { vorApprovalStatus } = vorDecisionOutcome(decision);
    const moved = await transitionOrder(tx, id, step.to, {
      action: decision,
      actor: principal,
      opinion: input.opinion ?? null,
      at: step.at,
      vorApprovalStatus,
    });
    return { id, status: moved.toStatus, vorApprovalStatus, version: moved.version };
  }

  return {
    /**
     * Approves a VOR order awaiting approval: `{id, status: 3, vorApprovalStatus: 'approved', version}`.
     * NOT_FOUND 404 outside the caller's scope; CONCURRENT_MODIFICATION 409 on a stale version;
     * VOR_APPROVAL_NOT_PENDING 409 when the order does not await VOR approval.
     */
    approve: (tx: Tx, principal: Principal, id: number, input: VorDecisionInput) =>
      decide(tx, principal, id, input, 'approve'),
    /**
     * Rejects a VOR order awaiting approval: `{id, status: 0, vorApprovalStatus: 'rejected', version}`.
     * The opinion is required (VALIDATION_FAILED 400, field `opinion`, checked first); otherwise as `approve`.
     */
    reject: (tx: Tx, principal: Principal, id: number, input: VorDecisionInput) =>
      decide(tx, principal, id, input, 'reject'),
  };
}

export type VorApprovalService = ReturnType<typeof createVorApprovalService>;
