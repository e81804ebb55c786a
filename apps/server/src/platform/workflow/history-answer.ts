import type { ApprovalHistoryEntry } from './workflow.engine';

/** One approval history row as the API answers it (`ClaimHistoryEntry` and the like). */
export interface HistoryAnswer {
  id: number;
  level: number | null;
  action: string;
  fromStatus: number;
  toStatus: number;
  actorName: string;
  opinion: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/**
 * An approval history row (`WorkflowEngine.history`) as the API answers it: the workflow states, which
 * the engine keeps as text, become the document's numeric statuses (`Number`, so a non-numeric state
 * answers NaN); the time is ISO 8601 in UTC. Throws nothing.
 */
export const historyAnswer = (h: ApprovalHistoryEntry): HistoryAnswer => ({
  id: h.id,
  level: h.level,
  action: h.action,
  fromStatus: Number(h.fromState),
  toStatus: Number(h.toState),
  actorName: h.actorName,
  opinion: h.opinion,
  createdAt: h.createdAt.toISOString(),
});
