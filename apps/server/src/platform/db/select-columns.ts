import { getTableColumns, type Table } from 'drizzle-orm';

type ColumnsOf<T extends Table> = T['_']['columns'];

/**
 * The named columns of `table` as a select list, each under its own name:
 * `columnsOf(parts, ['partCode', 'nameZh'])` is `{ partCode: parts.partCode, nameZh: parts.nameZh }`.
 * A name the table does not have does not compile.
 */
export function columnsOf<T extends Table, K extends keyof ColumnsOf<T> & string>(
  table: T,
  names: readonly K[],
): Pick<ColumnsOf<T>, K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<ColumnsOf<T>, K>;
}
