import { defineWorkflow, type WorkflowActor } from '@spm/domain';

/** States of the four-level test document. */
export type TestSubsidyState = 'draft' | 'submitted' | 'passed' | 'rejected';

/**
 * A four-level declaration shaped like the accident car subsidy (GLOSSARY): the dealer submits, then
 * area manager → parts manager → fix-price commissioner → finance analysis approve in turn; any level
 * may reject (with an opinion).
 */
export const fourLevelWorkflow = defineWorkflow<TestSubsidyState, 'submit' | 'approve' | 'reject', null>({
  documentType: 'TEST_SUBSIDY',
  states: ['draft', 'submitted', 'passed', 'rejected'],
  levels: [
    { label: { zh: '区域经理', en: 'Area manager' }, approver: { role: 'areaManager' } },
    { label: { zh: '配件经理', en: 'Parts manager' }, approver: { role: 'partsManager' } },
    { label: { zh: '定价专员', en: 'Fix-price commissioner' }, approver: { role: 'fixPrice' } },
    { label: { zh: '财务分析', en: 'Finance analysis' }, approver: { role: 'finance' } },
  ],
  transitions: [
    { action: 'submit', from: 'draft', to: 'submitted', actor: { permission: 'subsidy:submit' } },
    { action: 'approve', from: 'submitted', to: 'passed', climbsLevels: true },
    { action: 'reject', from: 'submitted', to: 'rejected' },
  ],
});

/** The submitting dealer and the four approvers, first level first, with the given user ids. */
export function fourLevelActors(ids: {
  dealer: number | null;
  approvers: readonly [number | null, number | null, number | null, number | null];
}): { dealer: WorkflowActor; approvers: WorkflowActor[] } {
  const roles = ['areaManager', 'partsManager', 'fixPrice', 'finance'];
  const names = ['区域经理', '配件经理', '定价专员', '财务分析'];
  return {
    dealer: {
      userId: ids.dealer,
      name: '李经销',
      roles: ['dealer'],
      permissions: new Set(['subsidy:submit']),
    },
    approvers: ids.approvers.map((userId, i) => ({
      userId,
      name: names[i],
      roles: [roles[i]],
      permissions: new Set<string>(),
    })),
  };
}
