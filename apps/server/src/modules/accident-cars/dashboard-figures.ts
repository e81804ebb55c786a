import { pendingSteps, subsidyWorkflow } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { subsidyScope } from './accident-cars.scope';
import { subsidyApplications as sa } from './accident-cars.tables';

/**
 * Subsidy applications in `principal`'s scope waiting for its approval level (the subsidy workflow's
 * "pending for me", as the list's `pendingForMe`); null for a user who approves no level. One count on
 * `subsidy_applications_pending_idx`.
 */
export async function subsidiesPendingFor(
  db: DbOrTx,
  principal: Principal,
  workflow: WorkflowEngine,
): Promise<number | null> {
  if (pendingSteps(subsidyWorkflow, principal).length === 0) return null;
  return workflow.countPending(
    db,
    subsidyWorkflow,
    principal,
    sa,
    { state: sa.status, level: sa.level },
    await subsidyScope(db, principal),
  );
}
