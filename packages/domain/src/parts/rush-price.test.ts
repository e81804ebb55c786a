import { describe, expect, it } from 'vitest';
import {
  CIRCULATION_TYPES,
  CURRENCIES,
  LIMIT_AREAS,
  PART_FLAG_KEYS,
  PART_FLAGS,
  REPLACEABILITY_CLASSES,
} from './part-enums.js';
import { deriveRushPrices, RUSH_PRICE_PARAMETERS } from './rush-price.js';

describe('deriveRushPrices', () => {
  it('applies retail 0.7, air 1.3 and land 300', () => {
    expect(deriveRushPrices('70.00')).toEqual({
      suggestedRetailPrice: '100.00',
      rushPrice: '91.00',
      rushLandPrice: '370.00',
    });
  });
  it('rounds half up to two decimals', () => {
    expect(deriveRushPrices('0.05')).toEqual({
      suggestedRetailPrice: '0.07',
      rushPrice: '0.07',
      rushLandPrice: '300.05',
    });
  });
  it('takes other parameters', () => {
    expect(deriveRushPrices('10', { ...RUSH_PRICE_PARAMETERS, airFactor: '2' }).rushPrice).toBe('20.00');
  });
  it('refuses a negative price', () => {
    expect(() => deriveRushPrices('-1')).toThrow(RangeError);
  });
});

describe('part enumerations', () => {
  it('has the 17 flags of the spec, unique, each labelled', () => {
    expect(PART_FLAGS).toHaveLength(17);
    expect(new Set(PART_FLAG_KEYS).size).toBe(17);
    for (const f of PART_FLAGS) expect(f.zh && f.en).toBeTruthy();
  });
  it('has the spec enumerations', () => {
    expect(REPLACEABILITY_CLASSES).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(CIRCULATION_TYPES).toEqual(['A', 'B', 'C']);
    expect(CURRENCIES).toEqual(['CNY', 'JPY', 'EUR', 'USD']);
    expect(LIMIT_AREAS).toEqual(['north', 'east', 'south', 'west', 'central']);
  });
});
