// @vitest-environment jsdom
import { cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { col, type DocumentTarget, titledColumns, useDocumentNoColumn, useRowActions } from './columns';
import { setUpDom, withSession } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

interface Row {
  id: number;
  amount: string;
  qty: number;
  day: string;
  orderType: string;
}

const row: Row = { id: 1, amount: '1234567.505', qty: 12, day: '2026-03-04', orderType: 'VOR' };

function renderTable(columns: ColumnsType<Row>, permissions: string[] = []) {
  render(
    withSession(
      permissions,
      <Table<Row> rowKey="id" columns={columns} dataSource={[row]} pagination={false} />,
    ),
  );
}

describe('column kit', { timeout: 30_000 }, () => {
  it('gives money, qty, date and status their house form', () => {
    const columns = [
      col.money<Row>('金额', 'amount'),
      col.qty<Row>('数量', 'qty'),
      col.date<Row>('日期', 'day'),
      col.status<Row>('类型', 'orderType', 'orderType'),
    ];
    expect(columns.map((c) => [c.key, c.align, c.width])).toEqual([
      ['amount', 'right', 120],
      ['qty', 'right', 80],
      ['day', undefined, 100],
      ['orderType', undefined, 110],
    ]);
    renderTable(columns);
    expect(screen.getByText('1,234,567.51')).toBeTruthy();
    expect(screen.getByText('2026-03-04')).toBeTruthy();
    const tag = screen.getByText('停驶（VOR）');
    expect(tag.closest('[data-status]')?.getAttribute('data-status')).toBe('VOR');
  });

  it('lets options override the kit and keeps the field as key', () => {
    const c = col.code<Row>('单号', 'orderType', { width: 90, sorter: true });
    expect(c).toMatchObject({
      title: '单号',
      dataIndex: 'orderType',
      key: 'orderType',
      width: 90,
      sorter: true,
    });
  });

  it('titles the columns of the titled kit by the key under its prefix, the operation column by its own', () => {
    const t = ((key: string) => `<${key}>`) as unknown as TFunction;
    const cols = titledColumns(t, 'demo:field.');
    expect(cols.qty<Row>('qty', { width: 90 })).toMatchObject({
      title: '<demo:field.qty>',
      dataIndex: 'qty',
      key: 'qty',
      align: 'right',
      width: 90,
    });
    expect(cols.status<Row>('orderType', 'orderType').title).toBe('<demo:field.orderType>');
    expect(cols.actions<Row>(() => [])).toMatchObject({
      title: '<common:column.operation>',
      key: 'op',
      fixed: 'right',
    });
  });

  it("shows a part's name in the screen's language", async () => {
    type Part = { nameZh: string; nameEn: string };
    const t = ((key: string) => `<${key}>`) as unknown as TFunction;
    expect(titledColumns(t, 'demo:').partName<Part>({ width: 90 })).toMatchObject({
      title: '<demo:partName>',
      dataIndex: 'nameZh',
      key: 'nameZh',
      width: 90,
    });
    await i18n.changeLanguage('en-US');
    try {
      expect(col.partName<Part>('Name')).toMatchObject({ dataIndex: 'nameEn', key: 'nameEn' });
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it("shows any bilingual field in the screen's language, keyed (and so sorted) by that field", async () => {
    type Warehouse = { cityZh: string; cityEn: string };
    expect(col.inLanguage<Warehouse, 'city'>('City', 'city')).toMatchObject({
      dataIndex: 'cityZh',
      key: 'cityZh',
    });
    await i18n.changeLanguage('en-US');
    try {
      expect(col.inLanguage<Warehouse, 'city'>('City', 'city', { width: 80 })).toMatchObject({
        dataIndex: 'cityEn',
        key: 'cityEn',
        width: 80,
      });
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('shows only permitted row actions and confirms the dangerous one before running it', async () => {
    const remove = vi.fn(async () => undefined);
    const edit = vi.fn();
    renderTable(
      [
        col.actions<Row>('操作', () => [
          { key: 'edit', label: '编辑', permission: 'demo:edit', onClick: edit },
          {
            key: 'delete',
            label: '删除',
            permission: 'demo:delete',
            danger: true,
            confirm: '确定删除？',
            onClick: remove,
            testId: 'row-delete',
          },
          { key: 'hidden', label: '隐藏', hidden: true, onClick: vi.fn() },
        ]),
      ],
      ['demo:delete'],
    );
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('隐藏')).toBeNull();
    fireEvent.click(screen.getByTestId('row-delete'));
    expect(await screen.findByText('确定删除？')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  describe('document no link', () => {
    interface Doc {
      id: number;
      no: string | null;
      source: string;
    }
    const target: DocumentTarget<Doc> = {
      path: '/docs/index',
      param: 'docNo',
      permission: 'docs:view',
      opens: (d) => d.source === 'transfer',
      testId: 'doc-link',
    };
    /** The list with the no column, and the path it navigated to. */
    function Docs({ rows }: { rows: Doc[] }) {
      const column = useDocumentNoColumn<Doc>('单号', 'no', target);
      const location = useLocation();
      return (
        <>
          <Table<Doc> rowKey="id" columns={[column]} dataSource={rows} pagination={false} />
          <span data-testid="at">{`${location.pathname}${location.search}`}</span>
        </>
      );
    }
    const rows: Doc[] = [
      { id: 1, no: 'TR 01', source: 'transfer' },
      { id: 2, no: 'AS02', source: 'asn' },
      { id: 3, no: null, source: 'transfer' },
    ];

    it('opens the document for holders of its permission, only on the rows that have one there', () => {
      render(withSession(['docs:view'], <Docs rows={rows} />));
      const links = screen.getAllByTestId('doc-link');
      expect(links.map((l) => l.textContent)).toEqual(['TR 01']);
      expect(screen.getByText('AS02').closest('button')).toBeNull();
      fireEvent.click(links[0]);
      expect(screen.getByTestId('at').textContent).toBe('/docs/index?docNo=TR%2001');
    });

    it('opens the first of several targets the user may open', () => {
      function Both({ rows }: { rows: Doc[] }) {
        const column = useDocumentNoColumn<Doc>('单号', 'no', [
          { path: '/dealer/docs', param: 'no', permission: 'dealerDocs:view', testId: 'doc-link' },
          target,
        ]);
        const location = useLocation();
        return (
          <>
            <Table<Doc> rowKey="id" columns={[column]} dataSource={rows} pagination={false} />
            <span data-testid="at">{`${location.pathname}${location.search}`}</span>
          </>
        );
      }
      render(withSession(['docs:view'], <Both rows={rows} />));
      fireEvent.click(screen.getAllByTestId('doc-link')[0]);
      expect(screen.getByTestId('at').textContent).toBe('/docs/index?docNo=TR%2001');
      cleanup();
      render(withSession(['docs:view', 'dealerDocs:view'], <Both rows={rows} />));
      // the dealer target opens every row: both nos are links
      const links = screen.getAllByTestId('doc-link');
      expect(links.map((l) => l.textContent)).toEqual(['TR 01', 'AS02']);
      fireEvent.click(links[1]);
      expect(screen.getByTestId('at').textContent).toBe('/dealer/docs?no=AS02');
    });

    it('shows the no as plain text without the permission', () => {
      render(withSession([], <Docs rows={rows} />));
      expect(screen.queryByTestId('doc-link')).toBeNull();
      expect(screen.getByText('TR 01').closest('button')).toBeNull();
    });
  });

  describe('usual row actions', () => {
    it('words the edit action, with its permission, and adds what a page gives', () => {
      const onClick = () => undefined;
      const { result } = renderHook(() => useRowActions());
      expect(result.current.edit('docs:edit', onClick)).toMatchObject({
        key: 'edit',
        label: '编辑',
        permission: 'docs:edit',
        onClick,
      });
      const hidden = result.current.edit('docs:edit', onClick, { hidden: true, testId: 'doc-edit' });
      expect(hidden).toMatchObject({ key: 'edit', hidden: true, testId: 'doc-edit', onClick });
    });

    it('words the delete action, red and confirmed with a "Delete" OK button, and adds what a page gives', () => {
      const onClick = () => undefined;
      const { result } = renderHook(() => useRowActions());
      const plain = result.current.remove('docs:delete', '删除单据 D1？', onClick);
      expect(plain).toMatchObject({
        key: 'delete',
        label: '删除',
        permission: 'docs:delete',
        danger: true,
        confirm: '删除单据 D1？',
        confirmOk: '删除',
        onClick,
      });
      expect(plain.hidden).toBeUndefined();
      const hidden = result.current.remove('docs:delete', '删除单据 D1？', onClick, {
        hidden: true,
        testId: 'doc-delete',
      });
      expect(hidden).toMatchObject({
        key: 'delete',
        hidden: true,
        testId: 'doc-delete',
        danger: true,
        confirm: '删除单据 D1？',
        confirmOk: '删除',
        onClick,
      });
    });
  });
});
