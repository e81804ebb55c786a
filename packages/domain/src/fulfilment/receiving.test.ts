import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDeliveryConfirmable,
  checkReceiveDate,
  checkReceiveLine,
  checkReceiveLines,
} from './receiving.js';

describe('checkReceiveLine', () => {
  it('accepts the full qty without a remark', () => {
    expect(checkReceiveLine({ receivableQty: 5, receivedQty: 5 })).toBeNull();
  });
  it('refuses more than receivable', () => {
    expect(checkReceiveLine({ receivableQty: 5, receivedQty: 6, remark: 'x' })).toEqual({
      code: 'RECEIVE_QTY_EXCEEDS_RECEIVABLE',
      params: { receivedQty: 6, receivableQty: 5 },
      field: 'receivedQty',
    });
  });
  it('needs a remark when the qty differs', () => {
    expect(checkReceiveLine({ receivableQty: 5, receivedQty: 4, remark: ' ' })).toEqual({
      code: 'REMARK_REQUIRED_WHEN_QTY_DIFFERS',
      field: 'remark',
    });
    expect(checkReceiveLine({ receivableQty: 5, receivedQty: 4, remark: 'one box damaged' })).toBeNull();
  });
  it('refuses a negative qty', () => {
    expect(checkReceiveLine({ receivableQty: 5, receivedQty: -1, remark: 'x' })?.code).toBe(
      'RECEIVE_QTY_INVALID',
    );
  });
  it('prefixes line fields', () => {
    expect(
      checkReceiveLines([
        { receivableQty: 1, receivedQty: 1 },
        { receivableQty: 1, receivedQty: 0 },
      ]),
    ).toEqual([{ code: 'REMARK_REQUIRED_WHEN_QTY_DIFFERS', field: 'lines[1].remark' }]);
  });
  it('passes exactly when qty ≤ receivable and equal or remarked (property)', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.boolean(), (receivableQty, receivedQty, remarked) => {
        const ok = checkReceiveLine({ receivableQty, receivedQty, remark: remarked ? 'r' : '' }) === null;
        return ok === (receivedQty <= receivableQty && (receivedQty === receivableQty || remarked));
      }),
    );
  });
});

describe('checkReceiveDate', () => {
  it('refuses a date before the ship date, accepts the ship date itself', () => {
    expect(checkReceiveDate('2026-03-09', '2026-03-15', '2026-03-10')).toEqual({
      code: 'RECEIVE_DATE_BEFORE_SHIP_DATE',
      params: { shipDate: '2026-03-10' },
      field: 'receiveDate',
    });
    expect(checkReceiveDate('2026-03-10', '2026-03-15', '2026-03-10')).toBeNull();
  });
  it('accepts dates from the first of the month to today', () => {
    expect(checkReceiveDate('2026-03-01', '2026-03-15')).toBeNull();
    expect(checkReceiveDate('2026-03-15', '2026-03-15')).toBeNull();
  });
  it('refuses a date after today, in an earlier month, or malformed', () => {
    const out = {
      code: 'RECEIVE_DATE_OUT_OF_RANGE',
      params: { monthStart: '2026-03-01', today: '2026-03-15' },
      field: 'receiveDate',
    };
    expect(checkReceiveDate('2026-03-16', '2026-03-15')).toEqual(out);
    expect(checkReceiveDate('2026-02-28', '2026-03-15')).toEqual(out);
    expect(checkReceiveDate('2026-3-5', '2026-03-15')).toEqual(out);
  });
  it('throws on a bad today', () => {
    expect(() => checkReceiveDate('2026-03-01', '15.03.2026')).toThrow(RangeError);
  });
  it('confirms a delivery only once', () => {
    expect(checkDeliveryConfirmable({ confirmed: true })?.code).toBe('DELIVERY_ALREADY_CONFIRMED');
    expect(checkDeliveryConfirmable({ confirmed: false })).toBeNull();
  });
});
