import type { ErrorCode, MasterDataAction, MasterDataKind } from '@spm/domain';
import { violation } from '@spm/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { raise } from '../../platform/errors';
import { pinyinInitials } from '../parts';
import { diffFields, recordChange } from './master-data.history';

/** A master table keyed by its code, with an active flag and an optimistic version. */
export type CodedMasterTable = PgTable & { code: AnyPgColumn; active: AnyPgColumn; version: AnyPgColumn };

/**
 * One page of a master table: the rows matching `where` in `orderBy` order (page 1-based, `pageSize`
 * rows) and the count of all matching rows.
 */
export async function masterPage<T extends CodedMasterTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  orderBy: readonly (AnyPgColumn | SQL)[],
  query: { page: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table as PgTable)
    .where(where);
  return { rows: rows as T['$inferSelect'][], total: Number(total) };
}

/** Throws `existsCode` (409, on field `code`, params {code}) when the table already holds `code`. */
export async function requireNewCode(
  db: DbOrTx,
  table: CodedMasterTable,
  code: string,
  existsCode: ErrorCode,
): Promise<void> {
  const [exists] = await db
    .select({ code: table.code })
    .from(table as PgTable)
    .where(eq(table.code, code));
  if (exists) raise(violation(existsCode, { code }, 'code'));
}

/** The row of `code`. NOT_FOUND for an unknown code. */
export async function rowByCode<T extends CodedMasterTable>(
  db: DbOrTx,
  table: T,
  code: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.code, code));
  return requireFound(row) as T['$inferSelect'];
}

/**
 * The row of `code`, locked for update. NOT_FOUND for an unknown code; CONCURRENT_MODIFICATION when
 * `version` is given and is not the row's.
 */
export const lockByCode = <T extends CodedMasterTable>(
  db: DbOrTx,
  table: T,
  code: string,
  version: number | undefined,
): Promise<T['$inferSelect']> => lockRow(db, table, eq(table.code, code), version);

/** Writes `values` on the master row of `code` and raises its version; answers the row as written. */
export async function reviseByCode<T extends CodedMasterTable>(
  db: DbOrTx,
  table: T,
  code: string,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1` } as never)
    .where(eq(table.code, code))
    .returning();
  return row as T['$inferSelect'];
}

/** Sets a master row inactive (abolished) and raises its version; answers the row as written. */
export const deactivate = <T extends CodedMasterTable>(db: DbOrTx, table: T, code: string) =>
  reviseByCode(db, table, code, { active: false } as Partial<T['$inferInsert']>);

/** The address and contacts of a dealer or warehouse (the tables' master columns), all optional. */
interface AddressAndContacts {
  address: string | null;
  postalCode: string | null;
  contact: string | null;
  phone: string | null;
}

/**
 * The last fields of a dealer or warehouse master record as the API answers them, in that order: the
 * address and contacts, the pinyin initials of the Chinese name, the active flag and the optimistic
 * version, as the row holds them.
 */
export const addressContactsAndVersionOf = (
  r: AddressAndContacts & { pinyinInitials: string; active: boolean; version: number },
) => ({
  address: r.address,
  postalCode: r.postalCode,
  contact: r.contact,
  phone: r.phone,
  pinyinInitials: r.pinyinInitials,
  active: r.active,
  version: r.version,
});

/**
 * The address and contact columns a dealer or warehouse form writes as given, with the pinyin initials
 * of its Chinese name (`pinyinInitials`, cut to the column's 100 characters).
 */
export const addressAndContactColumns = (input: AddressAndContacts & { nameZh: string }) => ({
  address: input.address,
  postalCode: input.postalCode,
  contact: input.contact,
  phone: input.phone,
  pinyinInitials: pinyinInitials(input.nameZh).slice(0, 100),
});

/**
 * The history writer of one kind of master record: appends the fields that differ between `before`
 * and `after` (all of `after` for a creation, `before` null) under `action`, by `actor` at the clock's
 * time, with the reason of an abolition.
 */
export function changeRecorder(kind: MasterDataKind, now: () => Date) {
  return (
    tx: DbOrTx,
    actor: Principal,
    key: string,
    action: MasterDataAction,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
    reason?: string | null,
  ) =>
    recordChange(tx, {
      kind,
      key,
      action,
      changes: diffFields(before, after),
      reason,
      actor,
      at: now(),
    });
}
