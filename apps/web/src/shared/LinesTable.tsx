import { Table, type TableProps } from 'antd';

/**
 * The lines of one document in a dialog or drawer: a small table without paging, rows keyed by
 * `id` unless `rowKey` says otherwise; every other table prop passes through.
 */
export function LinesTable<T extends object>(props: TableProps<T>) {
  return <Table<T> size="small" rowKey="id" pagination={false} {...props} />;
}
