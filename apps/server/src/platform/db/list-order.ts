import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

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
  const field = sort?.replace(/^-/, '') ?? '';
  const direction = sort && !sort.startsWith('-') ? asc : desc;
  const column = Object.hasOwn(columns, field) ? columns[field] : fallback;
  return [direction(column), direction(tieBreak)];
}
