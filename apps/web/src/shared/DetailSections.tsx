import { Descriptions, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { CSSProperties, Key, ReactNode } from 'react';

/** A detail item shown otherwise than the record's field: its own label and value. */
export interface DetailItem {
  key: string;
  /** The label; `label(key)` of the section unless given. */
  label?: ReactNode;
  value: ReactNode;
  span?: number;
}

/**
 * A document's header as a description list (small, `column` per row): each entry is a field of
 * `record` shown as it is (`empty` when null) under `label(field)`, or a `DetailItem`
 * that shows its own value.
 */
export function DetailFields<T extends object>({
  record,
  label,
  items,
  column = 3,
  bordered,
  empty = '—',
  testId,
  style,
}: {
  record: T;
  label: (key: string) => ReactNode;
  items: ((keyof T & string) | DetailItem)[];
  column?: number;
  bordered?: boolean;
  empty?: ReactNode;
  testId?: string;
  style?: CSSProperties;
}) {
  return (
    <Descriptions
      size="small"
      bordered={bordered}
      column={column}
      style={style}
      data-testid={testId}
      items={items.map((item) => {
        if (typeof item !== 'string') {
          return {
            key: item.key,
            label: item.label ?? label(item.key),
            children: item.value,
            span: item.span,
          };
        }
        const value = record[item] as ReactNode;
        return { key: item, label: label(item), children: value ?? empty };
      })}
    />
  );
}

/**
 * The lines of a document in a small table without paging (`rowKey` the line's key field);
 * `title` above it, `style` for spacing.
 */
export function LinesTable<T extends object>({
  rows,
  columns,
  rowKey,
  title,
  testId,
  style,
}: {
  rows: readonly T[];
  columns: ColumnsType<T>;
  rowKey: (keyof T & string) | ((row: T) => Key);
  title?: ReactNode;
  testId?: string;
  style?: CSSProperties;
}) {
  return (
    <Table<T>
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      pagination={false}
      title={title === undefined ? undefined : () => title}
      data-testid={testId}
      style={style}
    />
  );
}
