// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DetailFields } from './DetailSections';
import { setUpDom, withSession } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

const record = { no: 'A001', remark: null as string | null, qty: 0 };

describe('DetailFields', { timeout: 30_000 }, () => {
  it('shows record fields under their labels, the empty mark for null, and its own items', () => {
    render(
      withSession(
        [],
        <DetailFields
          record={record}
          label={(key) => `L-${key}`}
          empty="-"
          items={['no', 'remark', 'qty', { key: 'sum', label: '合计', value: <b>9</b> }]}
        />,
      ),
    );
    const value = (label: string) =>
      screen
        .getByText(label)
        .closest('.ant-descriptions-item')
        ?.querySelector('.ant-descriptions-item-content')?.textContent;
    expect(value('L-no')).toBe('A001');
    expect(value('L-remark')).toBe('-');
    expect(value('L-qty')).toBe('0');
    expect(value('合计')).toBe('9');
  });
});
