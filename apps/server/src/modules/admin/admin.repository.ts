import type { AdminUser } from '@spm/contracts';
import { ALL_PERMISSIONS } from '@spm/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../platform/auth/principal-loader';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { containsAny } from '../../platform/db/filters';
import { requestedSort } from '../../platform/db/list-order';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import {
  dealers,
  roles,
  suppliers,
  userRoles,
  users,
  userWarehouses,
  warehouses,
} from '../../platform/db/platform.tables';
import { notFound } from './admin.rules';

const list = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []);

const roleCodesSql = sql<unknown>`coalesce((select json_agg(ur.role_code order by ur.role_code)
  from user_roles ur where ur.user_id = ${users.id}), '[]'::json)`;
const warehouseCodesSql = sql<unknown>`coalesce((select json_agg(uw.warehouse_code order by uw.warehouse_code)
  from user_warehouses uw where uw.user_id = ${users.id}), '[]'::json)`;

/**
 * End of the time lock of the user name after failed sign-ins (login_failures is keyed by lower-case
 * name). The outer column is named with its table: unqualified, `username` would be the subquery's own.
 */
const lockedUntilSql = sql<unknown>`(select lf.locked_until from login_failures lf
  where lf.username = lower(users.username))`;

const adminUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  accountType: users.accountType,
  headOffice: users.headOffice,
  dealerCode: users.dealerCode,
  supplierCode: users.supplierCode,
  warehouseCodes: warehouseCodesSql,
  roleCodes: roleCodesSql,
  email: users.email,
  phone: users.phone,
  locked: users.locked,
  mustChangePassword: users.mustChangePassword,
  failedAttempts: users.failedAttempts,
  lockedUntil: lockedUntilSql,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  version: users.version,
};

type AdminUserRow = { [K in keyof typeof adminUserColumns]: unknown } & {
  lastLoginAt: Date | null;
  createdAt: Date;
};

const toAdminUser = (r: AdminUserRow): AdminUser =>
  ({
    ...r,
    warehouseCodes: list(r.warehouseCodes),
    roleCodes: list(r.roleCodes),
    lastLoginAt: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
    lockedUntil: r.lockedUntil ? new Date(r.lockedUntil as string | Date).toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }) as AdminUser;

const USER_SORTS = {
  id: users.id,
  username: users.username,
  name: users.name,
  accountType: users.accountType,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

/** A page of users with roles and warehouses, in one query plus a count (no N+1). */
export async function listUsers(
  q: DbOrTx,
  query: {
    keyword?: string;
    accountType?: string;
    locked?: 'true' | 'false';
    page: number;
    pageSize: number;
    sort?: string;
  },
) {
  const where = and(
    containsAny(query.keyword, [users.username, users.name]),
    query.accountType ? eq(users.accountType, query.accountType) : undefined,
    query.locked ? eq(users.locked, query.locked === 'true') : undefined,
  );
  const asked = requestedSort(query.sort, USER_SORTS);
  const column = asked ? USER_SORTS[asked.field] : users.username;
  const direction = query.sort?.startsWith('-') ? desc : asc;
  return listPage(
    q.select({ total: count() }).from(users).where(where),
    q.select(adminUserColumns).from(users).where(where).orderBy(direction(column), asc(users.id)).$dynamic(),
    query,
    toAdminUser,
  );
}

/** One user as the admin page shows it, or undefined. */
export async function findAdminUser(q: DbOrTx, id: number): Promise<AdminUser | undefined> {
  const [row] = await q.select(adminUserColumns).from(users).where(eq(users.id, id));
  return row ? toAdminUser(row) : undefined;
}

/**
 * Locks a user row for a change in `tx` at the version the caller saw.
 * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION
 */
export const lockUser = (tx: Tx, id: number, version: number) =>
  lockRow(tx, users, eq(users.id, id), version);

/** Is the user name taken (case-insensitively)? */
export async function usernameTaken(q: DbOrTx, username: string): Promise<boolean> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return rows.length > 0;
}

/**
 * Checks that the dealer, supplier, warehouses and roles named on a user form exist.
 * @throws AppError DEALER_NOT_FOUND | SUPPLIER_NOT_FOUND | WAREHOUSE_NOT_FOUND | ROLE_NOT_FOUND (422, on the field)
 */
export async function assertOrganisationExists(
  q: DbOrTx,
  input: {
    dealerCode: string | null;
    supplierCode: string | null;
    warehouseCodes: string[];
    roleCodes: string[];
  },
) {
  if (input.dealerCode) {
    const found = await q
      .select({ code: dealers.code })
      .from(dealers)
      .where(eq(dealers.code, input.dealerCode));
    if (found.length === 0) notFound('DEALER_NOT_FOUND', 'dealerCode', { dealerCode: input.dealerCode });
  }
  if (input.supplierCode) {
    const found = await q
      .select({ code: suppliers.code })
      .from(suppliers)
      .where(eq(suppliers.code, input.supplierCode));
    if (found.length === 0)
      notFound('SUPPLIER_NOT_FOUND', 'supplierCode', { supplierCode: input.supplierCode });
  }
  if (input.warehouseCodes.length > 0) {
    const found = new Set(
      (
        await q
          .select({ code: warehouses.code })
          .from(warehouses)
          .where(inArray(warehouses.code, input.warehouseCodes))
      ).map((r) => r.code),
    );
    const missing = input.warehouseCodes.find((c) => !found.has(c));
    if (missing) notFound('WAREHOUSE_NOT_FOUND', 'warehouseCodes', { warehouseCode: missing });
  }
  const foundRoles = new Set(
    (await q.select({ code: roles.code }).from(roles).where(inArray(roles.code, input.roleCodes))).map(
      (r) => r.code,
    ),
  );
  const missingRole = input.roleCodes.find((c) => !foundRoles.has(c));
  if (missingRole) notFound('ROLE_NOT_FOUND', 'roleCodes', { roleCode: missingRole });
}

/** Codes of the active warehouses (a dealer account orders from all of them by default). */
export async function activeWarehouseCodes(q: DbOrTx): Promise<string[]> {
  const rows = await q.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.active, true));
  return rows.map((r) => r.code);
}

/** The permissions a set of roles grants (the admin role grants every permission). */
export async function permissionsOfRoles(q: DbOrTx, roleCodes: readonly string[]): Promise<Set<string>> {
  if (roleCodes.includes(ADMIN_ROLE)) return new Set(ALL_PERMISSIONS);
  if (roleCodes.length === 0) return new Set();
  const rows = await q
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(inArray(roles.code, [...roleCodes]));
  return new Set(rows.flatMap((r) => r.permissions));
}

/** The role codes and warehouse codes a user holds now. */
export async function linksOfUser(q: DbOrTx, userId: number) {
  const roleRows = await q
    .select({ code: userRoles.roleCode })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const whRows = await q
    .select({ code: userWarehouses.warehouseCode })
    .from(userWarehouses)
    .where(eq(userWarehouses.userId, userId));
  return { roleCodes: roleRows.map((r) => r.code), warehouseCodes: whRows.map((r) => r.code) };
}

/** Replaces a user's roles and warehouses. */
export async function setLinks(
  tx: Tx,
  userId: number,
  roleCodes: readonly string[],
  warehouseCodes: readonly string[],
) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(userWarehouses).where(eq(userWarehouses.userId, userId));
  if (roleCodes.length > 0)
    await tx.insert(userRoles).values(roleCodes.map((roleCode) => ({ userId, roleCode })));
  if (warehouseCodes.length > 0) {
    await tx
      .insert(userWarehouses)
      .values(warehouseCodes.map((warehouseCode) => ({ userId, warehouseCode })));
  }
}
