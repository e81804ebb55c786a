import { describe, expect, it } from 'vitest';
import { qtyColumn, upper } from './parts-master.sheet';

describe('parts sheet columns', () => {
  it('reads pieces as whole numbers from 0 to 99,999,999, with an example only when given', () => {
    expect(qtyColumn('capacity', '容量', 'Capacity')).toEqual({
      key: 'capacity',
      headerZh: '容量',
      headerEn: 'Capacity',
      type: 'int',
      min: 0,
      max: 99_999_999,
    });
    expect(qtyColumn('minPackageQty', '最小包装数', 'Min package qty', 1).example).toBe(1);
    expect(qtyColumn('intensiveMoq', '集约MOQ', 'Intensive MOQ', 0).example).toBe(0);
  });

  it('upper-cases a code cell', () => {
    expect(upper('w01-a')).toBe('W01-A');
  });
});
