import { countPlanWorkflow, perm, transferWorkflow } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { stepAction } from './step-actions';

describe('stepAction', () => {
  const onClick = () => undefined;

  it('offers a step on the rows it leaves from, under the permission of its actor', () => {
    expect(stepAction(transferWorkflow, 'ship', 1, { label: '发运', testId: 'ship', onClick })).toEqual({
      key: 'ship',
      label: '发运',
      testId: 'ship',
      onClick,
      permission: perm('transferApply', 'ship'),
      hidden: false,
    });
    expect(stepAction(countPlanWorkflow, 'close', 1, { onClick }).permission).toBe(
      perm('countPlan', 'close'),
    );
  });

  it("puts an approver's decision under the permission of the row's approval level", () => {
    const approve = stepAction(transferWorkflow, 'approve', 0, { onClick });
    expect(approve.permission).toBe(perm('transferApply', 'audit'));
    expect(approve.hidden).toBe(false);
  });

  it('hides a step on rows in any other state', () => {
    for (const state of [0, 2, 3, 4])
      expect(stepAction(transferWorkflow, 'ship', state, { onClick }).hidden).toBe(true);
    expect(stepAction(countPlanWorkflow, 'freeze', 1, { onClick }).hidden).toBe(true);
    expect(stepAction(transferWorkflow, 'approve', 0, { level: 2, onClick }).hidden).toBe(true);
  });

  it("leaves a step out on more rows by the screen's own condition", () => {
    expect(stepAction(transferWorkflow, 'ship', 1, { hidden: true, onClick }).hidden).toBe(true);
    expect(stepAction(transferWorkflow, 'ship', 1, { hidden: false, onClick }).hidden).toBe(false);
  });
});
