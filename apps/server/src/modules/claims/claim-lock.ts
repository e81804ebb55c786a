import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client';

/** A claims-module document a workflow step changes: serial id, numeric status, change time and version. */
export type ClaimStepTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  updatedAt: AnyPgColumn;
  version: AnyPgColumn;
};

/**
 * Stores a workflow step taken on a document locked at the caller's version with `lockRow` (a dealer
 * claim, an in-warehouse claim, a major claim, a BOD application): the step's new status `taken.to`
 * and time `taken.at` as the change time, the other columns `set` the step writes, and the version
 * after `current.version`.
 */
export async function saveClaimStep<T extends ClaimStepTable>(
  tx: Tx,
  table: T,
  current: { id: number; version: number },
  taken: { to: number; at: Date },
  set: Partial<T['$inferInsert']> = {},
): Promise<void> {
  await tx
    .update(table as PgTable)
    .set({ ...set, status: taken.to, updatedAt: taken.at, version: current.version + 1 } as never)
    .where(eq(table.id, current.id));
}
