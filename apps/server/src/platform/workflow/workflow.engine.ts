import {
  checkWorkflowOpinion,
  decideWorkflowStep,
  pendingSteps,
  type RuleViolation,
  type WorkflowActor,
  type WorkflowDeclaration,
  type WorkflowState,
  type WorkflowStepInput,
  type WorkflowStepOutcome,
} from '@spm/domain';
import { and, asc, type Column, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../access/principal';
import type { DbOrTx, Tx } from '../db/client';
import { raise, requiredFieldError } from '../errors';
import { approvalHistory } from './workflow.tables';

/**
 * A step asked of one document: its id, current state and level, the action, opinion and guard input;
 * `at` is the step's time when the caller has read the clock for its guard input (a time window), so
 * the guard and the history row judge the same instant; without it the engine reads its clock.
 */
export interface WorkflowStepRequest<S extends WorkflowState, A extends string, D>
  extends Omit<WorkflowStepInput<S, A, D>, 'actor'> {
  documentId: number;
  at?: Date;
}

/** A step taken: where the document goes and the instant written to the approval history. */
export interface WorkflowStepTaken<S extends WorkflowState, A extends string>
  extends WorkflowStepOutcome<S, A> {
  at: Date;
}

/** One row of a document's approval history. */
export interface ApprovalHistoryEntry {
  id: number;
  level: number | null;
  action: string;
  fromState: string;
  toState: string;
  actorId: number | null;
  actorName: string;
  opinion: string | null;
  createdAt: Date;
}

/**
 * Throws a refusal as services do: a missing required field (REQUIRED) becomes VALIDATION_FAILED
 * with that field error, as the forms expect; any other code is thrown as itself, with its field.
 */
function refuse(v: RuleViolation): never {
  if (v.code === 'REQUIRED') throw requiredFieldError(v.field ?? '');
  raise(v);
}

/**
 * The approval workflow engine (ARCHITECTURE §3 "Approval workflow"; docs/decisions/approval-workflow.md).
 * It runs the steps a document type declares (`defineWorkflow` in packages/domain) and keeps the
 * approval history. It never reads or writes the document: the module reads it (locked, within the
 * caller's data scope), passes its state and level, and writes the answered state and level itself.
 * `now` is the injected clock: every history row carries its time.
 */
export function createWorkflowEngine(deps: { now: () => Date }) {
  const { now } = deps;

  const engine = {
    /**
     * Throws VALIDATION_FAILED (field `opinion`, REQUIRED) when `action` needs an opinion (always
     * `reject`) and none is given. `act` checks it too; a service may call it first to refuse before
     * reading the document.
     */
    checkOpinion<S extends WorkflowState, A extends string, D>(
      declaration: WorkflowDeclaration<S, A, D>,
      action: A,
      opinion: string | null | undefined,
    ): void {
      const v = checkWorkflowOpinion(declaration, action, opinion);
      if (v) refuse(v);
    },

    /**
     * Takes one step on a document in the caller's transaction `tx` (`decideWorkflowStep`): checks the
     * opinion (VALIDATION_FAILED, field `opinion`), that the action is a step from the current state
     * (the declaration's `notAllowed`, default WORKFLOW_TRANSITION_NOT_ALLOWED 409 {documentType,
     * action, state}), that `actor` is the approver of the current level or the step's own actor
     * (WORKFLOW_NOT_APPROVER 403), and the step's guard (its own code); then appends the approval
     * history row (type, id, level, action, from, to, actor id and name, opinion, time `request.at` or
     * `now()`).
     * Answers the new state and level with the time written; the caller stores them on the document.
     */
    async act<S extends WorkflowState, A extends string, D>(
      tx: Tx,
      declaration: WorkflowDeclaration<S, A, D>,
      actor: WorkflowActor,
      request: WorkflowStepRequest<S, A, D>,
    ): Promise<WorkflowStepTaken<S, A>> {
      const decided = decideWorkflowStep(declaration, { ...request, actor });
      if (!decided.ok) refuse(decided.violation);
      const step = decided.value;
      const at = request.at ?? now();
      const opinion = request.opinion?.trim() ? request.opinion : null;
      await tx.insert(approvalHistory).values({
        documentType: declaration.documentType,
        documentId: request.documentId,
        level: step.fromLevel,
        action: step.action,
        fromState: String(step.from),
        toState: String(step.to),
        actorId: actor.userId,
        actorName: actor.name.slice(0, 50),
        opinion,
        createdAt: at,
      });
      return { ...step, at };
    },

    /**
     * "Pending for me": an SQL condition on the module's document table that holds for documents of
     * this type whose state (`columns.state`) and level (`columns.level`) wait for `actor`'s decision
     * (`pendingSteps`); `false` when the actor approves nothing of this type. A one-level type may
     * leave out the level column. The caller adds its data scope. Throws an Error when a multi-level
     * type gives no level column (a programming error).
     */
    pendingFor<S extends WorkflowState, A extends string, D>(
      declaration: WorkflowDeclaration<S, A, D>,
      actor: WorkflowActor,
      columns: { state: Column; level?: Column },
    ): SQL {
      const steps = pendingSteps(declaration, actor);
      if (steps.length === 0) return sql`false`;
      const levelColumn = columns.level;
      if (!levelColumn) {
        if (declaration.levels.length > 1) {
          throw new Error(`workflow ${declaration.documentType}: pending work needs the level column`);
        }
        return inArray(columns.state, [...new Set(steps.map((s) => s.state))]);
      }
      const statesByLevel = new Map<number, S[]>();
      for (const s of steps) statesByLevel.set(s.level, [...(statesByLevel.get(s.level) ?? []), s.state]);
      return or(
        ...[...statesByLevel].map(([level, states]) =>
          and(eq(levelColumn, level), inArray(columns.state, states)),
        ),
      ) as SQL;
    },

    /**
     * How many documents of `table` under `scope` wait for `actor`'s decision (`pendingFor` on
     * `columns`), in one count; null when `actor` approves nothing of this type (no step can ever be
     * pending for them).
     */
    async countPending<S extends WorkflowState, A extends string, D>(
      db: DbOrTx,
      declaration: WorkflowDeclaration<S, A, D>,
      actor: WorkflowActor,
      table: PgTable,
      columns: { state: Column; level?: Column },
      scope: SQL | undefined,
    ): Promise<number | null> {
      if (pendingSteps(declaration, actor).length === 0) return null;
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(and(engine.pendingFor(declaration, actor, columns), scope));
      return Number(row?.n ?? 0);
    },

    /** A document's approval history, oldest step first. */
    history(db: DbOrTx, documentType: string, documentId: number): Promise<ApprovalHistoryEntry[]> {
      return db
        .select({
          id: approvalHistory.id,
          level: approvalHistory.level,
          action: approvalHistory.action,
          fromState: approvalHistory.fromState,
          toState: approvalHistory.toState,
          actorId: approvalHistory.actorId,
          actorName: approvalHistory.actorName,
          opinion: approvalHistory.opinion,
          createdAt: approvalHistory.createdAt,
        })
        .from(approvalHistory)
        .where(
          and(eq(approvalHistory.documentType, documentType), eq(approvalHistory.documentId, documentId)),
        )
        .orderBy(asc(approvalHistory.createdAt), asc(approvalHistory.id));
    },
  };
  return engine;
}

export type WorkflowEngine = ReturnType<typeof createWorkflowEngine>;

/**
 * A dashboard figure of one document type: how many documents in the principal's scope wait for
 * its approval step (the workflow's "pending for me"), null for a user who approves none.
 */
export type PendingCount = (
  db: DbOrTx,
  principal: Principal,
  workflow: WorkflowEngine,
) => Promise<number | null>;
