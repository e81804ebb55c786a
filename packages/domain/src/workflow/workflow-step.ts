import { type RuleResult, type RuleViolation, ruleOk, ruleRefused, violation } from '../rules.js';
import {
  approvalStates,
  isOpinionRequired,
  type WorkflowApprover,
  type WorkflowDeclaration,
  type WorkflowState,
  type WorkflowTransition,
} from './workflow-declaration.js';

/** Who acts on a document (the server's `Principal` fits). `userId` null for system jobs. */
export interface WorkflowActor {
  readonly userId: number | null;
  readonly name: string;
  readonly roles: readonly string[];
  readonly permissions: ReadonlySet<string>;
}

/** May `actor` act as `approver`: holds its permission (if named) and its role (if named)? */
export function mayAct(approver: WorkflowApprover, actor: WorkflowActor): boolean {
  if (!approver.permission && !approver.role) return false;
  if (approver.permission && !actor.permissions.has(approver.permission)) return false;
  if (approver.role && !actor.roles.includes(approver.role)) return false;
  return true;
}

/** A step asked of a document in its current state and level. */
export interface WorkflowStepInput<S extends WorkflowState, A extends string, D> {
  /** The document's state now. */
  readonly state: S;
  /** The document's approval level now (1..n while in an approval state; null otherwise). */
  readonly level: number | null;
  readonly action: A;
  readonly actor: WorkflowActor;
  readonly opinion?: string | null;
  /** What the step's guard checks. */
  readonly document: D;
}

/** Where a step takes the document. */
export interface WorkflowStepOutcome<S extends WorkflowState, A extends string> {
  readonly action: A;
  readonly from: S;
  readonly to: S;
  /** The level the step was taken at (null for a step outside the levels, such as a submit). */
  readonly fromLevel: number | null;
  /** The level after the step: the next one while climbing, 1 on entering an approval state, else null. */
  readonly level: number | null;
}

/**
 * Opinion guard of an action: REQUIRED {field: 'opinion'} on field `opinion` when a step of that action
 * requires an opinion (always on `reject`) and none (or only blanks) is given; else null.
 */
export function checkWorkflowOpinion<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
  action: A,
  opinion: string | null | undefined,
): RuleViolation | null {
  const required = declaration.transitions.some((t) => t.action === action && isOpinionRequired(t));
  return required && (opinion ?? '').trim() === ''
    ? violation('REQUIRED', { field: 'opinion' }, 'opinion')
    : null;
}

/** The declared refusal of an action that is not a step from `state`. */
function notAllowed<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
  action: A,
  state: S,
): RuleViolation {
  return (
    declaration.notAllowed ??
    violation('WORKFLOW_TRANSITION_NOT_ALLOWED', { documentType: declaration.documentType, action, state })
  );
}

/** Is `level` one of the declaration's levels (1..n)? */
const isLevel = (declaration: { levels: readonly unknown[] }, level: number | null): level is number =>
  level !== null && Number.isInteger(level) && level >= 1 && level <= declaration.levels.length;

/** The state and level a step leads to (see `WorkflowStepOutcome.level`). */
function destination<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
  t: WorkflowTransition<S, A, D>,
  level: number | null,
): { to: S; level: number | null } {
  if (t.climbsLevels && level !== null && level < declaration.levels.length) {
    return { to: t.from, level: level + 1 };
  }
  if (t.to === t.from) return { to: t.to, level };
  return { to: t.to, level: approvalStates(declaration).includes(t.to) ? 1 : null };
}

/**
 * Who may take `action` on a document in `state` at approval `level`: the step's own actor, or the
 * approver of that level for an approver's step; null when the action is no step from `state` (or an
 * approver's step at no valid level). A screen offers the step where this is not null, to holders of
 * its permission.
 */
export function stepApprover<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
  action: A,
  state: S,
  level: number | null,
): WorkflowApprover | null {
  return approverOf(declaration, transitionFrom(declaration, action, state), level);
}

/** The step of `action` that leaves from `state`, if the declaration has one. */
const transitionFrom = <S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
  action: A,
  state: S,
): WorkflowTransition<S, A, D> | undefined =>
  declaration.transitions.find((x) => x.action === action && x.from === state);

/** Who takes the step `t` at `level` (see `stepApprover`); null without a step or a valid level. */
function approverOf<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
  t: WorkflowTransition<S, A, D> | undefined,
  level: number | null,
): WorkflowApprover | null {
  if (!t) return null;
  if (t.actor) return t.actor;
  return isLevel(declaration, level) ? declaration.levels[level - 1].approver : null;
}

/**
 * Decides one step (pure; the engine runs it and writes the history). In this order:
 * 1. the opinion (`checkWorkflowOpinion`: REQUIRED on field `opinion`);
 * 2. the step exists from the current state, and an approver's step has a valid current level
 *    (else the declaration's `notAllowed`, default WORKFLOW_TRANSITION_NOT_ALLOWED {documentType, action, state});
 * 3. the actor is the step's `actor`, or the approver of the current level (WORKFLOW_NOT_APPROVER);
 * 4. the step's guard (its own violation).
 * Data scope is not checked here: the caller reads the document within the actor's scope.
 */
export function decideWorkflowStep<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
  input: WorkflowStepInput<S, A, D>,
): RuleResult<WorkflowStepOutcome<S, A>> {
  const { state, level, action, actor } = input;
  const opinion = checkWorkflowOpinion(declaration, action, input.opinion);
  if (opinion) return ruleRefused(opinion);
  const t = transitionFrom(declaration, action, state);
  const approver = approverOf(declaration, t, level);
  if (!t || !approver) return ruleRefused(notAllowed(declaration, action, state));
  if (!mayAct(approver, actor)) {
    return ruleRefused(violation('WORKFLOW_NOT_APPROVER'));
  }
  const guarded = t.guard?.(input.document);
  if (guarded) return ruleRefused(guarded);
  const next = destination(declaration, t, level);
  return ruleOk({ action, from: state, to: next.to, fromLevel: t.actor ? null : level, level: next.level });
}

/** A state and level at which a document waits for an approver's decision. */
export interface PendingStep<S extends WorkflowState> {
  readonly state: S;
  readonly level: number;
}

/**
 * "Pending for me": every (approval state, level) whose approver `actor` is, i.e. where a document
 * waits for this actor's decision. Empty when the actor approves nothing of this type.
 */
export function pendingSteps<S extends WorkflowState, A extends string, D>(
  declaration: WorkflowDeclaration<S, A, D>,
  actor: WorkflowActor,
): PendingStep<S>[] {
  const steps: PendingStep<S>[] = [];
  declaration.levels.forEach((l, i) => {
    if (!mayAct(l.approver, actor)) return;
    for (const state of approvalStates(declaration)) steps.push({ state, level: i + 1 });
  });
  return steps;
}
