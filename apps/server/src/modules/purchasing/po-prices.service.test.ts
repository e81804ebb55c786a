import { and, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { samePriceKey, validOn } from './po-prices.service';

const dialect = new PgDialect();

describe('samePriceKey', () => {
  it("picks one supplier's price of one part in one currency, spread beside the caller's conditions", () => {
    const where = and(
      ...samePriceKey({ supplierCode: 'S01', partCode: 'P-1', currency: 'CNY' }),
      validOn('2026-01-31'),
    );
    const { sql, params } = dialect.sqlToQuery(where as SQL);
    expect({ sql, params }).toEqual({
      sql:
        '("po_prices"."supplier_code" = $1 and "po_prices"."part_code" = $2 and "po_prices"."currency" = $3' +
        ' and ("po_prices"."valid_from" <= $4 and ("po_prices"."valid_to" is null or "po_prices"."valid_to" >= $5)))',
      params: ['S01', 'P-1', 'CNY', '2026-01-31', '2026-01-31'],
    });
  });
});
