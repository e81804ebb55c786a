import { describe, expect, it } from 'vitest';
import { type RuleResult, violation } from '../rules.js';
import { declarationProblems, defineWorkflow } from './workflow-declaration.js';
import {
  checkWorkflowOpinion,
  decideWorkflowStep,
  pendingSteps,
  stepApprover,
  type WorkflowActor,
  type WorkflowStepOutcome,
} from './workflow-step.js';

/** A four-level declaration shaped like the accident car subsidy (GLOSSARY). */
interface TestClaim {
  attachments: number;
}
type State = 'draft' | 'submitted' | 'approved' | 'rejected';
const fourLevels = defineWorkflow<State, 'submit' | 'approve' | 'reject', TestClaim>({
  documentType: 'TEST_SUBSIDY',
  states: ['draft', 'submitted', 'approved', 'rejected'],
  levels: [
    { label: { zh: '区域经理', en: 'Area manager' }, approver: { role: 'areaManager' } },
    { label: { zh: '配件经理', en: 'Parts manager' }, approver: { role: 'partsManager' } },
    { label: { zh: '定价专员', en: 'Fix-price commissioner' }, approver: { permission: 'subsidy:fixPrice' } },
    {
      label: { zh: '财务分析', en: 'Finance analysis' },
      approver: { role: 'finance', permission: 'subsidy:approve' },
    },
  ],
  transitions: [
    {
      action: 'submit',
      from: 'draft',
      to: 'submitted',
      actor: { permission: 'subsidy:submit' },
      guard: (c) =>
        c.attachments > 0 ? null : violation('REQUIRED', { field: 'attachments' }, 'attachments'),
    },
    { action: 'approve', from: 'submitted', to: 'approved', climbsLevels: true },
    { action: 'reject', from: 'submitted', to: 'rejected' },
    { action: 'submit', from: 'rejected', to: 'submitted', actor: { permission: 'subsidy:submit' } },
  ],
});

const actor = (roles: string[], permissions: string[] = []): WorkflowActor => ({
  userId: 1,
  name: 'test',
  roles,
  permissions: new Set(permissions),
});
const dealer = actor(['dealer'], ['subsidy:submit']);
const approvers = [
  actor(['areaManager']),
  actor(['partsManager']),
  actor([], ['subsidy:fixPrice']),
  actor(['finance'], ['subsidy:approve']),
];
const doc: TestClaim = { attachments: 3 };

describe('decideWorkflowStep', () => {
  it('climbs the four levels one approver at a time, the last approval leaving the approval state', () => {
    const submitted = decideWorkflowStep(fourLevels, {
      state: 'draft',
      level: null,
      action: 'submit',
      actor: dealer,
      document: doc,
    });
    expect(submitted).toEqual({
      ok: true,
      value: { action: 'submit', from: 'draft', to: 'submitted', fromLevel: null, level: 1 },
    });
    const path: unknown[] = [];
    let state: State = 'submitted';
    let level: number | null = 1;
    for (const approver of approvers) {
      const step: RuleResult<WorkflowStepOutcome<State, 'submit' | 'approve' | 'reject'>> =
        decideWorkflowStep(fourLevels, { state, level, action: 'approve', actor: approver, document: doc });
      if (!step.ok) throw new Error(step.violation.code);
      path.push([step.value.fromLevel, step.value.to, step.value.level]);
      state = step.value.to;
      level = step.value.level;
    }
    expect(path).toEqual([
      [1, 'submitted', 2],
      [2, 'submitted', 3],
      [3, 'submitted', 4],
      [4, 'approved', null],
    ]);
  });

  it('refuses an approver of another level, and one holding only half of a level that names both', () => {
    for (const [level, wrong] of [
      [1, approvers[1]],
      [2, approvers[0]],
      [3, approvers[3]],
      [4, actor(['finance'])],
      [4, actor([], ['subsidy:approve'])],
    ] as const) {
      expect(
        decideWorkflowStep(fourLevels, {
          state: 'submitted',
          level,
          action: 'approve',
          actor: wrong,
          document: doc,
        }),
      ).toEqual({ ok: false, violation: { code: 'WORKFLOW_NOT_APPROVER' } });
    }
    expect(
      decideWorkflowStep(fourLevels, {
        state: 'draft',
        level: null,
        action: 'submit',
        actor: approvers[0],
        document: doc,
      }).ok,
    ).toBe(false);
  });

  it('refuses an action that is no step from the current state, or an approval at no valid level', () => {
    expect(
      decideWorkflowStep(fourLevels, {
        state: 'approved',
        level: null,
        action: 'approve',
        actor: approvers[3],
        document: doc,
      }),
    ).toEqual({
      ok: false,
      violation: {
        code: 'WORKFLOW_TRANSITION_NOT_ALLOWED',
        params: { documentType: 'TEST_SUBSIDY', action: 'approve', state: 'approved' },
      },
    });
    for (const level of [null, 0, 5, 1.5]) {
      const step = decideWorkflowStep(fourLevels, {
        state: 'submitted',
        level,
        action: 'approve',
        actor: approvers[0],
        document: doc,
      });
      expect(step.ok ? null : step.violation.code, String(level)).toBe('WORKFLOW_TRANSITION_NOT_ALLOWED');
    }
  });

  it("answers the declaration's own refusal when it names one", () => {
    const own = defineWorkflow({ ...fourLevels, notAllowed: violation('VOR_APPROVAL_NOT_PENDING') });
    const step = decideWorkflowStep(own, {
      state: 'draft',
      level: null,
      action: 'approve',
      actor: approvers[0],
      document: doc,
    });
    expect(step).toEqual({ ok: false, violation: { code: 'VOR_APPROVAL_NOT_PENDING' } });
  });

  it('requires an opinion on reject, at any level, before anything else; rejecting leaves the levels', () => {
    for (const opinion of [undefined, null, '', '   ']) {
      expect(
        decideWorkflowStep(fourLevels, {
          state: 'approved',
          level: 3,
          action: 'reject',
          actor: dealer,
          opinion,
          document: doc,
        }),
      ).toEqual({
        ok: false,
        violation: { code: 'REQUIRED', params: { field: 'opinion' }, field: 'opinion' },
      });
    }
    expect(
      decideWorkflowStep(fourLevels, {
        state: 'submitted',
        level: 3,
        action: 'reject',
        actor: approvers[2],
        opinion: '定损金额与评估不符',
        document: doc,
      }),
    ).toEqual({
      ok: true,
      value: { action: 'reject', from: 'submitted', to: 'rejected', fromLevel: 3, level: null },
    });
    expect(checkWorkflowOpinion(fourLevels, 'approve', undefined)).toBeNull();
    expect(checkWorkflowOpinion(fourLevels, 'reject', 'ok')).toBeNull();
  });

  it("runs the step's guard after the approver check", () => {
    const input = { state: 'draft', level: null, action: 'submit', document: { attachments: 0 } } as const;
    expect(decideWorkflowStep(fourLevels, { ...input, actor: dealer })).toEqual({
      ok: false,
      violation: { code: 'REQUIRED', params: { field: 'attachments' }, field: 'attachments' },
    });
    expect(decideWorkflowStep(fourLevels, { ...input, actor: approvers[0] })).toEqual({
      ok: false,
      violation: { code: 'WORKFLOW_NOT_APPROVER' },
    });
  });
});

describe('stepApprover', () => {
  it("names the step's own actor, or the approver of the document's level for an approver's step", () => {
    expect(stepApprover(fourLevels, 'submit', 'draft', null)).toEqual({ permission: 'subsidy:submit' });
    expect(stepApprover(fourLevels, 'approve', 'submitted', 1)).toEqual({ role: 'areaManager' });
    expect(stepApprover(fourLevels, 'approve', 'submitted', 3)).toEqual({ permission: 'subsidy:fixPrice' });
  });

  it('answers null where the action is no step from the state, or the level is none of the levels', () => {
    expect(stepApprover(fourLevels, 'approve', 'draft', 1)).toBeNull();
    expect(stepApprover(fourLevels, 'approve', 'submitted', 5)).toBeNull();
    expect(stepApprover(fourLevels, 'approve', 'submitted', null)).toBeNull();
  });
});

describe('pendingSteps', () => {
  it('lists the approval state at each level the actor approves, nothing for others', () => {
    expect(pendingSteps(fourLevels, approvers[1])).toEqual([{ state: 'submitted', level: 2 }]);
    expect(pendingSteps(fourLevels, actor(['areaManager', 'finance'], ['subsidy:approve']))).toEqual([
      { state: 'submitted', level: 1 },
      { state: 'submitted', level: 4 },
    ]);
    expect(pendingSteps(fourLevels, dealer)).toEqual([]);
  });
});

describe('defineWorkflow', () => {
  it('refuses an unsound declaration', () => {
    const problems = declarationProblems({
      documentType: '',
      states: ['a', 'b'],
      levels: [{ label: { zh: '一级', en: 'First' }, approver: {} }],
      transitions: [
        { action: 'reject', from: 'a', to: 'c' as 'b', opinion: 'optional' },
        { action: 'reject', from: 'a', to: 'b' },
        { action: 'submit', from: 'b', to: 'a', actor: { role: 'dealer' }, climbsLevels: true },
      ],
    });
    expect(problems).toEqual([
      'document type must have 1-30 characters',
      'level 1 names neither a permission nor a role',
      'reject from a: unknown state',
      'reject from a: a rejection needs an opinion',
      'reject from a: declared twice',
      'submit from b: a step with its own actor cannot climb levels',
    ]);
    expect(() =>
      defineWorkflow({
        documentType: 'X',
        states: ['a', 'b'],
        levels: [],
        transitions: [{ action: 'approve', from: 'a', to: 'b' }],
      }),
    ).toThrow("workflow X: approve from a: an approver's step needs at least one level");
  });
});
