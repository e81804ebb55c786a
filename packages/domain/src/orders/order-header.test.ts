import { describe, expect, it } from 'vitest';
import {
  checkApprovalNo,
  checkDfsOrder,
  checkOrderHeader,
  checkOrderingWarehouse,
  checkOrderVin,
  checkReceivingWarehouse,
  checkTransportType,
  type OrderHeaderInput,
} from './order-header.js';

const normal: OrderHeaderInput = {
  orderType: 'Normal',
  transportType: null,
  dealerType: 'JointVentureA',
  approvalNo: '',
  receivingWarehouseCode: 'W01',
  orderWarehouseIsSlowFlowMain: false,
  vin: null,
};
const dfs: OrderHeaderInput = {
  ...normal,
  orderType: 'DFS',
  dealerType: 'Warehouse',
  dfsPurchaseCode: 'P-1',
  receivingWarehouseCode: null,
  orderWarehouseIsSlowFlowMain: true,
};

describe('checkOrderHeader', () => {
  it('accepts a well-formed normal and DFS order', () => {
    expect(checkOrderHeader(normal)).toEqual([]);
    expect(checkOrderHeader(dfs)).toEqual([]);
    expect(checkOrderHeader({ ...normal, orderType: 'Urgent', transportType: 'Air' })).toEqual([]);
  });
  it('reports every broken rule', () => {
    const codes = checkOrderHeader({
      ...normal,
      orderType: 'VOR',
      transportType: 'Sea',
      approvalNo: 'L1-9',
      receivingWarehouseCode: '',
    }).map((v) => v.code);
    expect(codes).toEqual([
      'TRANSPORT_TYPE_NOT_ALLOWED',
      'APPROVAL_NO_NOT_ALLOWED',
      'RECEIVING_WAREHOUSE_REQUIRED',
      'VIN_REQUIRED',
    ]);
  });
});

describe('checkTransportType', () => {
  it('urgent orders need one, others must not have one', () => {
    expect(checkTransportType('Urgent', null)).toEqual({
      code: 'TRANSPORT_TYPE_REQUIRED',
      field: 'transportType',
    });
    expect(checkTransportType('Urgent', 'Sea')).toBeNull();
    expect(checkTransportType('Normal', 'Air')?.code).toBe('TRANSPORT_TYPE_NOT_ALLOWED');
    expect(checkTransportType('DFS', undefined)).toBeNull();
  });
});

describe('checkApprovalNo', () => {
  it('internal customers need an approval no starting with L1-L6', () => {
    expect(checkApprovalNo('InternalCustomer', 'L3-2026-001')).toBeNull();
    expect(checkApprovalNo('InternalCustomer', 'L6')).toBeNull();
    expect(checkApprovalNo('InternalCustomer', ' ')?.code).toBe('APPROVAL_NO_REQUIRED');
    expect(checkApprovalNo('InternalCustomer', 'L7-1')?.code).toBe('APPROVAL_NO_INVALID');
    expect(checkApprovalNo('InternalCustomer', 'L0')?.code).toBe('APPROVAL_NO_INVALID');
    expect(checkApprovalNo('InternalCustomer', 'X1')?.code).toBe('APPROVAL_NO_INVALID');
  });
  it('other dealer types must leave it empty', () => {
    expect(checkApprovalNo('Group', null)).toBeNull();
    expect(checkApprovalNo('Group', 'L1')).toEqual({ code: 'APPROVAL_NO_NOT_ALLOWED', field: 'approvalNo' });
  });
});

describe('DFS rules', () => {
  it('receiving warehouse is empty for DFS and required otherwise', () => {
    expect(checkReceivingWarehouse('DFS', 'W01')?.code).toBe('RECEIVING_WAREHOUSE_NOT_ALLOWED_FOR_DFS');
    expect(checkReceivingWarehouse('DFS', null)).toBeNull();
    expect(checkReceivingWarehouse('Urgent', null)?.code).toBe('RECEIVING_WAREHOUSE_REQUIRED');
  });
  it('needs a purchase code, a maker-owned dealer and the slow-flow main warehouse', () => {
    expect(checkDfsOrder({ ...dfs, dfsPurchaseCode: '' })?.code).toBe('DFS_PURCHASE_CODE_REQUIRED');
    expect(checkDfsOrder({ ...dfs, dealerType: 'JointVentureA' })).toEqual({
      code: 'DFS_DEALER_TYPE_INVALID',
      params: { dealerTypes: 'Warehouse' },
      field: 'dealerCode',
    });
    expect(checkDfsOrder({ ...dfs, orderWarehouseIsSlowFlowMain: false })?.code).toBe(
      'DFS_WAREHOUSE_INVALID',
    );
    expect(checkDfsOrder({ ...normal, dfsPurchaseCode: '' })).toBeNull();
  });
});

describe('checkOrderVin', () => {
  it('VOR orders need a valid VIN; others validate it when given', () => {
    expect(checkOrderVin('VOR', '')?.code).toBe('VIN_REQUIRED');
    expect(checkOrderVin('VOR', ' 1m8gdm9axkp042788 ')).toBeNull();
    expect(checkOrderVin('Normal', null)).toBeNull();
    expect(checkOrderVin('Normal', '1M8GDM9A1KP042788')?.code).toBe('VIN_CHECK_DIGIT_MISMATCH');
  });
});

describe('checkOrderingWarehouse', () => {
  it('accepts the default or a listed ordering warehouse', () => {
    expect(checkOrderingWarehouse('D0001', 'W03', ['W03', 'W01'])).toBeNull();
    expect(checkOrderingWarehouse('D0001', 'W01', ['W03', 'W01'])).toBeNull();
  });
  it('refuses any other warehouse on the order warehouse field, naming the allowed ones', () => {
    expect(checkOrderingWarehouse('D0001', 'W02', ['W03', 'W01'])).toEqual({
      code: 'WAREHOUSE_NOT_ORDERING',
      params: { warehouseCode: 'W02', dealerCode: 'D0001', allowed: 'W03, W01' },
      field: 'orderWarehouseCode',
    });
    expect(checkOrderingWarehouse('D0001', 'W02', [])?.params).toMatchObject({ allowed: '—' });
  });
});
