import { PlusOutlined } from '@ant-design/icons';
import type { ToolbarAction, ToolbarContext } from './ListPage';

/**
 * The toolbar's add button (permission `<page>:add`): primary, with the plus icon, worded `label`
 * (the page's own wording, e.g. "New RFQ") or "Add" unless given.
 */
export function addAction<T>(onClick: (ctx: ToolbarContext<T>) => unknown, label?: string): ToolbarAction<T> {
  return { action: 'add', label, icon: <PlusOutlined />, primary: true, onClick };
}
