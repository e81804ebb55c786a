import { perm } from '@spm/domain';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { type ColumnOptions, type DocumentNoField, useDocumentNoColumn } from '../../../shared/columns';

/**
 * A dealer order no column for any list: for holders of `orderStatusQuery:view` a link to the order
 * status query showing that order (`/orderStatusQuery/index?dealerOrderNo=`, where its detail drawer
 * opens), plain text for others, nothing while the row has no order no; 150 px. `field` names the
 * row's order no; `options` are the column kit's overrides (sorter, width).
 */
export function useOrderNoColumn<T>(
  title: ReactNode,
  field: DocumentNoField<T>,
  options: ColumnOptions<T> = {},
): ColumnType<T> {
  return useDocumentNoColumn<T>(
    title,
    field,
    {
      path: '/orderStatusQuery/index',
      param: 'dealerOrderNo',
      permission: perm('orderStatusQuery', 'view'),
      testId: 'order-no-link',
    },
    options,
  );
}
