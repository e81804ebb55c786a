// @vitest-environment jsdom
import type { Page } from '@spm/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListPage, type ListParams } from './ListPage';
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

function renderList(permissions: string[], fetch: (p: ListParams) => Promise<Page<Row>>, path = '/') {
  const onAdd = vi.fn();
  render(
    withSession(
      permissions,
      <ListPage<Row>
        source={listSource('demo', ['demo'], fetch, { exportUrl: '/api/v1/demo/export' })}
        columns={[{ title: '名称', dataIndex: 'name', key: 'name', sorter: true }]}
        searchFields={[{ name: 'keyword', label: '关键字' }]}
        toolbar={[{ action: 'add', onClick: onAdd }]}
      />,
      path,
    ),
  );
  return { onAdd };
}

const page = (items: Row[]): Page<Row> => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('ListPage', { timeout: 30_000 }, () => {
  it('loads the first page, shows the rows and the permitted toolbar buttons', async () => {
    const fetch = vi.fn(async () => page([{ id: 1, name: '前保险杠' }]));
    const { onAdd } = renderList(['demo:add'], fetch);
    expect(await screen.findByText('前保险杠')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith({ page: 1, pageSize: 20, sort: undefined });
    fireEvent.click(screen.getByTestId('toolbar-add'));
    expect(onAdd).toHaveBeenCalled();

    expect(screen.getByText('共 1 条')).toBeTruthy();
  });

  it('takes page, query, export and test id from its source', async () => {
    renderList(['demo:export'], async () => page([{ id: 3, name: 'C' }]));
    await screen.findByText('C');
    expect(screen.getByTestId('list-demo')).toBeTruthy();
    expect(screen.getByTestId('toolbar-export')).toBeTruthy();
    expect(screen.queryByTestId('toolbar-add')).toBeNull();
  });

  it('hides buttons the user may not use', async () => {
    renderList([], async () => page([]));
    // before any search an empty list has no data, not "nothing matched"
    await screen.findByText('暂无数据');
    expect(screen.queryByTestId('toolbar-add')).toBeNull();
  });

  it('searches with the criteria, saves them for the page and sorts on the server', async () => {
    const fetch = vi.fn(async () => page([{ id: 1, name: 'A' }]));
    renderList([], fetch);
    await screen.findByText('A');
    fireEvent.change(document.querySelector('#search_keyword') as HTMLInputElement, {
      target: { value: ' 保险杠 ' },
    });
    fireEvent.click(screen.getByTestId('search-button'));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ keyword: '保险杠', page: 1, pageSize: 20, sort: undefined }),
    );
    expect(JSON.parse(window.localStorage.getItem('spm.criteria.demo') ?? '{}').criteria).toEqual({
      keyword: '保险杠',
    });
    fireEvent.click(document.querySelector('th.ant-table-column-has-sorters') as HTMLElement);
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ keyword: '保险杠', page: 1, pageSize: 20, sort: 'name' }),
    );
  });

  it('takes criteria from the URL query over the saved ones (a link with a filter)', async () => {
    window.localStorage.setItem(
      'spm.criteria.demo',
      JSON.stringify({ criteria: { keyword: '旧' }, pageSize: 20 }),
    );
    const fetch = vi.fn(async () => page([{ id: 2, name: 'B' }]));
    renderList([], fetch, '/demo?keyword=%E4%BF%9D%E9%99%A9%E6%9D%A0&tab=x');
    await screen.findByText('B');
    expect(fetch).toHaveBeenCalledWith({ keyword: '保险杠', page: 1, pageSize: 20, sort: undefined });
    expect(fetch).not.toHaveBeenCalledWith(expect.objectContaining({ keyword: '旧' }));
  });

  it('shows an error state with a retry when loading fails', async () => {
    const fetch = vi.fn(async (): Promise<Page<Row>> => Promise.reject(new Error('boom')));
    renderList([], fetch);
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    fetch.mockImplementation(async () => page([{ id: 2, name: 'B' }]));
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('B')).toBeTruthy();
  });
});

describe('a list page drawn again', { timeout: 30_000 }, () => {
  it('keeps what the user is typing when the page draws the same search fields anew', async () => {
    const fetch = vi.fn(async () => page([{ id: 1, name: 'A' }]));
    const draw = (label: string) =>
      withSession(
        [],
        <ListPage<Row>
          source={listSource('demo', ['demo'], fetch)}
          columns={[{ title: '名称', dataIndex: 'name', key: 'name' }]}
          searchFields={[{ name: 'keyword', label }]}
        />,
      );
    const { rerender } = render(draw('关键字'));
    await screen.findByText('A');
    const input = () => document.querySelector('#search_keyword') as HTMLInputElement;
    fireEvent.change(input(), { target: { value: '保险杠' } });
    rerender(draw('Keyword'));
    expect(await screen.findByText('Keyword')).toBeTruthy();
    expect(input().value).toBe('保险杠');
  });
});

const source = (name: string, rows: Row[]) =>
  listSource<Row>(
    name,
    [name],
    vi.fn(async () => page(rows)),
  );
const nameColumn = [{ title: '名称', dataIndex: 'name', key: 'name' }];

describe('ListTabs', { timeout: 30_000 }, () => {
  it('lists each tab from its own source, opening on the tab asked for, leaving out a tab given as false', async () => {
    render(
      withSession(
        [],
        <ListTabs
          defaultActiveKey="second"
          items={[
            listTab<Row>('first', '甲', {
              source: source('first', [{ id: 1, name: '第一行' }]),
              columns: nameColumn,
            }),
            false,
            listTab<Row>('second', '乙', {
              source: source('second', [{ id: 2, name: '第二行' }]),
              columns: nameColumn,
            }),
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
              columns: nameColumn,
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
