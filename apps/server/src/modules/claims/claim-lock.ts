import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { Tx } from '../../platform/db/client';
import { checkVersion } from '../../platform/documents';

/**
 * A claim's "lock and check" from its row lock (`lock` answers undefined when the claim is missing or
 * out of the caller's scope): locks the claim in `tx` and checks the version the caller saw.
 * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION
 */
export const lockAtVersion =
  <T extends { version: number }>(
    lock: (tx: Tx, principal: Principal, id: number) => Promise<T | undefined>,
  ) =>
  async (tx: Tx, principal: Principal, id: number, version: number): Promise<T> => {
    const current = requireFound(await lock(tx, principal, id));
    checkVersion(current, version);
    return current;
  };

/** A claims-module document a workflow step changes: serial id, numeric status, change time and version. */
export type ClaimStepTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  updatedAt: AnyPgColumn;
  version: AnyPgColumn;
};

/**
 * Stores a workflow step taken on a document locked by `lockAtVersion` (a dealer claim, an in-warehouse
 * claim, a major claim, a BOD application): the step's new status `taken.to` and time `taken.at` as
 * the change time, the other columns `set` the step writes, and the version after `current.version`.
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
