import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, formatMoney, isWithinMoneyLimit, MONEY_MAX, toMoney } from './money';

/** toMoney and the money limit as plain decimal arithmetic, without the shortcut for canonical strings. */
const reference = {
  toMoney: (v: string) => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
  within: (v: string) => new Decimal(v).abs().lte(MONEY_MAX),
};
/** Decimal strings of every shape a caller may pass: signs, leading zeros, 0–4 decimals, up to 18 digits. */
const decimalText = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.constantFrom('', '0', '00'),
    fc.stringMatching(/^[0-9]{1,18}$/),
    fc.constantFrom('', '.', '.0', '.5', '.05', '.99', '.995', '.125', '.0049'),
  )
  .map(([sign, zeros, digits, fraction]) => `${sign}${zeros}${digits}${fraction}`)
  .filter((text) => !text.endsWith('.'));

describe('money', () => {
  it('writes API amounts with two decimals, rounded half up', () => {
    expect(toMoney('1.005')).toBe('1.01');
    expect(toMoney(71840)).toBe('71840.00');
  });

  it('answers what plain decimal arithmetic answers, canonical strings included', () => {
    for (const v of ['0.00', '12.50', '9999999999999999.99', '10000000000000000.00', '-0.00', '007.10']) {
      expect(toMoney(v), v).toBe(reference.toMoney(v));
      expect(isWithinMoneyLimit(v), v).toBe(reference.within(v));
    }
    fc.assert(
      fc.property(decimalText, (v) => {
        expect(toMoney(v)).toBe(reference.toMoney(v));
        expect(isWithinMoneyLimit(v)).toBe(reference.within(v));
      }),
      { numRuns: 2000 },
    );
  });

  it('separates thousands for a sentence, keeping negative amounts and two decimals', () => {
    expect(formatMoney('71840')).toBe('71,840.00');
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney('999.5')).toBe('999.50');
    expect(formatMoney('-2500')).toBe('-2,500.00');
    expect(formatMoney('0')).toBe('0.00');
  });
});
