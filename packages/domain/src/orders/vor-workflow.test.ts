import { describe, expect, it } from 'vitest';
import { stepApprover } from '../workflow/index.js';
import { ORDER_STATUS } from './order-status.js';
import { vorWorkflow } from './vor-workflow.js';

describe('VOR approval workflow', () => {
  it('head-office parts staff decide a postponed VOR order only', () => {
    for (const action of ['approve', 'reject'] as const) {
      expect(stepApprover(vorWorkflow, action, ORDER_STATUS.postponed, 1)?.permission).toBe(
        'vorApproval:approve',
      );
      expect(stepApprover(vorWorkflow, action, ORDER_STATUS.canRelease, 1)).toBeNull();
    }
  });

  it('approve makes the order releasable, reject sends it back uncompleted', () => {
    const to = (action: string) =>
      vorWorkflow.transitions.find((t) => t.action === action && t.from === ORDER_STATUS.postponed)?.to;
    expect(to('approve')).toBe(ORDER_STATUS.canRelease);
    expect(to('reject')).toBe(ORDER_STATUS.uncompleted);
  });
});
