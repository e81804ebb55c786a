import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDealerOrderNo,
  formatDealerOrderNo,
  formatTempOrderNo,
  isTempOrderNo,
  parseDealerOrderNo,
  VIRTUAL_DEALER_ORDER_NO,
} from './order-numbers.js';

describe('order numbers', () => {
  it('formats a temp order no', () => {
    expect(formatTempOrderNo('2026-01-15', 42)).toEqual({ ok: true, value: 'T20260115000042' });
    expect(isTempOrderNo('T20260115000042')).toBe(true);
    expect(isTempOrderNo('T20261315000042')).toBe(false);
  });

  it('formats and parses a DealerOrderNO of 15 characters', () => {
    const r = formatDealerOrderNo('D0001', '2026-01-15', 7);
    expect(r).toEqual({ ok: true, value: 'D00012601150007' });
    expect(parseDealerOrderNo('D00012601150007')).toEqual({
      dealerCode: 'D0001',
      businessDate: '2026-01-15',
      seq: 7,
    });
  });

  it('refuses sequences past the daily limit', () => {
    expect(formatDealerOrderNo('D0001', '2026-01-15', 10_000)).toEqual({
      ok: false,
      violation: { code: 'ORDER_SEQUENCE_EXHAUSTED', params: { max: 9999 } },
    });
    expect(formatTempOrderNo('2026-01-15', 1_000_000).ok).toBe(false);
  });

  it('throws on programming errors', () => {
    expect(() => formatDealerOrderNo('D001', '2026-01-15', 1)).toThrow(RangeError);
    expect(() => formatDealerOrderNo('D0001', '2026-02-30', 1)).toThrow(RangeError);
    expect(() => formatTempOrderNo('2026-01-15', 0)).toThrow(RangeError);
  });

  it('reserves fifteen zeros and refuses malformed numbers', () => {
    expect(checkDealerOrderNo(VIRTUAL_DEALER_ORDER_NO)?.code).toBe('DEALER_ORDER_NO_RESERVED');
    expect(checkDealerOrderNo('D00012601150000')?.code).toBe('DEALER_ORDER_NO_INVALID');
    expect(checkDealerOrderNo('D0001260115001')?.code).toBe('DEALER_ORDER_NO_INVALID');
    expect(checkDealerOrderNo('D00012601150001')).toBeNull();
  });

  it('never produces the virtual number and always round-trips (property)', () => {
    const code = fc.stringMatching(/^[A-Z0-9]{5}$/);
    const date = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(code, date, fc.integer({ min: 1, max: 9999 }), (dealerCode, d, seq) => {
        const businessDate = d.toISOString().slice(0, 10);
        const r = formatDealerOrderNo(dealerCode, businessDate, seq);
        if (!r.ok) return false;
        return (
          r.value.length === 15 && r.value !== VIRTUAL_DEALER_ORDER_NO && checkDealerOrderNo(r.value) === null
        );
      }),
    );
  });
});
