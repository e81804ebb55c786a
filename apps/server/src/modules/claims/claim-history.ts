import type { ClaimHistoryEntry } from '@spm/contracts';
import type { ApprovalHistoryEntry } from '../../platform/workflow/workflow.engine';

/** One approval history row as the claim contracts answer it (states are the numeric statuses). */
export const toHistory = (h: ApprovalHistoryEntry): ClaimHistoryEntry => ({
  id: h.id,
  level: h.level,
  action: h.action,
  fromStatus: Number(h.fromState),
  toStatus: Number(h.toState),
  actorName: h.actorName,
  opinion: h.opinion,
  createdAt: h.createdAt.toISOString(),
});
