import { describe, expect, it } from 'vitest';
import { stepApprover } from '../workflow/index.js';
import {
  checkPoppAuditable,
  checkPoppDealer,
  checkPoppDeletable,
  checkPoppEditable,
  checkPoppEligible,
  checkPoppOrderReceived,
  checkPoppSubmitCount,
  checkQuotaMonthsSum,
  isPoppParticipant,
  POPP_STATUS,
  POPP_STATUSES,
  type PoppAction,
  poppLineAmount,
  poppWorkflow,
  quotaRemaining,
} from './index.js';

const months = (first: string) => [first, ...Array.from({ length: 11 }, () => '1000.00')];

describe('POPP quota rules', () => {
  it('the 12 monthly amounts must sum to the task volume', () => {
    expect(checkQuotaMonthsSum('12000.00', months('1000.00'))).toBeNull();
    expect(checkQuotaMonthsSum('12000.00', months('1000.01'))).toMatchObject({
      code: 'POPP_QUOTA_MONTHS_SUM',
      params: { sum: '12000.01' },
    });
    expect(checkQuotaMonthsSum('12000.00', months('1000.00').slice(1))?.code).toBe('POPP_QUOTA_MONTHS_SUM');
  });

  it('remaining = task volume − used', () => {
    expect(quotaRemaining('12000.00', '950.5')).toBe('11049.50');
  });

  it('only configured dealer types take part; staff without a dealer always do', () => {
    expect(isPoppParticipant({ dealerType: 'JointVentureA' }, ['JointVentureA'])).toBe(true);
    expect(isPoppParticipant({ dealerType: 'Group' }, ['JointVentureA'])).toBe(false);
    expect(isPoppParticipant({ dealerType: null }, ['JointVentureA'])).toBe(true);
    expect(checkPoppDealer({ code: 'D1', dealerType: 'Group' }, ['JointVentureA'])?.code).toBe(
      'POPP_DEALER_NOT_ALLOWED',
    );
    expect(checkPoppDealer({ code: 'D1', dealerType: 'JointVentureA' }, ['JointVentureA'])).toBeNull();
  });

  it('a POPP is entered only for a dealer marked POPP-eligible in the dealer master', () => {
    expect(checkPoppEligible({ code: 'D1', poppEligible: true })).toBeNull();
    expect(checkPoppEligible({ code: 'D1', poppEligible: false })).toEqual({
      code: 'POPP_DEALER_NOT_ELIGIBLE',
      params: { dealerCode: 'D1' },
      field: 'dealerCode',
    });
  });

  it('line amount = qty × price × (1 − discount), rounded half up to cents', () => {
    expect(poppLineAmount(10, '100.00', '0.1')).toBe('900.00');
    expect(poppLineAmount(3, '0.35', '0.5')).toBe('0.53');
  });
});

describe('POPP guards (spec §4)', () => {
  it('edit only when unsubmitted or audit complete', () => {
    const editable = POPP_STATUSES.filter((status) => !checkPoppEditable({ status, poppType: 'regular' }));
    expect(editable).toEqual([0, 2]);
  });

  it('delete only an unsubmitted special or dealer-scrap POPP', () => {
    expect(checkPoppDeletable({ status: 0, poppType: 'special' })).toBeNull();
    expect(checkPoppDeletable({ status: 0, poppType: 'dealerScrap' })).toBeNull();
    expect(checkPoppDeletable({ status: 0, poppType: 'regular' })?.code).toBe('POPP_NOT_DELETABLE');
    expect(checkPoppDeletable({ status: 1, poppType: 'special' })?.code).toBe('POPP_NOT_DELETABLE');
  });

  it('audit only regular POPPs', () => {
    expect(checkPoppAuditable({ status: 1, poppType: 'regular' })).toBeNull();
    expect(checkPoppAuditable({ status: 1, poppType: 'special' })?.code).toBe('POPP_NOT_AUDITABLE');
  });

  it('one submission per POPP', () => {
    expect(checkPoppSubmitCount(0)).toBeNull();
    expect(checkPoppSubmitCount(1)).toMatchObject({
      code: 'POPP_SUBMIT_LIMIT_EXCEEDED',
      params: { limit: 1 },
    });
  });
});

describe('POPP workflow (what the screens offer)', () => {
  const offered = (action: PoppAction) =>
    POPP_STATUSES.filter((state) => stepApprover(poppWorkflow, action, state, 1) !== null);

  it('each plain step leaves from its one status, under its own permission', () => {
    expect(offered('submit')).toEqual([POPP_STATUS.unsubmitted]);
    expect(offered('confirm')).toEqual([POPP_STATUS.auditComplete]);
    expect(offered('receive')).toEqual([POPP_STATUS.canShip]);
    expect(offered('close')).toEqual([POPP_STATUS.received]);
    expect(stepApprover(poppWorkflow, 'receive', POPP_STATUS.canShip, 1)?.permission).toBe(
      'poppQuery:receive',
    );
  });

  it('the specialist audits submitted, audit-complete and rejected POPPs, opinion required to approve', () => {
    const auditable = [POPP_STATUS.submitted, POPP_STATUS.auditComplete, POPP_STATUS.rejected];
    expect(offered('approve')).toEqual(auditable);
    expect(offered('reject')).toEqual(auditable);
    expect(stepApprover(poppWorkflow, 'approve', POPP_STATUS.submitted, 1)?.permission).toBe(
      'poppQuery:audit',
    );
  });

  it('receive waits for the dealer order to be received', () => {
    const popp = { status: POPP_STATUS.canShip, poppType: 'regular' as const, dealerOrderNo: 'D1' };
    expect(checkPoppOrderReceived({ ...popp, orderStatus: 9 })).toBeNull();
    expect(checkPoppOrderReceived({ ...popp, orderStatus: 8 })?.code).toBe('POPP_ORDER_NOT_RECEIVED');
  });
});
