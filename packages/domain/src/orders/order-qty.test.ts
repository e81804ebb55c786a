import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrderQty, nearestValidOrderQty, unsentQty } from './order-qty.js';

const part = { minPackageQty: 4, unitSalesQty: 2 };

describe('checkOrderQty', () => {
  it('accepts a qty at least the MPQ and a multiple of the unit sales qty', () => {
    expect(checkOrderQty(4, part)).toBeNull();
    expect(checkOrderQty(10, part)).toBeNull();
  });
  it.each([0, -2, 2.5, Number.NaN])('refuses %s as not a positive integer', (qty) => {
    expect(checkOrderQty(qty, part)).toEqual({ code: 'ORDER_QTY_INVALID', field: 'qty' });
  });
  it('refuses a qty below the min package qty', () => {
    expect(checkOrderQty(2, part)).toEqual({
      code: 'ORDER_QTY_BELOW_MIN_PACKAGE_QTY',
      params: { minPackageQty: 4 },
      field: 'qty',
    });
  });
  it('refuses a qty that is not a multiple of the unit sales qty', () => {
    expect(checkOrderQty(5, part)).toEqual({
      code: 'ORDER_QTY_NOT_MULTIPLE_OF_UNIT_SALES_QTY',
      params: { unitSalesQty: 2 },
      field: 'qty',
    });
  });
  it('refuses a qty below the shipped qty', () => {
    expect(checkOrderQty(6, part, { sendQty: 8 })?.code).toBe('ORDER_QTY_BELOW_SHIPPED_QTY');
    expect(checkOrderQty(8, part, { sendQty: 8 })).toBeNull();
  });
  it('refuses raising the qty where the flow forbids it', () => {
    expect(checkOrderQty(12, part, { originalQty: 10, allowIncrease: false })).toEqual({
      code: 'ORDER_QTY_INCREASE_NOT_ALLOWED',
      params: { originalQty: 10 },
      field: 'qty',
    });
    expect(checkOrderQty(12, part, { originalQty: 10 })).toBeNull();
  });
  it('treats missing sales quantities as 1', () => {
    expect(checkOrderQty(3, { minPackageQty: 0, unitSalesQty: 0 })).toBeNull();
  });
  it('accepts exactly the multiples of the unit sales qty from the MPQ up (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 2000 }),
        (u, mpq, qty) => {
          const valid = checkOrderQty(qty, { minPackageQty: mpq, unitSalesQty: u }) === null;
          return valid === (qty >= mpq && qty % u === 0);
        },
      ),
    );
  });
});

describe('nearestValidOrderQty', () => {
  it('rounds up to the first valid qty', () => {
    expect(nearestValidOrderQty(1, part)).toBe(4);
    expect(nearestValidOrderQty(5, part)).toBe(6);
    expect(nearestValidOrderQty(5, { minPackageQty: 5, unitSalesQty: 3 })).toBe(6);
  });
  it('is valid, not below the request, and minimal (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 2000 }),
        (u, mpq, requested) => {
          const p = { minPackageQty: mpq, unitSalesQty: u };
          const q = nearestValidOrderQty(requested, p);
          if (checkOrderQty(q, p) !== null || q < requested) return false;
          for (let smaller = requested; smaller < q; smaller++)
            if (checkOrderQty(smaller, p) === null) return false;
          return true;
        },
      ),
    );
  });
  it('unsent qty never goes below zero', () => {
    expect(unsentQty(10, 4)).toBe(6);
    expect(unsentQty(4, 10)).toBe(0);
  });
});
