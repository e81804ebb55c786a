import { describe, expect, it } from 'vitest';
import { formValuesOf } from './form-values';

describe('formValuesOf', () => {
  it('takes the named fields, null as undefined, other values as they are', () => {
    const record = { no: 'P1', remark: null as string | null, qty: 0, flag: false, extra: 'x' };
    const values = formValuesOf(record, ['no', 'remark', 'qty', 'flag']);
    expect(values).toEqual({ no: 'P1', remark: undefined, qty: 0, flag: false });
    expect('extra' in values).toBe(false);
  });
});
