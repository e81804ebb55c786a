import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideWorkflowStep } from '../workflow/index.js';
import {
  checkClaimAccounts,
  checkClaimPhone,
  checkClaimQtyWithinShipped,
  checkClaimResubmitWindow,
  checkClaimSendDate,
  claimResubmitDeadline,
} from './claim-rules.js';
import { claimWorkflow } from './claim-workflow.js';

describe('claim rules', () => {
  it('accepts a mobile number or XXX-XXXXXXXX and nothing else', () => {
    for (const ok of ['13800138000', '021-62345678']) expect(checkClaimPhone(ok)).toBeNull();
    for (const bad of [
      '1380013800',
      '23800138000',
      '021 62345678',
      '02-1234567',
      '0755-1234567',
      '021-1234567',
      'abc',
    ])
      expect(checkClaimPhone(bad)?.code).toBe('CLAIM_PHONE_INVALID');
  });

  it('limits the claim qty to shipped less earlier claims', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        fc.integer({ min: 1, max: 2000 }),
        (shippedQty, claimedQty, claimQty) => {
          const v = checkClaimQtyWithinShipped({ partCode: 'P', claimQty, shippedQty, claimedQty }, 'q');
          expect(v === null).toBe(claimQty <= Math.max(shippedQty - claimedQty, 0));
          if (v) expect(v.params).toMatchObject({ claimableQty: Math.max(shippedQty - claimedQty, 0) });
        },
      ),
    );
  });

  it('wants the accounts to sum to the claim qty', () => {
    const line = { partCode: 'P', claimQty: 3, accounts: [{ qty: 1 }, { qty: 2 }] };
    expect(checkClaimAccounts(line, 'a')).toBeNull();
    expect(checkClaimAccounts({ ...line, claimQty: 4 }, 'a')?.params).toMatchObject({ accountQty: 3 });
  });

  it('refuses a send date after today', () => {
    expect(checkClaimSendDate('2026-11-21', '2026-11-21')).toBeNull();
    expect(checkClaimSendDate('2026-11-22', '2026-11-21')?.code).toBe('CLAIM_SEND_DATE_INVALID');
  });

  it('allows a resubmit through the 7th natural day after the rejection in Shanghai time', () => {
    const backedAt = new Date('2026-11-20T17:30:00Z'); // 01:30 on 11-21 in Shanghai
    const businessTz = 'Asia/Shanghai';
    expect(claimResubmitDeadline(backedAt, businessTz)).toBe('2026-11-28');
    const at = (now: string) => checkClaimResubmitWindow({ backedAt, now: new Date(now), businessTz });
    expect(at('2026-11-28T15:59:59Z')).toBeNull();
    expect(at('2026-11-28T16:00:00Z')?.code).toBe('CLAIM_RESUBMIT_EXPIRED');
  });

  it('counts the resubmit days in the configured business time zone', () => {
    const backedAt = new Date('2026-11-20T17:30:00Z'); // 09:30 on 11-20 in Los Angeles
    const businessTz = 'America/Los_Angeles';
    expect(claimResubmitDeadline(backedAt, businessTz)).toBe('2026-11-27');
    const at = (now: string) => checkClaimResubmitWindow({ backedAt, now: new Date(now), businessTz });
    expect(at('2026-11-28T07:59:59Z')).toBeNull(); // 23:59:59 on 11-27 in Los Angeles
    expect(at('2026-11-28T08:00:00Z')?.params).toEqual({ deadline: '2026-11-27' });
  });
});

describe('claim workflow', () => {
  const auditor = { userId: 1, name: 'wh', roles: [], permissions: new Set(['dealerClaim:audit']) };
  const document = { backedAt: null, now: new Date(), businessTz: 'Asia/Shanghai' };
  it('lets the auditor decide an unaudited claim and refuses other states with CLAIM_ACTION_NOT_ALLOWED', () => {
    const ok = decideWorkflowStep(claimWorkflow, {
      state: 1,
      level: 1,
      action: 'reparation',
      actor: auditor,
      document,
    });
    expect(ok).toMatchObject({ ok: true, value: { to: 2 } });
    const refused = decideWorkflowStep(claimWorkflow, {
      state: 0,
      level: null,
      action: 'reparation',
      actor: auditor,
      document,
    });
    expect(refused).toMatchObject({ ok: false, violation: { code: 'CLAIM_ACTION_NOT_ALLOWED' } });
    const dealer = { ...auditor, permissions: new Set(['dealerClaim:submit']) };
    const notApprover = decideWorkflowStep(claimWorkflow, {
      state: 1,
      level: 1,
      action: 'change',
      actor: dealer,
      document,
    });
    expect(notApprover).toMatchObject({ ok: false, violation: { code: 'WORKFLOW_NOT_APPROVER' } });
  });
});
