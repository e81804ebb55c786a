import { PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ToolbarAction, ToolbarContext } from './ListPage';

/**
 * The toolbar's add button (permission `<page>:add`): primary, with the plus icon, worded `label`
 * (the page's own wording, e.g. "New RFQ") or "Add" unless given.
 */
export function addAction<T>(onClick: (ctx: ToolbarContext<T>) => unknown, label?: string): ToolbarAction<T> {
  return { action: 'add', label, icon: <PlusOutlined />, primary: true, onClick };
}

/**
 * A primary toolbar button working on the selected rows (release them, make a pick bill or a ship
 * bill of them, send them again), usable once at least one row is selected; `options` gives its
 * wording, its permission code when it is not `<page>:<action>`, and its confirmation.
 */
export function selectionAction<T>(
  action: string,
  icon: ReactNode,
  onClick: (ctx: ToolbarContext<T>) => unknown,
  options: Pick<ToolbarAction<T>, 'label' | 'permission' | 'confirm'> = {},
): ToolbarAction<T> {
  return { action, icon, primary: true, needsSelection: 'some', onClick, ...options };
}

/**
 * A toolbar button working on the one selected row (edit it, change its status, download it), usable
 * once exactly one row is selected: `onRow` gets that row. `options` gives its icon, its danger style
 * and a confirmation worded for the row.
 */
export function rowAction<T>(
  action: string,
  onRow: (row: T) => unknown,
  options: Pick<ToolbarAction<T>, 'icon' | 'danger'> & { confirm?: (row: T) => string } = {},
): ToolbarAction<T> {
  const { confirm, ...style } = options;
  return {
    action,
    needsSelection: 'one',
    onClick: ({ selectedRows }) => onRow(selectedRows[0]),
    ...(confirm ? { confirm: ({ selectedRows }: ToolbarContext<T>) => confirm(selectedRows[0]) } : {}),
    ...style,
  };
}
