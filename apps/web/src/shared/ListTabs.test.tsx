// @vitest-environment jsdom
import type { Page } from '@spm/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListParams } from './ListPage';
import { ListTabs, listTab } from './ListTabs';
import { listSource } from './list-source';
import { setUpDom, withSession } from './test-dom';
import { selectionAction } from './toolbar-actions';

beforeAll(setUpDom);
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

interface Row {
  id: number;
  name: string;
}

const page = (items: Row[]): Page<Row> => ({ items, total: items.length, page: 1, pageSize: 20 });
const source = (name: string, rows: Row[]) =>
  listSource<Row>(
    name,
    [name],
    vi.fn(async (_: ListParams) => page(rows)),
  );
const columns = [{ title: '名称', dataIndex: 'name', key: 'name' }];

describe('ListTabs', { timeout: 30_000 }, () => {
  it('lists each tab from its own source, opening on the tab asked for, leaving out a tab given as false', async () => {
    render(
      withSession(
        [],
        <ListTabs
          defaultActiveKey="second"
          items={[
            listTab<Row>('first', '甲', { source: source('first', [{ id: 1, name: '第一行' }]), columns }),
            false,
            listTab<Row>('second', '乙', { source: source('second', [{ id: 2, name: '第二行' }]), columns }),
          ]}
        />,
      ),
    );
    expect(await screen.findByText('第二行')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['甲', '乙']);
    fireEvent.click(screen.getByRole('tab', { name: '甲' }));
    expect(await screen.findByText('第一行')).toBeTruthy();
    expect(screen.getByTestId('list-first')).toBeTruthy();
  });

  it('keeps a selection action disabled until a row is selected, then runs it with the rows', async () => {
    const run = vi.fn();
    render(
      withSession(
        ['first:release'],
        <ListTabs
          items={[
            listTab<Row>('first', '甲', {
              source: source('first', [{ id: 7, name: '第七行' }]),
              columns,
              selection: 'multiple',
              toolbar: [
                selectionAction<Row>('release', null, (ctx) => run(ctx.selectedRows), { label: '下发' }),
              ],
            }),
          ]}
        />,
      ),
    );
    await screen.findByText('第七行');
    const button = screen.getByTestId('toolbar-release') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(document.querySelector('tbody input[type="checkbox"]') as HTMLInputElement);
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(run).toHaveBeenCalledWith([{ id: 7, name: '第七行' }]);
  });
});
