import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The equality filters of a list query: `column = value` for each field named in `columns` that the
 * query gives. An absent field (undefined or null) or an empty text filters nothing; any number,
 * 0 included, does filter. Spread the answer into `and(...)`.
 */
export function equalFilters<Q extends object>(
  q: Q,
  columns: { [K in keyof Q]?: AnyPgColumn },
): (SQL | undefined)[] {
  return Object.entries(columns).map(([field, column]) => {
    const value = (q as Record<string, unknown>)[field];
    return value === undefined || value === null || value === ''
      ? undefined
      : eq(column as AnyPgColumn, value);
  });
}
