import { CLAIM_STATUS, claimWorkflow } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { dealerCountsByStatus } from '../../platform/db/grouped-counts';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { claimScope } from './claims.repository';
import { claims } from './claims.tables';

/**
 * A dealer's open claims (every status but 6 "complete") per status, statuses without claims left
 * out. One grouped count on `claims_status_idx`.
 */
export async function openClaimCountsByStatus(
  db: DbOrTx,
  dealerCode: string,
): Promise<{ status: number; count: number }[]> {
  return dealerCountsByStatus(db, claims, claims, dealerCode, CLAIM_STATUS.complete);
}

/**
 * Dealer claims in `principal`'s scope waiting for its audit (the claim workflow's "pending for me":
 * status 1 "unaudited" for holders of `dealerClaim:audit`; null for anyone else). One count.
 */
export async function claimsPendingFor(
  db: DbOrTx,
  principal: Principal,
  workflow: WorkflowEngine,
): Promise<number | null> {
  return workflow.countPending(
    db,
    claimWorkflow,
    principal,
    claims,
    { state: claims.status },
    claimScope(principal),
  );
}
