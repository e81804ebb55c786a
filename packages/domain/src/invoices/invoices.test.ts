import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money.js';
import { invoiceRefusal, salePropertyOf, statisticsPeriodRefusal, taxSplit } from './index.js';

describe('invoice rules', () => {
  it('splits tax at 13 % with 2 decimals; the parts add up for positive and negative bills', () => {
    expect(taxSplit('113.00')).toEqual({ amountExclTax: '100.00', taxAmount: '13.00' });
    expect(taxSplit('-226.00')).toEqual({ amountExclTax: '-200.00', taxAmount: '-26.00' });
    expect(taxSplit('10.00')).toEqual({ amountExclTax: '8.85', taxAmount: '1.15' });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (cents) => {
        const incl = new Decimal(cents).dividedBy(100);
        const { amountExclTax, taxAmount } = taxSplit(incl);
        expect(new Decimal(amountExclTax).plus(taxAmount).equals(incl)).toBe(true);
      }),
    );
  });

  it('refuses a malformed code or number and a date before shipping or in the future', () => {
    const ok = {
      invoiceCode: '3100212130',
      invoiceNo: '12345678',
      invoiceDate: '2026-11-20',
      shipDate: '2026-11-01',
      today: '2026-11-21',
    };
    expect(invoiceRefusal(ok)).toBeNull();
    expect(invoiceRefusal({ ...ok, invoiceCode: '12AB' })?.code).toBe('INVOICE_CODE_INVALID');
    expect(invoiceRefusal({ ...ok, invoiceNo: '1234567' })?.code).toBe('INVOICE_NO_INVALID');
    expect(invoiceRefusal({ ...ok, invoiceDate: '2026-10-31' })?.code).toBe('INVOICE_DATE_OUT_OF_RANGE');
    expect(invoiceRefusal({ ...ok, invoiceDate: '2026-11-22' })?.code).toBe('INVOICE_DATE_OUT_OF_RANGE');
  });

  it('checks the statistics period (year 4 digits, month 1-12, start not after end)', () => {
    expect(statisticsPeriodRefusal({ year: 2026, startMonth: 1, endMonth: 12 })).toBeNull();
    expect(statisticsPeriodRefusal({ year: 226, startMonth: 1, endMonth: 12 })).toBe(
      'STATISTICS_YEAR_INVALID',
    );
    expect(statisticsPeriodRefusal({ year: 2026, startMonth: 0, endMonth: 12 })).toBe(
      'STATISTICS_MONTH_INVALID',
    );
    expect(statisticsPeriodRefusal({ year: 2026, startMonth: 5, endMonth: 4 })).toBe(
      'STATISTICS_MONTH_RANGE',
    );
  });

  it('defaults the sale property from the order type', () => {
    expect(salePropertyOf('VOR', null)).toBe('vor');
    expect(salePropertyOf('Normal', 'promotion')).toBe('promotion');
    expect(salePropertyOf('Normal', 'bogus')).toBe('regular');
  });
});
