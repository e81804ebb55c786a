import { pendingSteps, subsidyWorkflow } from '@spm/domain';
import type { PendingCount } from '../../platform/workflow/workflow.engine';
import { subsidyScope } from './accident-cars.scope';
import { subsidyApplications as sa } from './accident-cars.tables';

/**
 * Subsidy applications in `principal`'s scope waiting for its approval level (the subsidy workflow's
 * "pending for me", as the list's `pendingForMe`); null for a user who approves no level. One count on
 * `subsidy_applications_pending_idx`.
 */
export const subsidiesPendingFor: PendingCount = async (db, principal, workflow) => {
  if (pendingSteps(subsidyWorkflow, principal).length === 0) return null;
  return workflow.countPending(
    db,
    subsidyWorkflow,
    principal,
    sa,
    { state: sa.status, level: sa.level },
    await subsidyScope(db, principal),
  );
};
