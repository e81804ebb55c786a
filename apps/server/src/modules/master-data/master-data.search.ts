import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The `active` filter of a list query: 'true' / 'false' / absent (all). */
export const activeFilter = (column: AnyPgColumn, active: 'true' | 'false' | undefined): SQL | undefined =>
  active === undefined ? undefined : sql`${column} = ${active === 'true'}`;
