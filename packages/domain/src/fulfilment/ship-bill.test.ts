import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkContainerNo,
  checkContainerNoUnused,
  nextShipBillNo,
  SHIP_BILL_SUFFIXES,
  shipBillSuffixOf,
} from './ship-bill.js';

const base = 'D00012601150007';

describe('nextShipBillNo', () => {
  it('starts at A and continues after the highest used letter', () => {
    expect(nextShipBillNo(base, [])).toEqual({ ok: true, value: `${base}A` });
    expect(nextShipBillNo(base, ['A', 'B'])).toEqual({ ok: true, value: `${base}C` });
    expect(nextShipBillNo(base, ['C', 'A'])).toEqual({ ok: true, value: `${base}D` });
  });
  it('refuses after Z', () => {
    expect(nextShipBillNo(base, ['Z'])).toEqual({
      ok: false,
      violation: { code: 'SHIP_BILL_NUMBER_LIMIT', params: { baseNo: base } },
    });
  });
  it('ignores values that are not suffix letters', () => {
    expect(nextShipBillNo(base, ['', 'a', '1'])).toEqual({ ok: true, value: `${base}A` });
  });
  it('issues 26 distinct numbers, then refuses (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{5,15}$/), (b) => {
        const used: string[] = [];
        const issued = new Set<string>();
        for (;;) {
          const r = nextShipBillNo(b, used);
          if (!r.ok) return r.violation.code === 'SHIP_BILL_NUMBER_LIMIT' && issued.size === 26;
          if (issued.has(r.value)) return false;
          issued.add(r.value);
          used.push(shipBillSuffixOf(r.value, b) as string);
        }
      }),
    );
  });
  it('never reissues a used letter whatever subset was used (property)', () => {
    fc.assert(
      fc.property(fc.subarray(SHIP_BILL_SUFFIXES), (used) => {
        const r = nextShipBillNo(base, used);
        return r.ok ? !used.includes(r.value.slice(-1)) : used.includes('Z');
      }),
    );
  });
  it('reads the suffix back', () => {
    expect(shipBillSuffixOf(`${base}K`, base)).toBe('K');
    expect(shipBillSuffixOf(`${base}`, base)).toBeNull();
    expect(shipBillSuffixOf(`X${base.slice(1)}K`, base)).toBeNull();
  });
});

describe('container number', () => {
  it('accepts two letters, a real date and two digits', () => {
    expect(checkContainerNo('SH2026011501')).toBeNull();
  });
  it.each(['sh2026011501', 'SH20260115', 'SH2026023001', 'S12026011501', 'SH202601150A'])(
    'refuses %s',
    (no) => {
      expect(checkContainerNo(no)).toEqual({
        code: 'CONTAINER_NO_INVALID',
        params: { containerNo: no },
        field: 'containerNo',
      });
    },
  );
  it('refuses reuse across warehouses', () => {
    expect(checkContainerNoUnused('SH2026011501', true)?.code).toBe('CONTAINER_NO_IN_USE');
    expect(checkContainerNoUnused('SH2026011501', false)).toBeNull();
  });
});
