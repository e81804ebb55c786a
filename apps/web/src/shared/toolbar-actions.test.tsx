import { describe, expect, it, vi } from 'vitest';
import type { ToolbarContext } from './ListPage';
import { rowAction } from './toolbar-actions';

interface Row {
  id: number;
  no: string;
}

const context = (selectedRows: Row[]): ToolbarContext<Row> => ({
  selectedRows,
  selectedRowKeys: selectedRows.map((r) => r.id),
  criteria: {},
  reload: () => {},
  clearSelection: () => {},
});

describe('rowAction', () => {
  it('needs exactly one selected row and hands that row to its handler', () => {
    const onRow = vi.fn();
    const action = rowAction<Row>('edit', onRow);
    expect(action).toMatchObject({ action: 'edit', needsSelection: 'one' });
    expect(action.confirm).toBeUndefined();
    action.onClick(context([{ id: 7, no: 'TMP0007' }]));
    expect(onRow).toHaveBeenCalledWith({ id: 7, no: 'TMP0007' });
  });

  it('words its confirmation for the selected row and keeps its icon and danger style', () => {
    const action = rowAction<Row>('submit', () => {}, {
      icon: 'icon',
      danger: true,
      confirm: (row) => `提交 ${row.no}？`,
    });
    expect(action).toMatchObject({ icon: 'icon', danger: true });
    const confirm = action.confirm as (ctx: ToolbarContext<Row>) => string;
    expect(confirm(context([{ id: 8, no: 'TMP0008' }]))).toBe('提交 TMP0008？');
  });
});
