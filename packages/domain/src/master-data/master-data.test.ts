import { describe, expect, it } from 'vitest';
import { abnormalDemand, normalMonthlyDemand } from './abnormal-demand.js';
import {
  checkDealerClosable,
  checkDealerCode,
  checkPartResponsibility,
  checkSuperiorChain,
  checkWarehouseAbolishable,
} from './master-data-rules.js';

describe('master data rules', () => {
  it('a warehouse with stock or open documents cannot be abolished', () => {
    expect(checkWarehouseAbolishable('W01', { stockQty: 0, openDocuments: 0 })).toBeNull();
    expect(checkWarehouseAbolishable('W01', { stockQty: 3, openDocuments: 0 })?.code).toBe(
      'WAREHOUSE_IN_USE',
    );
    expect(checkWarehouseAbolishable('W01', { stockQty: 0, openDocuments: 1 })).toMatchObject({
      code: 'WAREHOUSE_IN_USE',
      params: { warehouseCode: 'W01', stockQty: 0, openDocuments: 1 },
    });
  });

  it('a dealer with open orders or money on its account cannot be closed, each with its own code', () => {
    const none = { openOrders: 0, availableBalance: '0.00', submittedNotSettled: '0' };
    expect(checkDealerClosable('D1', none)).toBeNull();
    expect(checkDealerClosable('D1', { ...none, openOrders: 2 })?.code).toBe('DEALER_HAS_OPEN_ORDERS');
    expect(checkDealerClosable('D1', { ...none, availableBalance: '-0.01' })?.code).toBe(
      'DEALER_HAS_BALANCE',
    );
    expect(checkDealerClosable('D1', { ...none, submittedNotSettled: '5.00' })?.code).toBe(
      'DEALER_HAS_BALANCE',
    );
  });

  it('only the responsible person or their superior may act on a part (open while none is set)', () => {
    const who = { responsibleUserId: 7, superiorUserId: 3 };
    expect(checkPartResponsibility(7, 'P1', who)).toBeNull();
    expect(checkPartResponsibility(3, 'P1', who)).toBeNull();
    expect(checkPartResponsibility(9, 'P1', who, 'lines[0].partCode')).toMatchObject({
      code: 'PART_NOT_RESPONSIBLE',
      field: 'lines[0].partCode',
    });
    expect(checkPartResponsibility(9, 'P1', { responsibleUserId: null, superiorUserId: null })).toBeNull();
  });

  it('a dealer code is 5 capitals or digits (it opens the DealerOrderNO)', () => {
    expect(checkDealerCode('D0001')).toBeNull();
    for (const bad of ['D001', 'D00011', 'd0001'])
      expect(checkDealerCode(bad)?.code).toBe('DEALER_CODE_INVALID');
  });

  it('a superior chain has no cycle', () => {
    expect(checkSuperiorChain(1, 2, [3])).toBeNull();
    expect(checkSuperiorChain(1, 1, [])?.code).toBe('SUPERIOR_CYCLE');
    expect(checkSuperiorChain(1, 2, [3, 1])?.code).toBe('SUPERIOR_CYCLE');
  });
});

describe('abnormal demand advisory', () => {
  it('compares with the 12-month prediction first, else the recent average', () => {
    expect(normalMonthlyDemand({ yearlyPredictionQty: 120, recentOrderedQty: 900 })).toBe(10);
    expect(normalMonthlyDemand({ yearlyPredictionQty: null, recentOrderedQty: 30 })).toBe(10);
    expect(normalMonthlyDemand({ yearlyPredictionQty: 0, recentOrderedQty: 0 })).toBeNull();
  });

  it('flags more than 3 times the normal monthly demand, from 10 pieces up', () => {
    const basis = { yearlyPredictionQty: 120, recentOrderedQty: 0 };
    expect(abnormalDemand(30, basis)).toBeNull();
    expect(abnormalDemand(31, basis)).toEqual({ normalQty: 10, basis: 'prediction' });
    expect(abnormalDemand(31, { yearlyPredictionQty: null, recentOrderedQty: 30 })).toEqual({
      normalQty: 10,
      basis: 'recent',
    });
    expect(abnormalDemand(9, { yearlyPredictionQty: 12, recentOrderedQty: 0 })).toBeNull();
    expect(abnormalDemand(500, { yearlyPredictionQty: null, recentOrderedQty: 0 })).toBeNull();
  });
});

describe('order hold and modification rules', async () => {
  const { checkHoldable, checkHoldReleasable, checkManualClose, checkLineQtyModification } = await import(
    '../orders/order-hold.js'
  );
  it('holds only submitted unreleased non-VOR orders', () => {
    expect(checkHoldable({ status: 3, orderType: 'Normal' })).toBeNull();
    expect(checkHoldable({ status: 2, orderType: 'Urgent' })).toBeNull();
    expect(checkHoldable({ status: 3, orderType: 'VOR' })?.code).toBe('ORDER_NOT_HOLDABLE');
    expect(checkHoldable({ status: 4, orderType: 'Normal' })?.code).toBe('ORDER_NOT_HOLDABLE');
    expect(checkHoldReleasable({ status: 1, orderType: 'Normal' })).toBeNull();
    expect(checkHoldReleasable({ status: 1, orderType: 'VOR' })?.code).toBe('ORDER_NOT_HELD');
  });
  it('closes by hand only when confirmed and unreleased', () => {
    expect(checkManualClose({ status: 3 }, true)).toBeNull();
    expect(checkManualClose({ status: 3 }, false)?.code).toBe('ORDER_CLOSE_NOT_CONFIRMED');
    expect(checkManualClose({ status: 4 }, true)?.code).toBe('ORDER_NOT_CLOSABLE');
  });
  it('qty never below shipped nor above the original', () => {
    const line = { partCode: 'P', shippedQty: 2, originalQty: 5 };
    expect(checkLineQtyModification({ ...line, qty: 2 }, 'q')).toBeNull();
    expect(checkLineQtyModification({ ...line, qty: 1 }, 'q')?.code).toBe('ORDER_QTY_BELOW_SHIPPED');
    expect(checkLineQtyModification({ ...line, qty: 6 }, 'q')?.code).toBe('ORDER_QTY_RAISED');
  });
});
