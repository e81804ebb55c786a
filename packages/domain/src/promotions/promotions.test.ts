import { describe, expect, it } from 'vitest';
import {
  checkPackageParts,
  checkPackageValid,
  checkPeriod,
  checkPromotionActive,
  checkPromotionPrice,
  checkPromotionQtyLimit,
  checkPromotionRebate,
  rebateOf,
  rebatePerPiece,
} from './promotions.js';

describe('promotion rules', () => {
  it('rebate per piece: a fixed amount, or the rate of the promotion price rounded to cents', () => {
    expect(rebatePerPiece('perPiece', '3.5', '80.00')).toBe('3.50');
    expect(rebatePerPiece('percent', '0.05', '80.00')).toBe('4.00');
    expect(rebatePerPiece('percent', '0.033', '12.50')).toBe('0.41');
    expect(rebateOf('4.00', 6)).toBe('24.00');
  });
  it('the promotion price lies above 0 and below the sales price', () => {
    expect(checkPromotionPrice('80.00', '100.00')).toBeNull();
    expect(checkPromotionPrice('100.00', '100.00')?.code).toBe('PROMOTION_PRICE_INVALID');
    expect(checkPromotionPrice('0', '100.00')?.field).toBe('promotionPrice');
  });
  it('the rebate lies above 0 and below the promotion price; a rate below 1', () => {
    expect(checkPromotionRebate('percent', '0.05', '80.00')).toBeNull();
    expect(checkPromotionRebate('percent', '1', '80.00')?.code).toBe('PROMOTION_REBATE_INVALID');
    expect(checkPromotionRebate('perPiece', '80', '80.00')?.code).toBe('PROMOTION_REBATE_INVALID');
    expect(checkPromotionRebate('perPiece', '0', '80.00')?.code).toBe('PROMOTION_REBATE_INVALID');
  });
  it('period and activity on a business date, inclusive', () => {
    expect(checkPeriod('2026-11-01', '2026-11-01')).toBeNull();
    expect(checkPeriod('2026-11-02', '2026-11-01')?.code).toBe('DATE_RANGE_INVALID');
    const p = { startDate: '2026-11-01', endDate: '2026-11-30' };
    expect(checkPromotionActive('2026-11-30', p)).toBeNull();
    expect(checkPromotionActive('2026-12-01', p)?.code).toBe('PROMOTION_NOT_ACTIVE');
    expect(checkPackageValid('2026-10-31', { validFrom: '2026-11-01', validTo: '2026-11-30' })?.code).toBe(
      'PARTS_PACKAGE_NOT_VALID',
    );
  });
  it('the per-dealer limit counts what is already ordered', () => {
    expect(checkPromotionQtyLimit(10, 2, 12)).toBeNull();
    expect(checkPromotionQtyLimit(10, 3, 12)).toMatchObject({
      code: 'PROMOTION_QTY_LIMIT_EXCEEDED',
      params: { limit: 12, remaining: 2 },
      field: 'qty',
    });
  });
  it('a package lists each part once', () => {
    expect(checkPackageParts([{ partCode: 'A' }, { partCode: 'B' }])).toBeNull();
    expect(checkPackageParts([{ partCode: 'A' }, { partCode: 'A' }])?.params).toEqual({ partCode: 'A' });
  });
});
