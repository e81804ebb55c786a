import { describe, expect, it } from 'vitest';
import { decideWorkflowStep } from '../workflow/index.js';
import {
  checkClaimWarehouseIsOwn,
  checkLocalDealer,
  checkWarehouseClaimEditable,
  checkWarehouseClaimNotComplete,
  WAREHOUSE_CLAIM_STATUS as S,
  warehouseClaimWorkflow,
} from './warehouse-claim.js';

const auditor = { userId: 1, name: 'hq', roles: [], permissions: new Set(['warehouseClaim:audit']) };
const staff = {
  userId: 2,
  name: 'wh',
  roles: [],
  permissions: new Set(['warehouseClaim:submit', 'warehouseClaim:receive', 'warehouseClaim:complete']),
};
const step = (state: number, action: string, actor = auditor) =>
  decideWorkflowStep(warehouseClaimWorkflow, {
    state: state as 0,
    level: [1, 2, 3].includes(state) ? 1 : null,
    action: action as 'submit',
    opinion: 'note',
    actor,
    document: { status: state },
  });

describe('in-warehouse claim rules', () => {
  it('edit or delete only when unsubmitted', () => {
    expect(checkWarehouseClaimEditable(S.unsubmitted)).toBeNull();
    expect(checkWarehouseClaimEditable(S.unaudited)?.code).toBe('WAREHOUSE_CLAIM_NOT_EDITABLE');
  });

  it('the claim warehouse must be the caller’s; head office may use any', () => {
    expect(checkClaimWarehouseIsOwn('W01', { headOffice: false, warehouseCodes: ['W01'] })).toBeNull();
    expect(checkClaimWarehouseIsOwn('W02', { headOffice: true, warehouseCodes: [] })).toBeNull();
    expect(checkClaimWarehouseIsOwn('W02', { headOffice: false, warehouseCodes: ['W01'] })?.code).toBe(
      'WAREHOUSE_NOT_CLAIM_WAREHOUSE',
    );
  });

  it('the dealer must be a local dealer of the claim warehouse', () => {
    expect(checkLocalDealer({ code: 'D1', defaultWarehouseCode: 'W01' }, 'W01')).toBeNull();
    expect(checkLocalDealer({ code: 'D1', defaultWarehouseCode: 'W02' }, 'W01')?.code).toBe(
      'DEALER_NOT_LOCAL_DEALER',
    );
    expect(checkLocalDealer(undefined, 'W01')?.code).toBe('DEALER_NOT_LOCAL_DEALER');
  });

  it('audits only unaudited, reparation or change; receives only a return; completes 2 and 3', () => {
    for (const state of [S.unaudited, S.reparation, S.change])
      expect(step(state, 'return')).toMatchObject({ ok: true, value: { to: S.return } });
    for (const state of [S.unsubmitted, S.return, S.complete])
      expect(step(state, 'change')).toMatchObject({
        ok: false,
        violation: { code: 'WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED' },
      });
    expect(step(S.return, 'receive', staff)).toMatchObject({ ok: true, value: { to: S.complete } });
    expect(step(S.change, 'receive', staff)).toMatchObject({ ok: false });
    expect(step(S.reparation, 'complete', staff)).toMatchObject({ ok: true, value: { to: S.complete } });
    expect(step(S.unaudited, 'reparation', staff)).toMatchObject({
      ok: false,
      violation: { code: 'WORKFLOW_NOT_APPROVER' },
    });
  });

  it('a completed claim cannot be received again', () => {
    expect(checkWarehouseClaimNotComplete({ status: S.complete })?.code).toBe(
      'WAREHOUSE_CLAIM_ALREADY_COMPLETE',
    );
    expect(checkWarehouseClaimNotComplete({ status: S.return })).toBeNull();
  });
});
