import { describe, expect, it } from 'vitest';
import { formatMoney, toMoney } from './money';

describe('money', () => {
  it('writes API amounts with two decimals, rounded half up', () => {
    expect(toMoney('1.005')).toBe('1.01');
    expect(toMoney(71840)).toBe('71840.00');
  });

  it('separates thousands for a sentence, keeping negative amounts and two decimals', () => {
    expect(formatMoney('71840')).toBe('71,840.00');
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney('999.5')).toBe('999.50');
    expect(formatMoney('-2500')).toBe('-2,500.00');
    expect(formatMoney('0')).toBe('0.00');
  });
});
