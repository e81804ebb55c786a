import type { VorDecisionInput } from '@spm/contracts';
import {
  checkVorDecidable,
  type OrderStatus,
  type OrderType,
  type VorApprovalStatus,
  vorDecisionOutcome,
} from '@spm/domain';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { Db } from '../../platform/db/client';
import { AppError, enforceAll } from '../../platform/errors';
import type { OrderQueries } from './dealer-orders.queries';
import { dealerOrders } from './dealer-orders.tables';
import { transitionOrder } from './dealer-orders.transitions';

/**
 * VOR approval by head office (spec §2 "VOR approval history", §4 "VOR approving or rejected").
 * Approve: 1 → 3 can release, approval `approved`. Reject: 1 → 0 uncompleted, approval `rejected`, the
 * reserved credit given back, so the dealer may change, resubmit or delete the order. Both write the
 * decision and opinion to the order history, which is the approval history.
 */
export function createVorApprovalService(deps: { db: Db; now: () => Date; queries: OrderQueries }) {
  const { db, now, queries } = deps;

  async function decide(
    principal: Principal,
    id: number,
    input: VorDecisionInput,
    decision: 'approve' | 'reject',
  ) {
    if (decision === 'reject' && !input.opinion) {
      throw new AppError('VALIDATION_FAILED', {}, [
        { field: 'opinion', code: 'REQUIRED', params: { field: 'opinion' } },
      ]);
    }
    return db.transaction(async (tx) => {
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
      if (order.version !== input.version) throw new AppError('CONCURRENT_MODIFICATION');
      enforceAll([
        checkVorDecidable({
          orderType: order.orderType as OrderType,
          status: order.status as OrderStatus,
          vorApprovalStatus: (order.approvalStatus ?? 'none') as VorApprovalStatus,
        }),
      ]);
      const outcome = vorDecisionOutcome(decision);
      const moved = await transitionOrder(tx, id, outcome.status, {
        action: decision,
        actor: principal,
        opinion: input.opinion ?? null,
        at: now(),
        vorApprovalStatus: outcome.vorApprovalStatus,
      });
      return {
        id,
        status: moved.toStatus,
        vorApprovalStatus: outcome.vorApprovalStatus,
        version: moved.version,
      };
    });
  }

  return {
    /** Approves a VOR order awaiting approval (VOR_APPROVAL_NOT_PENDING 409 otherwise). */
    approve: (principal: Principal, id: number, input: VorDecisionInput) =>
      decide(principal, id, input, 'approve'),
    /** Rejects a VOR order awaiting approval; the opinion is required (VALIDATION_FAILED, field `opinion`). */
    reject: (principal: Principal, id: number, input: VorDecisionInput) =>
      decide(principal, id, input, 'reject'),
  };
}

export type VorApprovalService = ReturnType<typeof createVorApprovalService>;
