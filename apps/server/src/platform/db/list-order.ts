import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** The field a list's `sort` names among its sortable fields, and whether it sorts descending. */
export interface RequestedSort<K extends string> {
  field: K;
  descending: boolean;
}

/**
 * What a list's `sort` query asks for (API.md "Lists": `field` ascending, `-field` descending) when
 * the field is one of `sortable`'s own keys; null for an absent or unknown field — an inherited name
 * such as `toString` or `constructor` included — so that the list's default order applies.
 */
export function requestedSort<K extends string>(
  sort: string | undefined,
  sortable: Readonly<Record<K, unknown>>,
): RequestedSort<K> | null {
  if (!sort) return null;
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  return Object.hasOwn(sortable, field) ? { field: field as K, descending } : null;
}

/**
 * The ORDER BY of a list's `sort` query (`field` ascending, `-field` descending; absent: descending):
 * the column `columns` names for the field (`fallback` for an absent or unknown field), then
 * `tieBreak` in the same direction so that pages never overlap.
 */
export function listOrder(
  sort: string | undefined,
  columns: Readonly<Record<string, AnyColumn | SQL>>,
  fallback: AnyColumn | SQL,
  tieBreak: AnyColumn,
): SQL[] {
  const asked = requestedSort(sort, columns);
  const direction = sort && !sort.startsWith('-') ? asc : desc;
  const column = asked ? columns[asked.field] : fallback;
  return [direction(column), direction(tieBreak)];
}

/** The ORDER BY term of a requested sort: its column ascending or descending, nulls last. */
export const sortTerm = <K extends string>(
  asked: RequestedSort<K>,
  columns: Readonly<Record<K, AnyColumn | SQL>>,
): SQL =>
  asked.descending
    ? sql`${columns[asked.field]} desc nulls last`
    : sql`${columns[asked.field]} asc nulls last`;
