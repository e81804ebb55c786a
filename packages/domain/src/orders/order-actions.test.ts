import { describe, expect, it } from 'vitest';
import {
  checkDeletable,
  checkEditable,
  checkReleasable,
  checkSubmittable,
  checkVorDecidable,
  type OrderActionInput,
  orderActions,
  submitOutcome,
  vorDecisionOutcome,
} from './order-actions.js';
import { ORDER_STATUS, ORDER_STATUSES } from './order-status.js';

const draft: OrderActionInput = {
  status: ORDER_STATUS.uncompleted,
  orderType: 'Normal',
  agentEntered: false,
  receivedQty: 0,
  hasDeliveryOrder: false,
  vorApprovalStatus: 'none',
  lineCount: 2,
};

describe('checkDeletable', () => {
  it('allows every unreleased status', () => {
    for (const status of [0, 1, 2, 3] as const) expect(checkDeletable({ ...draft, status })).toBeNull();
  });
  it('refuses released and later statuses with ORDER_NOT_DELETABLE', () => {
    for (const status of ORDER_STATUSES.filter((s) => s > 3)) {
      expect(checkDeletable({ ...draft, status })?.code).toBe('ORDER_NOT_DELETABLE');
    }
  });
  it('refuses an order with a DO', () => {
    expect(checkDeletable({ ...draft, status: 2, hasDeliveryOrder: true })?.code).toBe('ORDER_NOT_DELETABLE');
  });
  it('refuses a partly received order with its own message', () => {
    expect(checkDeletable({ ...draft, status: 2, receivedQty: 1 })).toEqual({
      code: 'ORDER_PARTLY_RECEIVED',
      field: 'status',
    });
  });
  it('refuses an order entered on the dealer’s behalf', () => {
    expect(checkDeletable({ ...draft, agentEntered: true })?.code).toBe('ORDER_AGENT_ENTERED');
    expect(orderActions.isDeletable({ ...draft, agentEntered: true })).toBe(false);
    expect(orderActions.isDeletable(draft)).toBe(true);
  });
});

describe('checkEditable / checkSubmittable', () => {
  it('only an uncompleted order is editable', () => {
    expect(checkEditable(draft)).toBeNull();
    expect(checkEditable({ status: ORDER_STATUS.canRelease })).toEqual({
      code: 'ORDER_NOT_EDITABLE',
      params: { status: 3 },
      field: 'status',
    });
    expect(orderActions.isEditable({ status: ORDER_STATUS.postponed })).toBe(false);
  });
  it('only an uncompleted order with lines is submittable', () => {
    expect(checkSubmittable(draft)).toBeNull();
    expect(checkSubmittable({ ...draft, lineCount: 0 })?.code).toBe('ORDER_LINES_REQUIRED');
    expect(checkSubmittable({ ...draft, status: ORDER_STATUS.released })?.code).toBe('ORDER_NOT_SUBMITTABLE');
    expect(orderActions.isSubmittable({ ...draft, lineCount: 0 })).toBe(false);
  });
});

describe('submit and VOR approval', () => {
  it('sends VOR orders to approval, held orders to postponed, others to can release', () => {
    expect(submitOutcome({ orderType: 'VOR' })).toEqual({ status: 1, vorApprovalStatus: 'pending' });
    expect(submitOutcome({ orderType: 'Normal' }, { belowMinimumAmount: true })).toEqual({
      status: 1,
      vorApprovalStatus: 'none',
    });
    expect(submitOutcome({ orderType: 'Urgent' })).toEqual({ status: 3, vorApprovalStatus: 'none' });
  });
  it('only a pending VOR order can be approved or rejected', () => {
    const pending = {
      orderType: 'VOR',
      status: ORDER_STATUS.postponed,
      vorApprovalStatus: 'pending',
    } as const;
    expect(checkVorDecidable(pending)).toBeNull();
    expect(checkVorDecidable({ ...pending, vorApprovalStatus: 'approved' })?.code).toBe(
      'VOR_APPROVAL_NOT_PENDING',
    );
    expect(checkVorDecidable({ ...pending, orderType: 'Normal' })?.code).toBe('VOR_APPROVAL_NOT_PENDING');
    expect(orderActions.isVorDecidable({ ...pending, status: ORDER_STATUS.canRelease })).toBe(false);
  });
  it('approval releases the hold, rejection returns the order to the dealer', () => {
    expect(vorDecisionOutcome('approve')).toEqual({ status: 3, vorApprovalStatus: 'approved' });
    expect(vorDecisionOutcome('reject')).toEqual({ status: 0, vorApprovalStatus: 'rejected' });
  });
});

describe('checkReleasable', () => {
  it('releases can-release and backordered orders only', () => {
    expect(checkReleasable({ status: 3, dealerOrderNo: 'D00012601150001' })).toBeNull();
    expect(checkReleasable({ status: 2, dealerOrderNo: 'D00012601150001' })).toBeNull();
    expect(checkReleasable({ status: 1, dealerOrderNo: 'D00012601150001' })).toEqual({
      code: 'ORDER_NOT_RELEASABLE',
      params: { dealerOrderNo: 'D00012601150001' },
      field: 'status',
    });
    expect(orderActions.isReleasable({ status: 4, dealerOrderNo: 'x' })).toBe(false);
  });
});
