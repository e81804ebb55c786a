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

/** The columns a step writes besides its status: given, or made from the step's time. */
export type ClaimStepColumns<T extends ClaimStepTable> =
  | Partial<T['$inferInsert']>
  | ((at: Date) => Partial<T['$inferInsert']>);

/**
 * Stores a workflow step taken on a document locked at the caller's version with `lockRow` (a dealer
 * claim, an in-warehouse claim, a major claim, a BOD application): the step's new status `taken.to`
 * and time `taken.at` as the change time, the other columns `set` the step writes (or `set(taken.at)`
 * for columns that record the step's time, such as `submittedAt`), and the version after
 * `current.version`.
 */
export async function saveClaimStep<T extends ClaimStepTable>(
  tx: Tx,
  table: T,
  current: { id: number; version: number },
  taken: { to: number; at: Date },
  set: ClaimStepColumns<T> = {},
): Promise<void> {
  const own = typeof set === 'function' ? set(taken.at) : set;
  await tx
    .update(table as PgTable)
    .set({ ...own, status: taken.to, updatedAt: taken.at, version: current.version + 1 } as never)
    .where(eq(table.id, current.id));
}
