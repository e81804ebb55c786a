import type { Label, RuleViolation } from '../rules.js';

/**
 * Approval workflow declarations (ARCHITECTURE §3 "Approval workflow"; GLOSSARY "approval level,
 * approver, pending for me"). A document type that is approved (VOR order, claim, accident car subsidy,
 * POPP, RFQ, fix price, transfer) declares itself here as data: its states, its steps
 * (action → from → to), the approver of each approval level and the guard of each step. The engine
 * (server `platform/workflow`) runs a step against a declaration; the web reads the same declaration.
 */

/** A document state as the document stores it: a status number or a status name. */
export type WorkflowState = string | number;

/**
 * Who may take a step: holders of `permission` (a permission code, `<page>:<action>`), of `role`
 * (a role code), or of both when both are given.
 */
export interface WorkflowApprover {
  readonly permission?: string;
  readonly role?: string;
}

/** One approval level (levels are numbered 1..n in declaration order). */
export interface WorkflowLevel {
  /** Name of the level in both languages, e.g. 区域经理 / area manager (approval timeline). */
  readonly label: Label;
  readonly approver: WorkflowApprover;
}

/** A named guard of a step (ARCHITECTURE §3 "Rules are named guard functions"): null when it holds. */
export type WorkflowGuard<D> = (document: D) => RuleViolation | null;

/** One step of the workflow: `action` takes a document from state `from` to state `to`. */
export interface WorkflowTransition<S extends WorkflowState, A extends string, D> {
  /** e.g. `submit`, `approve`, `reject` (≤ 20 characters: it is written to the approval history). */
  readonly action: A;
  readonly from: S;
  readonly to: S;
  /**
   * Who takes this step when it is not an approver's decision (e.g. the dealer submits). Left out,
   * the step belongs to the approver of the document's current level, and `from` is an approval state.
   */
  readonly actor?: WorkflowApprover;
  /**
   * An approval through the levels: below the last level the document stays in `from` and moves one
   * level up; only the last level's approval takes it to `to`.
   */
  readonly climbsLevels?: boolean;
  /** Whether an opinion must be given; default `optional`, and always `required` on `reject`. */
  readonly opinion?: 'required' | 'optional';
  /** Rule the document must satisfy for the step (its violation is the answer otherwise). */
  readonly guard?: WorkflowGuard<D>;
}

/** A document type's approval workflow, as data. */
export interface WorkflowDeclaration<S extends WorkflowState, A extends string, D> {
  /** Written to the approval history, e.g. `VOR`, `SUBSIDY` (≤ 30 characters). */
  readonly documentType: string;
  /** Every state the workflow moves documents between. */
  readonly states: readonly S[];
  /** The approval levels, first level first. */
  readonly levels: readonly WorkflowLevel[];
  readonly transitions: readonly WorkflowTransition<S, A, D>[];
  /**
   * The answer when the action is not a step from the document's state. Default
   * WORKFLOW_TRANSITION_NOT_ALLOWED {documentType, action, state}.
   */
  readonly notAllowed?: RuleViolation;
}

/** Longest action and document type the approval history stores. */
export const WORKFLOW_ACTION_MAX_LENGTH = 20;
export const WORKFLOW_DOCUMENT_TYPE_MAX_LENGTH = 30;

/** Is an opinion required for this step? Always on `reject`. */
export const isOpinionRequired = (transition: {
  action: string;
  opinion?: 'required' | 'optional';
}): boolean => transition.action === 'reject' || transition.opinion === 'required';

/**
 * States in which a document waits for the approver of its current level: the `from` of every step
 * that has no `actor` of its own.
 */
export function approvalStates<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
): S[] {
  const states: S[] = [];
  for (const t of declaration.transitions) if (!t.actor && !states.includes(t.from)) states.push(t.from);
  return states;
}

/** Every mistake in a declaration (empty when it is sound); `defineWorkflow` refuses a faulty one. */
export function declarationProblems<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
): string[] {
  const problems: string[] = [];
  const { documentType, states, levels, transitions } = declaration;
  if (documentType.trim() === '' || documentType.length > WORKFLOW_DOCUMENT_TYPE_MAX_LENGTH) {
    problems.push(`document type must have 1-${WORKFLOW_DOCUMENT_TYPE_MAX_LENGTH} characters`);
  }
  levels.forEach((level, i) => {
    if (!level.approver.permission && !level.approver.role) {
      problems.push(`level ${i + 1} names neither a permission nor a role`);
    }
  });
  const seen = new Set<string>();
  for (const t of transitions) {
    const name = `${t.action} from ${t.from}`;
    if (t.action === '' || t.action.length > WORKFLOW_ACTION_MAX_LENGTH) {
      problems.push(`${name}: action must have 1-${WORKFLOW_ACTION_MAX_LENGTH} characters`);
    }
    if (!states.includes(t.from) || !states.includes(t.to)) problems.push(`${name}: unknown state`);
    if (seen.has(name)) problems.push(`${name}: declared twice`);
    seen.add(name);
    if (t.action === 'reject' && t.opinion === 'optional')
      problems.push(`${name}: a rejection needs an opinion`);
    if (t.actor && !t.actor.permission && !t.actor.role) {
      problems.push(`${name}: actor names neither a permission nor a role`);
    }
    if (t.actor && t.climbsLevels) problems.push(`${name}: a step with its own actor cannot climb levels`);
    if (!t.actor && levels.length === 0)
      problems.push(`${name}: an approver's step needs at least one level`);
  }
  return problems;
}

/**
 * Declares a document type's workflow (keeps the literal state and action types). Throws an Error
 * listing the mistakes when the declaration is not sound (`declarationProblems`): a faulty declaration
 * is a programming error, found when the module loads.
 */
export function defineWorkflow<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
): WorkflowDeclaration<S, A, D> {
  const problems = declarationProblems(declaration);
  if (problems.length > 0) {
    throw new Error(`workflow ${declaration.documentType}: ${problems.join('; ')}`);
  }
  return declaration;
}
