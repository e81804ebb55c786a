import { describe, expect, it } from 'vitest';
import {
  calculatePartPrices,
  checkBomEffectiveFrom,
  checkBomEffectiveRange,
  checkBomNoCycle,
  checkBomNotSelf,
  fixPriceActionAllowed,
  RFQ_ACTIONS,
  rfqActionAllowed,
} from './index.js';

describe('BOM rules', () => {
  it('refuses self-reference, a date not after today, an end before the start and a cycle', () => {
    expect(checkBomNotSelf('A', 'A')?.code).toBe('BOM_SELF_REFERENCE');
    expect(checkBomNotSelf('A', 'B')).toBeNull();
    expect(checkBomEffectiveFrom('2026-11-21', '2026-11-21')?.code).toBe(
      'BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY',
    );
    expect(checkBomEffectiveFrom('2026-11-22', '2026-11-21')).toBeNull();
    expect(checkBomEffectiveRange('2026-12-02', '2026-12-01')?.code).toBe('BOM_EFFECTIVE_RANGE_INVALID');
    expect(checkBomEffectiveRange('2026-12-02', null)).toBeNull();
    expect(checkBomNoCycle('A', 'B', new Set(['C', 'A']))?.code).toBe('BOM_CYCLE');
    expect(checkBomNoCycle('A', 'B', new Set(['C']))).toBeNull();
  });
});

describe('RFQ and fix price state machines', () => {
  it('allows editing only while waiting confirm or rejected, and each refusal has its own code', () => {
    expect([0, 1, 2, 3, 4].filter((s) => rfqActionAllowed('edit', s as 0))).toEqual([0, 1]);
    expect([0, 1, 2, 3, 4].filter((s) => rfqActionAllowed('stop', s as 0))).toEqual([2, 3]);
    const codes = Object.values(RFQ_ACTIONS).map((a) => a.refused);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('cancels a package only in BPM waitcreate, cancel or reject', () => {
    const bpm = ['waitcreate', 'approving', 'approved', 'reject', 'cancel'] as const;
    expect(bpm.filter((b) => fixPriceActionAllowed('cancelPackage', 2, b))).toEqual([
      'waitcreate',
      'reject',
      'cancel',
    ]);
    expect(fixPriceActionAllowed('calculate', 1, null)).toBe(true);
    expect(fixPriceActionAllowed('calculate', 0, null)).toBe(false);
    expect(fixPriceActionAllowed('modify', 1, null)).toBe(false);
  });

  it('prices a part from the purchase price, rate and markups, half up to 2 decimals', () => {
    expect(calculatePartPrices('1000.00', '0.05')).toEqual({
      priceOrdinary: '65.00',
      priceRush: '72.50',
      priceRushLand: '69.00',
      priceSuggestedRetail: '80.00',
      priceNormal: '65.00',
    });
    expect(calculatePartPrices('0.01', '1').priceRush).toBe('0.01');
  });
});
