import { describe, expect, it } from 'vitest';
import { errorMessage } from '../errors/index.js';
import { checkOrderLineCount, MAX_ORDER_LINES } from './order-line-ceiling.js';

describe('checkOrderLineCount', () => {
  it('lets an order up to the ceiling through', () => {
    expect(checkOrderLineCount(1)).toBeNull();
    expect(checkOrderLineCount(MAX_ORDER_LINES)).toBeNull();
  });

  it('refuses one line more, naming the ceiling and the count on field lines', () => {
    const v = checkOrderLineCount(MAX_ORDER_LINES + 1);
    expect(v).toEqual({
      code: 'ORDER_TOO_MANY_LINES',
      params: { max: MAX_ORDER_LINES, count: MAX_ORDER_LINES + 1 },
      field: 'lines',
    });
    expect(errorMessage('ORDER_TOO_MANY_LINES', 'en-US', v?.params)).toBe(
      'An order may have at most 500 part lines (501 given); split it into several orders',
    );
  });
});
