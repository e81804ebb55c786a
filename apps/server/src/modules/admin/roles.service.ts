import type { AdminRole, RoleListQuery, RoleRequest, RoleUpdateRequest } from '@spm/contracts';
import { ALL_PERMISSIONS, isPermissionCode, type PageDefinition, pageCatalog, violation } from '@spm/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { ADMIN_ROLE } from '../../platform/auth/principal-loader';
import type { Db, Tx } from '../../platform/db/client';
import { containsAny } from '../../platform/db/filters';
import { requestedSort, sortTerm } from '../../platform/db/list-order';
import { lockRow } from '../../platform/db/locks';
import { roles, userRoles, users } from '../../platform/db/platform.tables';
import { AppError, pgErrorCode, raise } from '../../platform/errors';
import { assertGrantable, sameCodes } from './admin.rules';

const userCountSql =
  sql<number>`(select count(*)::int from user_roles ur where ur.role_code = ${roles.code})`.mapWith(Number);

/** A role as the admin pages show it, with the number of users holding it. */
const roleColumns = {
  code: roles.code,
  nameZh: roles.nameZh,
  nameEn: roles.nameEn,
  permissions: roles.permissions,
  userCount: userCountSql,
  version: roles.version,
};

/** Columns the role list sorts by (`sort` = `field` or `-field`). */
const SORTABLE = {
  code: roles.code,
  nameZh: roles.nameZh,
  nameEn: roles.nameEn,
  userCount: userCountSql,
} as const;

/** ORDER BY of the role list: `sort` when it names a column of SORTABLE, then the code; else by code. */
function orderByOf(sort: string | undefined): SQL[] {
  const asked = requestedSort(sort, SORTABLE);
  return asked ? [sortTerm(asked, SORTABLE), asc(roles.code)] : [asc(roles.code)];
}

/**
 * Known, de-duplicated permission codes in catalogue order.
 * @throws AppError PERMISSION_UNKNOWN (on field `permissions`)
 */
function checkedPermissions(permissions: readonly string[]): string[] {
  const unknown = permissions.find((p) => !isPermissionCode(p));
  if (unknown !== undefined) {
    raise(violation('PERMISSION_UNKNOWN', { permission: unknown }, 'permissions'));
  }
  const wanted = new Set(permissions);
  return ALL_PERMISSIONS.filter((p) => wanted.has(p));
}

/**
 * Role administration (spec §6: roles carry `<page>:<action>` permission codes). The built-in `admin`
 * role always holds every permission: it cannot be deleted or lose one. Commands run in the caller's
 * transaction (`tx`); `now` is the injected clock (a new role's creation time).
 */
export function createRoleAdminService({ db, now }: { db: Db; now: () => Date }) {
  async function lockRole(tx: Tx, code: string, version: number) {
    return lockRow(tx, roles, eq(roles.code, code), version);
  }

  async function one(tx: Tx, code: string): Promise<AdminRole> {
    const [row] = await tx.select(roleColumns).from(roles).where(eq(roles.code, code));
    return { ...row, permissions: row.code === ADMIN_ROLE ? [...ALL_PERMISSIONS] : row.permissions };
  }

  return {
    /**
     * Every role with the number of users holding it: `keyword` in the code or either name, sorted by
     * `sort` (code, nameZh, nameEn, userCount) or by code.
     */
    async list(q: RoleListQuery = {}): Promise<AdminRole[]> {
      const rows = await db
        .select(roleColumns)
        .from(roles)
        .where(containsAny(q.keyword, [roles.code, roles.nameZh, roles.nameEn]))
        .orderBy(...orderByOf(q.sort));
      return rows.map((r) => ({
        ...r,
        permissions: r.code === ADMIN_ROLE ? [...ALL_PERMISSIONS] : r.permissions,
      }));
    },

    /** The permission catalogue for the role editor: `[{ page, zh, en, actions }]`. */
    catalogue() {
      return Object.entries(pageCatalog).map(([page, def]) => {
        const d = def as PageDefinition;
        return { page, zh: d.zh, en: d.en, actions: [...d.actions] };
      });
    },

    /** Creates a role. @throws AppError ROLE_CODE_TAKEN | PERMISSION_UNKNOWN | ROLE_NOT_GRANTABLE */
    async create(tx: Tx, principal: Principal, input: RoleRequest): Promise<AdminRole> {
      const permissions = checkedPermissions(input.permissions);
      assertGrantable(principal, permissions);
      const inserted = await tx
        .insert(roles)
        .values({
          code: input.code,
          nameZh: input.nameZh,
          nameEn: input.nameEn,
          permissions,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning({ code: roles.code });
      if (inserted.length === 0) {
        raise(violation('ROLE_CODE_TAKEN', { roleCode: input.code }, 'code'));
      }
      return one(tx, input.code);
    },

    /**
     * Renames a role and replaces its permissions; when they change, the sessions of its users end
     * (token_version + 1). @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | PERMISSION_UNKNOWN |
     * ROLE_NOT_GRANTABLE | ROLE_BUILTIN (admin losing a permission)
     */
    async update(
      tx: Tx,
      principal: Principal,
      input: RoleUpdateRequest & { code: string },
    ): Promise<AdminRole> {
      const { code } = input;
      const permissions = checkedPermissions(input.permissions);
      if (code === ADMIN_ROLE && permissions.length < ALL_PERMISSIONS.length) {
        throw new AppError('ROLE_BUILTIN', { roleCode: code });
      }
      assertGrantable(principal, permissions);
      const current = await lockRole(tx, code, input.version);
      const changed = !sameCodes(current.permissions, permissions);
      await tx
        .update(roles)
        .set({ nameZh: input.nameZh, nameEn: input.nameEn, permissions, version: current.version + 1 })
        .where(eq(roles.code, code));
      if (changed) {
        await tx
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(
            inArray(
              users.id,
              tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleCode, code)),
            ),
          );
      }
      return one(tx, code);
    },

    /** Deletes an unused role. @throws AppError ROLE_BUILTIN | NOT_FOUND | CONCURRENT_MODIFICATION | ROLE_IN_USE */
    async remove(tx: Tx, target: { code: string; version: number }): Promise<void> {
      const { code } = target;
      if (code === ADMIN_ROLE) throw new AppError('ROLE_BUILTIN', { roleCode: code });
      await lockRole(tx, code, target.version);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(userRoles)
        .where(eq(userRoles.roleCode, code));
      if (n > 0) throw new AppError('ROLE_IN_USE');
      try {
        await tx.delete(roles).where(eq(roles.code, code));
      } catch (error) {
        // A user given the role meanwhile: the foreign key refuses the delete.
        if (pgErrorCode(error) === '23503') throw new AppError('ROLE_IN_USE');
        throw error;
      }
    },
  };
}
