import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAbnormalPartStorage,
  checkChildPartDefaultStorage,
  checkIntensiveMoq,
  checkMainStorageFirst,
  checkMinMaxStock,
  checkPartEffectiveFrom,
  checkPredictionCoefficients,
  checkReductionCoefficient,
} from './part-master-rules.js';

describe('checkReductionCoefficient', () => {
  it('accepts 0 and positive decimals', () => {
    expect(checkReductionCoefficient(0)).toBeNull();
    expect(checkReductionCoefficient('1.25')).toBeNull();
  });
  it('refuses negative and non-numeric values', () => {
    expect(checkReductionCoefficient('-0.01')?.code).toBe('REDUCTION_COEFFICIENT_NEGATIVE');
    expect(checkReductionCoefficient('abc')?.code).toBe('REDUCTION_COEFFICIENT_NEGATIVE');
  });
});

describe('checkMinMaxStock', () => {
  it('accepts max ≥ min and unset values', () => {
    expect(checkMinMaxStock(5, 5)).toBeNull();
    expect(checkMinMaxStock(5, 10)).toBeNull();
    expect(checkMinMaxStock(null, 3)).toBeNull();
  });
  it('refuses max below min', () => {
    expect(checkMinMaxStock(10, 9)).toEqual({
      code: 'MAX_STOCK_BELOW_MIN',
      params: { minStock: 10, maxStock: 9 },
      field: 'maxStock',
    });
  });
  it('refuses negative or fractional stock parameters', () => {
    expect(checkMinMaxStock(-1, 3)?.field).toBe('minStock');
    expect(checkMinMaxStock(1, 2.5)?.code).toBe('STOCK_PARAMETER_INVALID');
  });
  it('holds exactly when max ≥ min (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.nat(10_000),
        (min, max) => (checkMinMaxStock(min, max) === null) === max >= min,
      ),
    );
  });
});

describe('checkIntensiveMoq', () => {
  it('is not checked when unset', () => {
    expect(checkIntensiveMoq({ minOrderQty: null, minPackageQty: null, intensiveMoq: null })).toBeNull();
  });
  it('needs both MOQ and MPQ', () => {
    expect(checkIntensiveMoq({ minOrderQty: 10, minPackageQty: null, intensiveMoq: 20 })?.code).toBe(
      'INTENSIVE_MOQ_NEEDS_MOQ_AND_MPQ',
    );
    expect(checkIntensiveMoq({ minOrderQty: 0, minPackageQty: 5, intensiveMoq: 20 })?.code).toBe(
      'INTENSIVE_MOQ_NEEDS_MOQ_AND_MPQ',
    );
  });
  it('must be a multiple of both', () => {
    expect(checkIntensiveMoq({ minOrderQty: 4, minPackageQty: 6, intensiveMoq: 12 })).toBeNull();
    expect(checkIntensiveMoq({ minOrderQty: 4, minPackageQty: 6, intensiveMoq: 18 })).toEqual({
      code: 'INTENSIVE_MOQ_NOT_MULTIPLE',
      params: { intensiveMoq: 18, minOrderQty: 4, minPackageQty: 6 },
      field: 'intensiveMoq',
    });
    expect(checkIntensiveMoq({ minOrderQty: 4, minPackageQty: 6, intensiveMoq: 0 })?.code).toBe(
      'INTENSIVE_MOQ_NOT_MULTIPLE',
    );
  });
  it('accepts exactly the common multiples (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 5000 }),
        (moq, mpq, i) => {
          const ok = checkIntensiveMoq({ minOrderQty: moq, minPackageQty: mpq, intensiveMoq: i }) === null;
          return ok === (i % moq === 0 && i % mpq === 0);
        },
      ),
    );
  });
});

describe('checkPredictionCoefficients', () => {
  const twelfths = [
    '0.09',
    '0.09',
    '0.09',
    '0.09',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
  ];

  it('accepts 12 values summing to exactly 1', () => {
    expect(checkPredictionCoefficients(twelfths)).toBeNull();
    expect(checkPredictionCoefficients(['1', ...Array(11).fill('0')])).toBeNull();
  });
  it('uses decimal arithmetic: ten 0.1 numbers plus two zeros sum to 1', () => {
    const tenths = [...Array(10).fill(0.1), 0, 0];
    expect(tenths.reduce((a: number, b: number) => a + b, 0)).not.toBe(1);
    expect(checkPredictionCoefficients(tenths)).toBeNull();
  });
  it('refuses a wrong count', () => {
    expect(checkPredictionCoefficients(twelfths.slice(1))?.code).toBe('PREDICTION_COEFFICIENT_COUNT');
  });
  it('refuses a value outside 0-1 and names the month', () => {
    const bad = [...twelfths];
    bad[3] = '1.01';
    expect(checkPredictionCoefficients(bad)).toEqual({
      code: 'PREDICTION_COEFFICIENT_OUT_OF_RANGE',
      params: { month: 4 },
      field: 'coefficients[3]',
    });
    bad[3] = '-0.01';
    expect(checkPredictionCoefficients(bad)?.code).toBe('PREDICTION_COEFFICIENT_OUT_OF_RANGE');
  });
  it('refuses a sum other than 1', () => {
    const bad = [...twelfths];
    bad[0] = '0.10';
    expect(checkPredictionCoefficients(bad)).toEqual({
      code: 'PREDICTION_COEFFICIENT_SUM_NOT_ONE',
      params: { sum: '1.01' },
      field: 'coefficients',
    });
  });
  it('accepts any split of 10000 basis points into 12 parts, and refuses it off by one (property)', () => {
    const split = fc
      .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 11, maxLength: 11 })
      .map((cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), 10_000];
        return points.slice(1).map((p, i) => p - points[i]);
      });
    fc.assert(
      fc.property(split, (parts) => {
        const values = parts.map((p) => new Decimal(p).dividedBy(10_000).toString());
        if (checkPredictionCoefficients(values) !== null) return false;
        const i = parts.findIndex((p) => p < 10_000);
        const off = [...values];
        off[i] = new Decimal(off[i]).plus('0.0001').toString();
        return checkPredictionCoefficients(off)?.code === 'PREDICTION_COEFFICIENT_SUM_NOT_ONE';
      }),
    );
  });
});

describe('storage placement rules', () => {
  it('abnormal parts cannot go to transit, packaging or main storage', () => {
    for (const t of ['transit', 'packaging', 'main'] as const) {
      expect(checkAbnormalPartStorage(t)?.code).toBe('ABNORMAL_PART_STORAGE_TYPE_INVALID');
    }
    expect(checkAbnormalPartStorage('abnormal')).toBeNull();
    expect(checkAbnormalPartStorage('sub')).toBeNull();
  });

  it('main storage must be set before safety stock or capacity', () => {
    expect(checkMainStorageFirst({ mainStorageCode: '', safetyStock: 5, capacity: null })?.code).toBe(
      'MAIN_STORAGE_REQUIRED',
    );
    expect(checkMainStorageFirst({ mainStorageCode: null, safetyStock: null, capacity: 10 })?.code).toBe(
      'MAIN_STORAGE_REQUIRED',
    );
    expect(checkMainStorageFirst({ mainStorageCode: 'A-01', safetyStock: 5, capacity: 10 })).toBeNull();
    expect(checkMainStorageFirst({ mainStorageCode: null, safetyStock: null, capacity: null })).toBeNull();
  });

  it('child-part default storage only in the named warehouse', () => {
    expect(checkChildPartDefaultStorage('W01', 'A-01', 'W01')).toBeNull();
    expect(checkChildPartDefaultStorage('W02', null, 'W01')).toBeNull();
    expect(checkChildPartDefaultStorage('W02', 'A-01', 'W01')).toEqual({
      code: 'CHILD_PART_STORAGE_WAREHOUSE_ONLY',
      params: { warehouseCode: 'W01' },
      field: 'childPartDefaultStorageCode',
    });
  });
});

describe('checkPartEffectiveFrom', () => {
  it('accepts no date, a date after today and the date the part already has', () => {
    expect(checkPartEffectiveFrom(null, null, '2026-11-25')).toBeNull();
    expect(checkPartEffectiveFrom('2026-11-26', null, '2026-11-25')).toBeNull();
    expect(checkPartEffectiveFrom('2024-01-01', '2024-01-01', '2026-11-25')).toBeNull();
  });
  it('refuses an entered or changed date of today or earlier, on the field', () => {
    for (const [entered, stored] of [
      ['2026-11-25', null],
      ['2026-11-24', '2024-01-01'],
      ['2025-01-01', '2027-01-01'],
    ] as const) {
      expect(checkPartEffectiveFrom(entered, stored, '2026-11-25')).toEqual({
        code: 'PART_EFFECTIVE_DATE_NOT_AFTER_TODAY',
        params: { effectiveFrom: entered, today: '2026-11-25' },
        field: 'effectiveFrom',
      });
    }
  });
});
