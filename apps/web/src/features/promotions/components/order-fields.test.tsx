// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listSource } from '../../../shared/list-source';
import { setUpDomWith, withSession } from '../../../shared/test-dom';
import { useOrderableList } from './order-fields';

beforeAll(setUpDomWith('promotions'));
afterEach(cleanup);

interface Offer {
  id: number;
  from: string;
  to: string;
}

const offers: Offer[] = [
  { id: 1, from: '2000-01-01', to: '2999-12-31' },
  { id: 2, from: '2999-01-01', to: '2999-12-31' },
];

const wrapper = ({ children }: { children: ReactNode }) => withSession(['partsPackage:order'], children);

const options = {
  keywordLabel: '配件包编号/名称',
  validOn: 'validOn' as const,
  label: 'order it',
  source: listSource<Offer, 'partsPackage'>('partsPackage', ['offers'], vi.fn()),
  testId: 'offer-order',
  period: (row: Offer): [string, string] => [row.from, row.to],
  width: 110,
};

/** The offers in a table with the order column, for a holder of the order permission. */
function renderOffers(orderColumn: ColumnType<Offer>) {
  render(
    withSession(
      ['partsPackage:order'],
      <Table<Offer> rowKey="id" columns={[orderColumn]} dataSource={offers} pagination={false} />,
    ),
  );
}

describe('useOrderableList', { timeout: 30_000 }, () => {
  it('searches a keyword and the day the rows are valid on, labelled by its key', () => {
    const { result } = renderHook(() => useOrderableList<Offer>(options), { wrapper });
    expect(result.current.list.searchFields).toEqual([
      { name: 'keyword', label: '配件包编号/名称', maxLength: 50 },
      { name: 'validOn', label: '有效日期', type: 'date' },
    ]);
    expect(result.current.orderColumn.width).toBe(110);
  });

  it('orders the rows valid today (the first offer, not the second): the clicked row is being ordered until the order closes', () => {
    const { result } = renderHook(() => useOrderableList<Offer>(options), { wrapper });
    renderOffers(result.current.orderColumn);
    const buttons = screen.getAllByTestId('offer-order');
    expect(buttons).toHaveLength(1);
    expect(result.current.ordering).toBeNull();
    act(() => fireEvent.click(buttons[0]));
    expect(result.current.ordering).toEqual(offers[0]);
    act(() => result.current.orderDialog.onClose());
    expect(result.current.ordering).toBeNull();
  });

  it('hands the list page its source and search fields, and the order dialog its closing', () => {
    const { result } = renderHook(() => useOrderableList<Offer>(options), { wrapper });
    expect(result.current.list.source).toBe(options.source);
    renderOffers(result.current.orderColumn);
    act(() => fireEvent.click(screen.getAllByTestId('offer-order')[0]));
    expect(result.current.ordering).toEqual(offers[0]);
    act(() => result.current.orderDialog.onClose());
    expect(result.current.ordering).toBeNull();
  });
});
