import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { requireFound } from '../access/scope';
import { checkVersion } from '../documents';
import type { DbOrTx } from './client';

/** A table whose rows carry an optimistic `version` (raised by every change). */
export type VersionedTable = PgTable & { version: AnyPgColumn };

/**
 * The one row of `table` that `where` matches (its key and, for a document, the caller's data scope),
 * with all its columns, locked `FOR UPDATE` until the transaction ends. This is how a command takes
 * the document it changes (ARCHITECTURE §3): call it inside the command's transaction.
 *
 * @throws AppError NOT_FOUND (404) when no row matches, which is also what a row outside the scope
 *   looks like (404, not 403); CONCURRENT_MODIFICATION (409) when `version` is given and is not the
 *   row's (the caller saw an older state).
 */
export async function lockRow<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect']>;
export async function lockRow<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  where: SQL | undefined,
  version: number | undefined,
): Promise<T['$inferSelect']>;
export async function lockRow<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  where: SQL | undefined,
  version?: number,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update');
  const found = requireFound(row);
  if (version !== undefined) checkVersion(found as { version: number }, version);
  return found as T['$inferSelect'];
}
