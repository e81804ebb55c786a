import { CLAIM_STATUS, claimWorkflow } from '@spm/domain';
import { type DealerStatusCounts, dealerCountsByStatus } from '../../platform/db/grouped-counts';
import type { PendingCount } from '../../platform/workflow/workflow.engine';
import { claimScope } from './claims.repository';
import { claims } from './claims.tables';

/**
 * A dealer's open claims (every status but 6 "complete") per status, statuses without claims left
 * out. One grouped count on `claims_status_idx`.
 */
export const openClaimCountsByStatus: DealerStatusCounts = (db, dealerCode) =>
  dealerCountsByStatus(db, claims, claims, dealerCode, CLAIM_STATUS.complete);

/**
 * Dealer claims in `principal`'s scope waiting for its audit (the claim workflow's "pending for me":
 * status 1 "unaudited" for holders of `dealerClaim:audit`; null for anyone else). One count.
 */
export const claimsPendingFor: PendingCount = (db, principal, workflow) =>
  workflow.countPending(
    db,
    claimWorkflow,
    principal,
    claims,
    { state: claims.status },
    claimScope(principal),
  );
