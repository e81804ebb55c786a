import { PlusOutlined } from '@ant-design/icons';
import type { ToolbarAction } from './ListPage';

/**
 * The "add" button of a list page's toolbar (permission `<page>:add`): primary, with the plus icon,
 * worded `label` or the usual "Add"; `onClick` opens the new document or its dialog.
 */
export const addAction = <T,>(onClick: ToolbarAction<T>['onClick'], label?: string): ToolbarAction<T> => ({
  action: 'add',
  label,
  icon: <PlusOutlined />,
  primary: true,
  onClick,
});
