import { describe, expect, it } from 'vitest';
import {
  type CirculationSettingRow,
  checkCirculationSetting,
  checkPackageItems,
  checkPriceRanges,
  type PriceRangeRow,
} from './part-settings.js';

const circulation: CirculationSettingRow[] = [
  { circulationType: 'A', endRatio: '0.7', minMonth: 1 },
  { circulationType: 'B', endRatio: '0.9', minMonth: 3 },
  { circulationType: 'C', endRatio: '1', minMonth: 6 },
];

describe('checkCirculationSetting', () => {
  it('accepts fast, medium and slow with ascending ratios ending at 1', () => {
    expect(checkCirculationSetting(circulation)).toEqual([]);
  });
  it('needs all three circulation types', () => {
    const rows = [circulation[0], { ...circulation[2] }];
    expect(checkCirculationSetting(rows)).toEqual([
      { code: 'CIRCULATION_TYPES_INCOMPLETE', params: { missing: 'B' }, field: 'rows' },
    ]);
  });
  it('needs the last end ratio to be exactly 1', () => {
    const rows = circulation.map((r, i) => (i === 2 ? { ...r, endRatio: '0.99' } : r));
    expect(checkCirculationSetting(rows)).toEqual([
      { code: 'CIRCULATION_END_RATIO_INVALID', params: { row: 3 }, field: 'rows[2].endRatio' },
    ]);
  });
  it('refuses an end ratio of 1 before the last row, and falling ratios', () => {
    const one = circulation.map((r, i) => (i === 1 ? { ...r, endRatio: '1' } : r));
    expect(checkCirculationSetting(one).map((p) => p.params)).toContainEqual({ row: 2 });
    const falling = circulation.map((r, i) => (i === 1 ? { ...r, endRatio: '0.5' } : r));
    expect(checkCirculationSetting(falling)[0]).toMatchObject({
      code: 'CIRCULATION_END_RATIO_INVALID',
      params: { row: 2 },
    });
  });
  it('needs the first minimum month to be 1', () => {
    const rows = circulation.map((r, i) => (i === 0 ? { ...r, minMonth: 2 } : r));
    expect(checkCirculationSetting(rows)).toEqual([
      { code: 'CIRCULATION_FIRST_MIN_MONTH', field: 'rows[0].minMonth' },
    ]);
  });
  it('refuses a min month outside 1-12', () => {
    const rows = circulation.map((r, i) => (i === 2 ? { ...r, minMonth: 13 } : r));
    expect(checkCirculationSetting(rows)[0]).toMatchObject({
      code: 'CIRCULATION_MIN_MONTH_INVALID',
      params: { row: 3 },
    });
  });
});

const ranges: PriceRangeRow[] = [
  { startValue: '0', endValue: '100.00', controlParameter: '1.5' },
  { startValue: '100.00', endValue: '1000', controlParameter: 12 },
  { startValue: '1000', endValue: null, controlParameter: '0' },
];

describe('checkPriceRanges', () => {
  it('accepts contiguous rows with an open last row', () => {
    expect(checkPriceRanges(ranges)).toEqual([]);
    expect(checkPriceRanges([{ startValue: 0, endValue: '', controlParameter: '99.9' }])).toEqual([]);
  });
  it('needs at least one row', () => {
    expect(checkPriceRanges([])[0].code).toBe('REQUIRED');
  });
  it('needs the last end value empty', () => {
    const rows = ranges.map((r, i) => (i === 2 ? { ...r, endValue: '9999' } : r));
    expect(checkPriceRanges(rows)).toEqual([
      { code: 'PRICE_RANGE_LAST_END_NOT_EMPTY', field: 'rows[2].endValue' },
    ]);
  });
  it('needs an inner end value above its start and equal to the next start', () => {
    const gap = ranges.map((r, i) => (i === 0 ? { ...r, endValue: '90' } : r));
    expect(checkPriceRanges(gap)).toEqual([
      { code: 'PRICE_RANGE_END_INVALID', params: { row: 1 }, field: 'rows[0].endValue' },
    ]);
    const empty = ranges.map((r, i) => (i === 1 ? { ...r, endValue: null } : r));
    expect(checkPriceRanges(empty)[0]).toMatchObject({ code: 'PRICE_RANGE_END_INVALID', params: { row: 2 } });
  });
  it('refuses a negative start', () => {
    const rows = [{ startValue: '-1', endValue: null, controlParameter: '1' }];
    expect(checkPriceRanges(rows)[0].code).toBe('PRICE_RANGE_START_INVALID');
  });
  it.each(['100', '1.25', '-1', 'x', '1.'])('refuses control parameter %s', (controlParameter) => {
    const rows = [{ startValue: '0', endValue: null, controlParameter }];
    expect(checkPriceRanges(rows)).toEqual([
      {
        code: 'PRICE_RANGE_CONTROL_PARAMETER_INVALID',
        params: { row: 1 },
        field: 'rows[0].controlParameter',
      },
    ]);
  });
});

describe('checkPackageItems', () => {
  const item = { packageCode: 'BOX01', qty: 2, processCode: 'P10', cost: '3.50' };
  it('accepts well-formed items', () => {
    expect(checkPackageItems([item, { ...item, packageCode: 'BAG', cost: null }])).toEqual([]);
  });
  it('refuses a bad or repeated code', () => {
    expect(checkPackageItems([{ ...item, packageCode: 'box 1' }])[0]).toMatchObject({
      code: 'PACKAGE_CODE_INVALID',
      field: 'packageItems[0].packageCode',
    });
    expect(checkPackageItems([item, item])).toEqual([
      {
        code: 'PACKAGE_CODE_DUPLICATE',
        params: { packageCode: 'BOX01' },
        field: 'packageItems[1].packageCode',
      },
    ]);
  });
  it('refuses a qty that is not a positive integer', () => {
    expect(checkPackageItems([{ ...item, qty: 0 }])[0].code).toBe('PACKAGE_QTY_INVALID');
    expect(checkPackageItems([{ ...item, qty: 1.5 }])[0].code).toBe('PACKAGE_QTY_INVALID');
  });
  it('refuses a bad process code and a bad cost', () => {
    expect(checkPackageItems([{ ...item, processCode: '' }])[0].code).toBe('PACKAGE_PROCESS_CODE_INVALID');
    expect(checkPackageItems([{ ...item, cost: '1.234' }])[0].code).toBe('PACKAGE_COST_INVALID');
    expect(checkPackageItems([{ ...item, cost: '-1' }])[0].code).toBe('PACKAGE_COST_INVALID');
  });
});
