import { describe, expect, it } from 'vitest';
import { balanceChangeRows } from './balance.js';
import { checkPrintCopies, pageCount, paginate, wrapDeliveryCardText } from './printing.js';

describe('printing', () => {
  it('copies must be 1 to 5000', () => {
    expect(checkPrintCopies(1)).toBeNull();
    expect(checkPrintCopies(5000)).toBeNull();
    for (const bad of [0, 5001, 1.5]) {
      expect(checkPrintCopies(bad)).toEqual({
        code: 'PRINT_COPIES_OUT_OF_RANGE',
        params: { max: 5000 },
        field: 'copies',
      });
    }
  });
  it('puts 27 lines on a page', () => {
    const lines = Array.from({ length: 55 }, (_, i) => i);
    expect(paginate(lines).map((p) => p.length)).toEqual([27, 27, 1]);
    expect(pageCount(54)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(paginate([])).toEqual([[]]);
  });
  it('wraps delivery card text at 26 columns, Chinese characters taking two', () => {
    expect(wrapDeliveryCardText('A'.repeat(30))).toEqual(['A'.repeat(26), 'AAAA']);
    expect(wrapDeliveryCardText('前'.repeat(14))).toEqual(['前'.repeat(13), '前']);
    expect(wrapDeliveryCardText('')).toEqual(['']);
  });
});

describe('balanceChangeRows', () => {
  it('runs the balance and shows it excluding tax (/1.13)', () => {
    expect(balanceChangeRows('1000.00', [{ changeAmount: '130' }, { changeAmount: '-1130.00' }])).toEqual([
      { changeAmount: '130.00', balance: '1130.00', balanceExcludingTax: '1000.00' },
      { changeAmount: '-1130.00', balance: '0.00', balanceExcludingTax: '0.00' },
    ]);
  });
});
