import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCreditSufficient,
  creditSummary,
  remainingSubmittableAmount,
  submittedNotSettledAmount,
  unsettledAmount,
} from './credit.js';

describe('credit', () => {
  const account = {
    creditLimit: '5000.00',
    availableBalance: '1200.50',
    submittedNotSettledAmount: '3000.25',
  };

  it('remaining = credit limit + available balance − submitted-not-settled', () => {
    expect(remainingSubmittableAmount(account)).toBe('3200.25');
    expect(remainingSubmittableAmount({ ...account, availableBalance: '-3000' })).toBe('-1000.25');
  });

  it('summarises the three labels as money strings', () => {
    expect(creditSummary({ creditLimit: 0, availableBalance: 10, submittedNotSettledAmount: '2.5' })).toEqual(
      {
        availableBalance: '10.00',
        remainingSubmittableAmount: '7.50',
        submittedNotSettledAmount: '2.50',
      },
    );
  });

  it('passes an order up to the remaining amount', () => {
    expect(checkCreditSufficient('3200.25', '3200.25')).toBeNull();
    expect(checkCreditSufficient('0.00', '0')).toBeNull();
  });

  it('refuses an order above the remaining amount with the shortfall', () => {
    expect(checkCreditSufficient('3200.26', '3200.25')).toEqual({
      code: 'CREDIT_SHORTFALL',
      params: { orderAmount: '3200.26', remainingAmount: '3200.25', shortfallAmount: '0.01' },
    });
    expect(checkCreditSufficient('10', '-5')?.params?.shortfallAmount).toBe('15.00');
  });

  it('refuses exactly when the amount exceeds the remaining amount (property, in cents)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (a, r) => {
          const refused = checkCreditSufficient((a / 100).toFixed(2), (r / 100).toFixed(2)) !== null;
          return refused === a > r;
        },
      ),
    );
  });

  it('counts the unsent amount of submitted, unsettled orders only', () => {
    const lines = [
      { price: '10.00', qty: 5, sendQty: 2 },
      { price: '3.33', qty: 3, sendQty: 0 },
    ];
    expect(unsettledAmount({ status: 3, lines })).toBe('39.99');
    expect(unsettledAmount({ status: 0, lines })).toBe('0.00');
    expect(unsettledAmount({ status: 8, lines })).toBe('0.00');
    expect(
      submittedNotSettledAmount([
        { status: 3, lines },
        { status: 7, lines },
        { status: 9, lines },
      ]),
    ).toBe('79.98');
  });
});
