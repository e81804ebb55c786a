import { stepApprover, type WorkflowDeclaration, type WorkflowState } from '@spm/domain';
import type { RowAction } from './columns';

/** What the row action of a workflow step takes from its page: wording, confirmation, test id, click. */
export type StepActionOptions = Omit<RowAction, 'key' | 'permission'> & {
  /** The row's approval level, for a step of an approver with levels; the first unless given. */
  level?: number | null;
};

/**
 * The row action of the workflow step `action`, from the declaration the server runs (`@spm/domain`):
 * shown on a row whose `state` the step leaves from, to holders of the permission of the step's actor
 * or of the approver at the row's level; keyed `action`. So a screen offers a step exactly where the
 * server would take it, and a new state in the declaration needs no change here. `options.hidden`
 * leaves it out on more rows (a condition of the screen's own, e.g. put away only once audited).
 */
export function stepAction<S extends WorkflowState, A extends string, D>(
  workflow: WorkflowDeclaration<S, A, D>,
  action: A,
  state: WorkflowState,
  options: StepActionOptions,
): RowAction {
  const { level = 1, hidden = false, ...rest } = options;
  const approver = stepApprover(workflow, action, state as S, level);
  return { key: action, ...rest, permission: approver?.permission, hidden: approver === null || hidden };
}
