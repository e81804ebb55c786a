import type { DataScope } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { Principal } from './principal';
import { actingDealer } from './scope';

const callerIn = (scope: DataScope) => ({ scope }) as Principal;
const dealerStaff = callerIn({ kind: 'dealer', dealerCode: 'D001' });
const headOffice = callerIn({ kind: 'all' });

/** The AppError a call throws, for its code and field errors. */
function refusal(call: () => unknown): AppError {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('actingDealer', () => {
  it("gives a dealer's staff their own dealer, with or without the same code named", () => {
    expect(actingDealer(dealerStaff, undefined, 'forbidden')).toEqual({ dealerCode: 'D001', own: true });
    expect(actingDealer(dealerStaff, 'D001', 'forbidden')).toEqual({ dealerCode: 'D001', own: true });
  });

  it("refuses another dealer's code as FORBIDDEN, or passes it over where the route ignores it", () => {
    expect(refusal(() => actingDealer(dealerStaff, 'D002', 'forbidden')).code).toBe('FORBIDDEN');
    expect(actingDealer(dealerStaff, 'D002', 'ignored')).toEqual({ dealerCode: 'D001', own: true });
  });

  it('lets head office act for the dealer it names', () => {
    expect(actingDealer(headOffice, 'D002', 'forbidden')).toEqual({ dealerCode: 'D002', own: false });
  });

  it('asks head office for the dealer code when it names none (REQUIRED on dealerCode)', () => {
    const error = refusal(() => actingDealer(headOffice, undefined, 'ignored'));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual([
      { field: 'dealerCode', code: 'REQUIRED', params: { field: 'dealerCode' } },
    ]);
    expect(refusal(() => actingDealer(headOffice, '', 'forbidden')).code).toBe('VALIDATION_FAILED');
  });

  it('refuses warehouse staff, suppliers and unscoped callers', () => {
    for (const scope of [
      { kind: 'warehouses', warehouseCodes: ['W1'] },
      { kind: 'supplier', supplierCode: 'S1' },
      { kind: 'none' },
    ] as const) {
      expect(refusal(() => actingDealer(callerIn(scope), 'D001', 'ignored')).code).toBe('FORBIDDEN');
    }
  });
});
