import { describe, expect, it } from 'vitest';
import {
  findDuplicateRows,
  orderAmount,
  orderLineAmount,
  orderLineImportKey,
  unitPriceKind,
} from './order-lines.js';

describe('line math', () => {
  it('amount = price × qty, order amount = sum, two decimals', () => {
    expect(orderLineAmount('12.35', 3)).toBe('37.05');
    expect(
      orderAmount([
        { price: '0.10', qty: 3 },
        { price: '0.20', qty: 1 },
      ]),
    ).toBe('0.50');
    expect(orderAmount([])).toBe('0.00');
  });
  it('picks the price by order and transport type', () => {
    expect(unitPriceKind('Normal')).toBe('ordinaryPrice');
    expect(unitPriceKind('VOR')).toBe('ordinaryPrice');
    expect(unitPriceKind('Urgent', 'Air')).toBe('rushPrice');
    expect(unitPriceKind('Urgent', 'Sea')).toBe('rushLandPrice');
  });
});

describe('findDuplicateRows', () => {
  const rows = [
    { dealerCode: 'D0001', partCode: 'a1-b2-c3-d4' },
    { dealerCode: 'D0001', partCode: 'X-X-X-X' },
    { dealerCode: 'D0002', partCode: 'A1-B2-C3-D4' },
    { dealerCode: 'D0001', partCode: ' A1-B2-C3-D4' },
  ];
  it('reports rows repeating the same combination, with sheet row numbers', () => {
    expect(findDuplicateRows(rows, (r) => orderLineImportKey(r, r.dealerCode))).toEqual([
      {
        code: 'ORDER_IMPORT_DUPLICATE_ROW',
        params: { row: 5, firstRow: 2, key: 'D0001 / A1-B2-C3-D4' },
        field: 'rows[3]',
      },
    ]);
  });
  it('finds nothing when combinations differ', () => {
    expect(findDuplicateRows(rows.slice(0, 3), (r) => orderLineImportKey(r, r.dealerCode))).toEqual([]);
  });
});
