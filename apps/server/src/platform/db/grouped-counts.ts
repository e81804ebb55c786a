import { and, count, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** The columns `dealerCountsByStatus` groups and filters on. */
export interface DealerStatusColumns {
  /** The document's status (an integer column). */
  status: PgColumn;
  dealerCode: PgColumn;
}

/** A dashboard figure of one document type: a dealer's documents per status (`dealerCountsByStatus`). */
export type DealerStatusCounts = (
  db: DbOrTx,
  dealerCode: string,
) => Promise<{ status: number; count: number }[]>;

/**
 * A dealer's documents of `table` per status, every status but `exceptStatus` (deleted, complete),
 * in status order, statuses without documents left out: one grouped count, which an index on dealer
 * code (and status) answers. For the dashboard's figures (spec §4 "Dashboard").
 */
export async function dealerCountsByStatus(
  db: DbOrTx,
  table: PgTable,
  columns: DealerStatusColumns,
  dealerCode: string,
  exceptStatus: number,
): Promise<{ status: number; count: number }[]> {
  const rows = await db
    .select({ status: columns.status, n: count() })
    .from(table)
    .where(and(eq(columns.dealerCode, dealerCode), ne(columns.status, exceptStatus)))
    .groupBy(columns.status)
    .orderBy(columns.status);
  return rows.map((r) => ({ status: Number(r.status), count: Number(r.n) }));
}
