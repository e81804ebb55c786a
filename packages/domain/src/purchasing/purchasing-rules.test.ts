import { describe, expect, it } from 'vitest';
import {
  checkAsnBoxes,
  checkAsnQty,
  checkPoAction,
  checkPoPriceOverlap,
  checkPoPriceValidity,
  checkPromisedDate,
  checkSupplierRoles,
  periodsOverlap,
  proposeReplenishment,
} from './purchasing-rules.js';
import { SUPPLIER_ROLES } from './purchasing-status.js';

const base = {
  onHandQty: 6,
  allocatedQty: 0,
  openPoQty: 0,
  backorderQty: 0,
  safetyStock: 20,
  reorderPoint: 40,
  minStock: 20,
  maxStock: 120,
  forecastQty: 480,
  minOrderQty: 10,
  minPackageQty: 10,
};

describe('purchasing rules', () => {
  it('validity periods overlap when they share a day; open ends reach forever', () => {
    expect(
      periodsOverlap(
        { validFrom: '2026-01-01', validTo: '2026-01-31' },
        { validFrom: '2026-01-31', validTo: null },
      ),
    ).toBe(true);
    expect(
      periodsOverlap(
        { validFrom: '2026-01-01', validTo: '2026-01-31' },
        { validFrom: '2026-02-01', validTo: null },
      ),
    ).toBe(false);
    expect(
      periodsOverlap({ validFrom: '2026-03-01', validTo: null }, { validFrom: '2026-01-01', validTo: null }),
    ).toBe(true);
    const other = { partCode: 'P', currency: 'CNY', validFrom: '2026-01-01', validTo: null };
    expect(checkPoPriceOverlap({ validFrom: '2025-01-01', validTo: '2026-01-01' }, [other])?.code).toBe(
      'PO_PRICE_OVERLAP',
    );
    expect(checkPoPriceValidity('2026-02-01', '2026-01-31')?.code).toBe('PO_PRICE_VALIDITY_INVALID');
    expect(checkPoPriceValidity('2026-02-01', null)).toBeNull();
  });

  it('proposes refilling to max stock in whole packages when the projected stock reaches the trigger', () => {
    expect(proposeReplenishment(base)).toEqual({ projectedQty: 6, proposedQty: 120 });
    expect(proposeReplenishment({ ...base, openPoQty: 100 })).toEqual({ projectedQty: 106, proposedQty: 0 });
    expect(proposeReplenishment({ ...base, backorderQty: 10, maxStock: null })).toEqual({
      projectedQty: -4,
      proposedQty: 90,
    });
    expect(
      proposeReplenishment({ ...base, reorderPoint: null, safetyStock: null, minStock: null }).proposedQty,
    ).toBe(0);
  });

  it('guards purchase order actions, promised dates, shipped qty, boxes and supplier roles', () => {
    expect(checkPoAction({ poNo: 'PO1', status: 1 }, 'confirm')).toBeNull();
    expect(checkPoAction({ poNo: 'PO1', status: 2 }, 'confirm')?.code).toBe('PO_STATUS_INVALID');
    expect(checkPoAction({ poNo: 'PO1', status: 1 }, 'ship')?.code).toBe('PO_STATUS_INVALID');
    expect(checkPromisedDate(null, '2026-11-21', 'f')?.code).toBe('PO_PROMISED_DATE_REQUIRED');
    expect(checkPromisedDate('2026-11-20', '2026-11-21', 'f')?.code).toBe('PO_PROMISED_DATE_PAST');
    expect(checkPromisedDate('2026-11-21', '2026-11-21', 'f')).toBeNull();
    expect(checkAsnQty({ partCode: 'P', qty: 11, orderedQty: 20, shippedQty: 10 }, 'f')?.params).toEqual({
      partCode: 'P',
      qty: 11,
      openQty: 10,
    });
    expect(checkAsnBoxes({ partCode: 'P', qty: 10, boxes: [5, 4] }, 'f')?.code).toBe('ASN_BOX_QTY_MISMATCH');
    expect(checkSupplierRoles(['supplier', 'admin'], SUPPLIER_ROLES)?.params).toEqual({ role: 'admin' });
  });
});
