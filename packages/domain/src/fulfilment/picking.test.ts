import { describe, expect, it } from 'vitest';
import { checkBoxing, checkPickedQty } from './picking.js';

describe('checkPickedQty', () => {
  it('allows a full or short pick', () => {
    expect(checkPickedQty({ partCode: 'P', qty: 5, pickedQty: 5 })).toBeNull();
    expect(checkPickedQty({ partCode: 'P', qty: 5, pickedQty: 0 })).toBeNull();
  });
  it('refuses picking more than the qty to pick', () => {
    expect(checkPickedQty({ partCode: 'P', qty: 5, pickedQty: 6 })).toEqual({
      code: 'PICK_QTY_EXCEEDS',
      params: { partCode: 'P', pickedQty: 6, qty: 5 },
      field: 'pickedQty',
    });
  });
  it('refuses a negative or fractional qty', () => {
    expect(checkPickedQty({ partCode: 'P', qty: 5, pickedQty: -1 })?.code).toBe('PICK_QTY_INVALID');
    expect(checkPickedQty({ partCode: 'P', qty: 5, pickedQty: 1.5 })?.code).toBe('PICK_QTY_INVALID');
  });
});

describe('checkBoxing', () => {
  const picked = [
    { pickBillLineId: 'l1', partCode: 'P1', pickedQty: 4 },
    { pickBillLineId: 'l2', partCode: 'P2', pickedQty: 2 },
  ];
  it('accepts boxes within the picked qty', () => {
    const boxes = [
      { lines: [{ pickBillLineId: 'l1', qty: 3 }] },
      {
        lines: [
          { pickBillLineId: 'l1', qty: 1 },
          { pickBillLineId: 'l2', qty: 2 },
        ],
      },
    ];
    expect(checkBoxing(picked, boxes)).toEqual([]);
  });
  it('refuses more than picked over all boxes, counting earlier boxes', () => {
    const boxes = [
      { lines: [{ pickBillLineId: 'l1', qty: 3 }] },
      { lines: [{ pickBillLineId: 'l1', qty: 2 }] },
    ];
    expect(checkBoxing(picked, boxes)).toEqual([
      {
        code: 'BOX_QTY_EXCEEDS_PICKED',
        params: { partCode: 'P1', boxedQty: 5, pickedQty: 4 },
        field: 'boxes',
      },
    ]);
    expect(checkBoxing(picked, [{ lines: [{ pickBillLineId: 'l2', qty: 1 }] }], { l2: 2 })[0].code).toBe(
      'BOX_QTY_EXCEEDS_PICKED',
    );
  });
  it('refuses empty boxes, bad qty and unknown lines', () => {
    const codes = checkBoxing(picked, [
      { lines: [] },
      {
        lines: [
          { pickBillLineId: 'l1', qty: 0 },
          { pickBillLineId: 'zz', qty: 1 },
        ],
      },
    ]).map((v) => v.code);
    expect(codes).toEqual(['BOX_EMPTY', 'BOX_QTY_INVALID', 'NOT_FOUND']);
  });
});
