import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { type ColumnOptions, type DocumentNoField, useDocumentNoColumn } from '../../../shared/columns';
import { DOCUMENT_PLACES } from '../../../shared/document-places';

/**
 * A dealer order no column for any list: for holders of `orderStatusQuery:view` a link to the order
 * status query showing that order (`DOCUMENT_PLACES.dealerOrder`, where its detail drawer opens),
 * plain text for others, nothing while the row has no order no; 150 px. `field` names the row's
 * order no; `options` are the column kit's overrides (sorter, width).
 */
export function useOrderNoColumn<T>(
  title: ReactNode,
  field: DocumentNoField<T>,
  options: ColumnOptions<T> = {},
): ColumnType<T> {
  return useDocumentNoColumn<T>(title, field, DOCUMENT_PLACES.dealerOrder, options);
}
