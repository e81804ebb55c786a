import type { WorkflowActor } from '@spm/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { users } from '../db/platform.tables';
import { fourLevelActors, fourLevelWorkflow, type TestSubsidyState } from './test/four-level-workflow';
import { createWorkflowEngine, type WorkflowEngine } from './workflow.engine';
import { approvalHistory } from './workflow.tables';

/** A document table of the tests: state and approval level, as a module's table keeps them. */
const testDocuments = pgTable('test_workflow_documents', {
  id: integer('id').primaryKey(),
  state: varchar('state', { length: 20 }).notNull(),
  level: smallint('level'),
});

const subsidy = fourLevelWorkflow;

let t: TestApp;
let engine: WorkflowEngine;
let dealer: WorkflowActor;
let approvers: WorkflowActor[];

beforeAll(async () => {
  t = await createTestApp();
  engine = createWorkflowEngine({ now: t.clock.now });
  await t.ctx.db.execute(
    sql`create table test_workflow_documents (id integer primary key, state varchar(20) not null, level smallint)`,
  );
  const ids = await t.ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['dealer', 'area-manager', 'hq']));
  const idOf = (username: string) => ids.find((u) => u.username === username)?.id ?? null;
  const hq = idOf('hq');
  ({ dealer, approvers } = fourLevelActors({
    dealer: idOf('dealer'),
    approvers: [idOf('area-manager'), hq, hq, hq],
  }));
});
afterAll(() => t.close());

/** Takes a step on a test document in one transaction and stores its new state and level. */
async function step(
  id: number,
  actor: WorkflowActor,
  action: 'submit' | 'approve' | 'reject',
  opinion?: string,
) {
  return t.ctx.db.transaction(async (tx) => {
    const [doc] = await tx.select().from(testDocuments).where(eq(testDocuments.id, id)).for('update');
    const taken = await engine.act(tx, subsidy, actor, {
      documentId: id,
      state: doc.state as TestSubsidyState,
      level: doc.level,
      action,
      opinion,
      document: null,
    });
    await tx
      .update(testDocuments)
      .set({ state: taken.to, level: taken.level })
      .where(eq(testDocuments.id, id));
    return taken;
  });
}

/** Ids of the test documents pending for `actor`. */
async function pendingIds(actor: WorkflowActor, withLevel = true) {
  const rows = await t.ctx.db
    .select({ id: testDocuments.id })
    .from(testDocuments)
    .where(
      engine.pendingFor(subsidy, actor, {
        state: testDocuments.state,
        ...(withLevel ? { level: testDocuments.level } : {}),
      }),
    )
    .orderBy(asc(testDocuments.id));
  return rows.map((r) => r.id);
}

describe('workflow engine on the database', () => {
  it('moves a document up four levels; each step is pending for exactly the next approver and is in the history', async () => {
    await t.ctx.db.insert(testDocuments).values({ id: 1, state: 'draft', level: null });
    t.clock.set('2026-11-21T02:00:00Z');
    await step(1, dealer, 'submit');
    for (const [i, approver] of approvers.entries()) {
      expect(await pendingIds(approver), `level ${i + 1}`).toEqual([1]);
      for (const other of approvers.filter((a) => a !== approver))
        expect(await pendingIds(other)).toEqual([]);
      t.clock.advance(3_600_000);
      await step(1, approver, 'approve', `第${i + 1}级同意`);
    }
    expect(await t.ctx.db.select().from(testDocuments).where(eq(testDocuments.id, 1))).toEqual([
      { id: 1, state: 'passed', level: null },
    ]);
    for (const approver of approvers) expect(await pendingIds(approver)).toEqual([]);
    const history = await engine.history(t.ctx.db, 'TEST_SUBSIDY', 1);
    expect(history.map((h) => [h.level, h.action, h.fromState, h.toState, h.actorName, h.opinion])).toEqual([
      [null, 'submit', 'draft', 'submitted', '李经销', null],
      [1, 'approve', 'submitted', 'submitted', '区域经理', '第1级同意'],
      [2, 'approve', 'submitted', 'submitted', '配件经理', '第2级同意'],
      [3, 'approve', 'submitted', 'submitted', '定价专员', '第3级同意'],
      [4, 'approve', 'submitted', 'passed', '财务分析', '第4级同意'],
    ]);
    expect(history.map((h) => h.createdAt.toISOString())).toEqual([
      '2026-11-21T02:00:00.000Z',
      '2026-11-21T03:00:00.000Z',
      '2026-11-21T04:00:00.000Z',
      '2026-11-21T05:00:00.000Z',
      '2026-11-21T06:00:00.000Z',
    ]);
    expect(history[1].actorId).toBe(approvers[0].userId);
  });

  it('lists pending work by state and level, nothing for a non-approver; the level column is needed with several levels', async () => {
    await t.ctx.db.insert(testDocuments).values([
      { id: 11, state: 'submitted', level: 2 },
      { id: 12, state: 'submitted', level: 1 },
      { id: 13, state: 'submitted', level: 2 },
      { id: 14, state: 'rejected', level: null },
      { id: 15, state: 'draft', level: null },
    ]);
    expect(await pendingIds(approvers[1])).toEqual([11, 13]);
    expect(await pendingIds({ ...approvers[0], roles: ['areaManager', 'partsManager'] })).toEqual([
      11, 12, 13,
    ]);
    expect(await pendingIds(dealer)).toEqual([]);
    await expect(pendingIds(approvers[0], false)).rejects.toThrow('pending work needs the level column');
  });

  it('writes the history in the caller’s transaction: a rolled-back step leaves none', async () => {
    await t.ctx.db.insert(testDocuments).values({ id: 21, state: 'submitted', level: 1 });
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await engine.act(tx, subsidy, approvers[0], {
          documentId: 21,
          state: 'submitted',
          level: 1,
          action: 'reject',
          opinion: '资料不全',
          document: null,
        });
        throw new Error('later write failed');
      }),
    ).rejects.toThrow('later write failed');
    const rows = await t.ctx.db
      .select()
      .from(approvalHistory)
      .where(and(eq(approvalHistory.documentType, 'TEST_SUBSIDY'), eq(approvalHistory.documentId, 21)));
    expect(rows).toEqual([]);
    await step(21, approvers[0], 'reject', '资料不全');
    expect(await engine.history(t.ctx.db, 'TEST_SUBSIDY', 21)).toMatchObject([
      { level: 1, action: 'reject', toState: 'rejected', opinion: '资料不全' },
    ]);
  });
});
