import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { DbOrTx, Tx } from '../db/client';
import { AppError } from '../errors';
import { fourLevelActors, fourLevelWorkflow } from './test/four-level-workflow';
import { createWorkflowEngine } from './workflow.engine';
import { approvalHistory } from './workflow.tables';

const { dealer, approvers } = fourLevelActors({ dealer: 11, approvers: [21, 22, 23, 24] });
const subsidy = fourLevelWorkflow;

/** A transaction stand-in that records the rows inserted, and into which table. */
function recordingTx() {
  const inserted: { table: unknown; row: Record<string, unknown> }[] = [];
  const tx = {
    insert: (table: unknown) => ({
      values: async (row: Record<string, unknown>) => {
        inserted.push({ table, row });
      },
    }),
  } as unknown as Tx;
  return { tx, inserted };
}

/** An engine whose clock stands still at `instant`, with a transaction stand-in recording its rows. */
function engineAt(instant: string) {
  return { engine: createWorkflowEngine({ now: () => new Date(instant) }), ...recordingTx() };
}

/** The request of `action` on document `documentId` in `state` at `level`, with no document row. */
function stepRequest<S extends string, A extends string>(
  documentId: number,
  state: S,
  level: number | null,
  action: A,
) {
  return { documentId, state, level, action, document: null };
}

/** A clock at a fixed instant that moves one minute per reading. */
function minuteClock(start: string) {
  let t = new Date(start).getTime();
  return () => {
    const d = new Date(t);
    t += 60_000;
    return d;
  };
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('workflow engine', () => {
  it('takes a document through submit and four approval levels, writing one history row per step with the clock', async () => {
    const engine = createWorkflowEngine({ now: minuteClock('2026-11-21T02:00:00Z') });
    const { tx, inserted } = recordingTx();
    const submitted = await engine.act(tx, subsidy, dealer, {
      documentId: 7,
      state: 'draft',
      level: null,
      action: 'submit',
      document: null,
    });
    expect(submitted).toMatchObject({ from: 'draft', to: 'submitted', fromLevel: null, level: 1 });
    let { to: state, level } = submitted;
    for (const [i, approver] of approvers.entries()) {
      const step = await engine.act(tx, subsidy, approver, {
        documentId: 7,
        state,
        level,
        action: 'approve',
        opinion: i === 0 ? '同意' : '  ',
        document: null,
      });
      expect(step.at).toEqual(new Date(Date.UTC(2026, 10, 21, 2, i + 1)));
      ({ to: state, level } = step);
    }
    expect([state, level]).toEqual(['passed', null]);
    expect(inserted.every((i) => i.table === approvalHistory)).toBe(true);
    expect(inserted.map((i) => i.row)).toEqual([
      {
        documentType: 'TEST_SUBSIDY',
        documentId: 7,
        level: null,
        action: 'submit',
        fromState: 'draft',
        toState: 'submitted',
        actorId: 11,
        actorName: '李经销',
        opinion: null,
        createdAt: new Date('2026-11-21T02:00:00Z'),
      },
      ...[1, 2, 3, 4].map((lvl) => ({
        documentType: 'TEST_SUBSIDY',
        documentId: 7,
        level: lvl,
        action: 'approve',
        fromState: 'submitted',
        toState: lvl === 4 ? 'passed' : 'submitted',
        actorId: 20 + lvl,
        actorName: approvers[lvl - 1].name,
        opinion: lvl === 1 ? '同意' : null,
        createdAt: new Date(Date.UTC(2026, 10, 21, 2, lvl)),
      })),
    ]);
  });

  it("writes the step's own time when the caller gives it (the instant its guard judged), not the clock's", async () => {
    const { engine, tx, inserted } = engineAt('2026-11-21T02:00:00Z');
    const at = new Date('2026-11-21T01:59:59.500Z');
    const taken = await engine.act(tx, subsidy, dealer, { ...stepRequest(7, 'draft', null, 'submit'), at });
    expect(taken.at).toEqual(at);
    expect(inserted.map((i) => i.row.createdAt)).toEqual([at]);
  });

  it('refuses an action that is not a step from the current state, writing nothing', async () => {
    const { engine, tx, inserted } = engineAt('2026-11-21T02:00:00Z');
    const request = stepRequest(7, 'passed', null, 'approve');
    const error = await refusalOf(engine.act(tx, subsidy, approvers[3], request));
    expect(error.code).toBe('WORKFLOW_TRANSITION_NOT_ALLOWED');
    expect(error.params).toEqual({ documentType: 'TEST_SUBSIDY', action: 'approve', state: 'passed' });
    expect(inserted).toEqual([]);
  });

  it('refuses an approver of another level, writing nothing', async () => {
    const { engine, tx, inserted } = engineAt('2026-11-21T02:00:00Z');
    const request = stepRequest(7, 'submitted', 2, 'approve');
    expect((await refusalOf(engine.act(tx, subsidy, approvers[0], request))).code).toBe(
      'WORKFLOW_NOT_APPROVER',
    );
    expect((await refusalOf(engine.act(tx, subsidy, dealer, request))).code).toBe('WORKFLOW_NOT_APPROVER');
    expect(inserted).toEqual([]);
  });

  it('requires an opinion on reject (VALIDATION_FAILED on field opinion), then records it at the level rejected', async () => {
    const { engine, tx, inserted } = engineAt('2026-11-21T03:30:00Z');
    const request = stepRequest(9, 'submitted', 3, 'reject');
    for (const attempt of [
      engine.act(tx, subsidy, approvers[2], request),
      Promise.resolve().then(() => engine.checkOpinion(subsidy, 'reject', undefined)),
    ]) {
      const error = await refusalOf(attempt);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fieldErrors).toEqual([
        { field: 'opinion', code: 'REQUIRED', params: { field: 'opinion' } },
      ]);
    }
    expect(inserted).toEqual([]);
    const step = await engine.act(tx, subsidy, approvers[2], { ...request, opinion: '定损金额与评估不符' });
    expect(step).toMatchObject({ to: 'rejected', fromLevel: 3, level: null });
    expect(inserted.map((i) => i.row)).toMatchObject([
      { level: 3, action: 'reject', toState: 'rejected', opinion: '定损金额与评估不符', createdAt: step.at },
    ]);
  });
});

describe('countPending', () => {
  const table = pgTable('test_pending_documents', {
    id: integer('id').primaryKey(),
    state: text('state').notNull(),
    level: integer('level'),
  });
  const columns = { state: table.state, level: table.level };

  /** A database stand-in answering `n` to one count, recording the tables counted. */
  function countingDb(n: number) {
    const counted: unknown[] = [];
    const db = {
      select: () => ({
        from: (t: unknown) => {
          counted.push(t);
          return { where: async () => [{ n }] };
        },
      }),
    } as unknown as DbOrTx;
    return { db, counted };
  }

  it('counts the documents pending for an approver, in one query', async () => {
    const engine = createWorkflowEngine({ now: () => new Date('2026-11-21T02:00:00Z') });
    const { db, counted } = countingDb(3);
    expect(await engine.countPending(db, subsidy, approvers[1], table, columns, undefined)).toBe(3);
    expect(counted).toEqual([table]);
  });

  it('is null without a query for a user who approves nothing of the type', async () => {
    const engine = createWorkflowEngine({ now: () => new Date('2026-11-21T02:00:00Z') });
    const { db, counted } = countingDb(3);
    const nobody = { userId: 99, name: '访客', roles: [], permissions: new Set<string>() };
    expect(await engine.countPending(db, subsidy, nobody, table, columns, undefined)).toBeNull();
    expect(counted).toEqual([]);
  });
});
