import { stepApprover, type WorkflowDeclaration, type WorkflowState } from '@spm/domain';
import type { RowAction } from './columns';

/**
 * The permission code under which a screen offers the workflow step `action` on a document in `state`
 * at approval `level` (the first unless given): the permission of the step's actor, or of that level's
 * approver; null where the step does not leave from `state`, and where its approver is named by a role
 * alone (which the screen cannot check; the server decides).
 */
export function stepPermission<S extends WorkflowState, A extends string, D>(
  workflow: WorkflowDeclaration<S, A, D>,
  action: A,
  state: WorkflowState,
  level: number | null = 1,
): string | null {
  return stepApprover(workflow, action, state as S, level)?.permission ?? null;
}

/** What the row action of a workflow step takes from its page: wording, confirmation, test id, click. */
export type StepActionOptions = Omit<RowAction, 'key' | 'permission'> & {
  /** The row's approval level, for a step of an approver with levels; the first unless given. */
  level?: number | null;
};

/**
 * The row action of the workflow step `action`, from the declaration the server runs (`@spm/domain`):
 * shown on a row whose `state` the step leaves from, to holders of its permission (`stepPermission`);
 * keyed `action`. So a screen offers a step exactly where the server would take it, and a new state in
 * the declaration needs no change here. `options.hidden` leaves it out on more rows (a condition of
 * the screen's own, e.g. put away only once audited).
 */
export function stepAction<S extends WorkflowState, A extends string, D>(
  workflow: WorkflowDeclaration<S, A, D>,
  action: A,
  state: WorkflowState,
  options: StepActionOptions,
): RowAction {
  const { level, hidden = false, ...rest } = options;
  const permission = stepPermission(workflow, action, state, level);
  return { key: action, ...rest, permission: permission ?? undefined, hidden: permission === null || hidden };
}
