// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useListKit } from './list-kit';
import { setUpDomWith } from './test-dom';

beforeAll(setUpDomWith('orders'));

describe('useListKit', () => {
  it('words the columns and search fields of a page under its prefix, in the screen language', () => {
    const { result } = renderHook(() => useListKit('orders:field.'));
    const { t, cols, search } = result.current;
    expect(cols.code<{ dealerOrderNo: string }>('dealerOrderNo').title).toBe('订单号');
    expect(search.text('dealerOrderNo', 20)).toEqual({
      name: 'dealerOrderNo',
      label: '订单号',
      maxLength: 20,
    });
    expect(t('orders:field.dealerOrderNo')).toBe('订单号');
  });
});
