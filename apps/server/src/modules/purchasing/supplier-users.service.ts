import type { Page, SupplierUserInput, SupplierUserItem, SupplierUserUpdate } from '@spm/contracts';
import { checkSupplierRoles, type PasswordPolicy, SUPPLIER_ROLES, violation } from '@spm/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import { generateInitialPassword, hashPassword } from '../../platform/auth/passwords';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { userRoles, users } from '../../platform/db/platform.tables';
import { checkVersion } from '../../platform/documents';
import { AppError, enforce, raise } from '../../platform/errors';

/** Users of the caller's own supplier; a caller without a supplier sees none (404 on any id). */
const ownSupplier = (principal: Principal): SQL =>
  principal.supplierCode ? eq(users.supplierCode, principal.supplierCode) : sql`false`;

const accountTypeOf = (roleCodes: readonly string[]) =>
  roleCodes.includes('supplierAdmin') ? 'SupplierAdmin' : 'Supplier';

async function itemOf(db: DbOrTx, principal: Principal, id: number): Promise<SupplierUserItem> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      accountType: users.accountType,
      supplierCode: users.supplierCode,
      locked: users.locked,
      version: users.version,
    })
    .from(users)
    .where(and(eq(users.id, id), ownSupplier(principal)));
  const found = requireFound(row);
  const roles = await db.select({ c: userRoles.roleCode }).from(userRoles).where(eq(userRoles.userId, id));
  return { ...found, roleCodes: roles.map((r) => r.c).sort() };
}

/**
 * SupplierAdmin's user management (spec §6): the users of its own supplier only (any other user
 * answers 404), granting supplier roles only (SUPPLIER_ROLE_NOT_ALLOWED). New users get a generated
 * initial password they must change at first sign-in.
 */
export function createSupplierUserService(deps: { policy: PasswordPolicy; now: () => Date }) {
  return {
    /** A page of the caller's supplier users by user name. */
    async list(
      db: DbOrTx,
      principal: Principal,
      q: { page: number; pageSize: number },
    ): Promise<Page<SupplierUserItem>> {
      const page = await listPage(
        db.select({ total: count() }).from(users).where(ownSupplier(principal)),
        db
          .select({ id: users.id })
          .from(users)
          .where(ownSupplier(principal))
          .orderBy(asc(users.username))
          .$dynamic(),
        q,
      );
      return { ...page, items: await Promise.all(page.items.map((r) => itemOf(db, principal, r.id))) };
    },

    /** @throws AppError SUPPLIER_ROLE_NOT_ALLOWED | USERNAME_TAKEN | SUPPLIER_ACCOUNT_REQUIRED (caller without a supplier) */
    async create(tx: Tx, principal: Principal, input: SupplierUserInput) {
      if (!principal.supplierCode) throw new AppError('SUPPLIER_ACCOUNT_REQUIRED');
      enforce(checkSupplierRoles(input.roleCodes, SUPPLIER_ROLES));
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.username})`);
      if (taken) raise(violation('USERNAME_TAKEN', { username: input.username }, 'username'));
      const initialPassword = generateInitialPassword(deps.policy);
      const at = deps.now();
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          name: input.name,
          accountType: accountTypeOf(input.roleCodes),
          supplierCode: principal.supplierCode,
          passwordHash: await hashPassword(initialPassword),
          passwordChangedAt: at,
          mustChangePassword: true,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: users.id });
      const roleCodes = [...new Set(input.roleCodes)];
      await tx.insert(userRoles).values(roleCodes.map((roleCode) => ({ userId: row.id, roleCode })));
      return { ...(await itemOf(tx, principal, row.id)), initialPassword };
    },

    /** Name and roles of one of the caller's supplier users. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | SUPPLIER_ROLE_NOT_ALLOWED */
    async update(tx: Tx, principal: Principal, id: number, input: SupplierUserUpdate) {
      const current = await itemOf(tx, principal, id);
      checkVersion(current, input.version);
      enforce(checkSupplierRoles(input.roleCodes, SUPPLIER_ROLES));
      const roleCodes = [...new Set(input.roleCodes)];
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await tx.insert(userRoles).values(roleCodes.map((roleCode) => ({ userId: id, roleCode })));
      await tx
        .update(users)
        .set({
          name: input.name,
          accountType: accountTypeOf(roleCodes),
          updatedAt: deps.now(),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          version: current.version + 1,
        })
        .where(eq(users.id, id));
      return itemOf(tx, principal, id);
    },
  };
}
