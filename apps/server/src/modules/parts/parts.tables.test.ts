import { getTableConfig, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { money } from '../../platform/db/columns';
import { salesPrices } from './parts.tables';

describe('salesPrices', () => {
  it('is the ordinary price as given and the four other sales prices, numeric(18,2) and optional', () => {
    const table = pgTable('priced', { ...salesPrices(money('price_ordinary').notNull().default('0')) });
    expect(
      getTableConfig(table).columns.map((c) => [c.name, c.getSQLType(), c.notNull, c.default ?? null]),
    ).toEqual([
      ['price_ordinary', 'numeric(18, 2)', true, '0'],
      ['price_rush', 'numeric(18, 2)', false, null],
      ['price_rush_land', 'numeric(18, 2)', false, null],
      ['price_suggested_retail', 'numeric(18, 2)', false, null],
      ['price_normal', 'numeric(18, 2)', false, null],
    ]);
    expect(Object.keys(salesPrices(money('price_ordinary')))).toEqual([
      'priceOrdinary',
      'priceRush',
      'priceRushLand',
      'priceSuggestedRetail',
      'priceNormal',
    ]);
  });
});
