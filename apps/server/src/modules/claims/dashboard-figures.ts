import { CLAIM_STATUS, claimWorkflow } from '@spm/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
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
  const rows = await db
    .select({ status: claims.status, n: count() })
    .from(claims)
    .where(and(eq(claims.dealerCode, dealerCode), ne(claims.status, CLAIM_STATUS.complete)))
    .groupBy(claims.status)
    .orderBy(claims.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
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
