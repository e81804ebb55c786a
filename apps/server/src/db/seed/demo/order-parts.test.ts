import { describe, expect, it } from 'vitest';
import { orderLinesFrom } from './order-parts';

describe('orderLinesFrom', () => {
  it('goes round the parts from call to call, each qty raised to a valid order quantity', () => {
    const lines = orderLinesFrom(
      [
        { partCode: 'A', minPackageQty: 1, unitSalesQty: 1 },
        { partCode: 'B', minPackageQty: 4, unitSalesQty: 2 },
        { partCode: 'C', minPackageQty: 1, unitSalesQty: 5 },
      ],
      (i) => 1 + i,
    );
    expect(lines(2)).toEqual([
      { partCode: 'A', qty: 1 },
      { partCode: 'B', qty: 4 },
    ]);
    expect(lines(3)).toEqual([
      { partCode: 'C', qty: 5 },
      { partCode: 'A', qty: 2 },
      { partCode: 'B', qty: 4 },
    ]);
  });
});
