import type { AdminUser, Page, UserCreated, UserCreateRequest, UserUpdateRequest } from '@spm/contracts';
import type { PasswordPolicy } from '@spm/domain';
import { violation } from '@spm/domain';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { generateInitialPassword, hashPassword } from '../../platform/auth/passwords';
import type { Db, Tx } from '../../platform/db/client';
import { loginFailures, passwordHistory, users } from '../../platform/db/platform.tables';
import { AppError, errorOf, pgErrorCode, raise } from '../../platform/errors';
import {
  activeWarehouseCodes,
  assertOrganisationExists,
  findAdminUser,
  linksOfUser,
  listUsers,
  lockUser,
  permissionsOfRoles,
  setLinks,
  usernameTaken,
} from './admin.repository';
import { assertGrantable, assertManageable, checkOrganisationFits, sameCodes } from './admin.rules';

interface Deps {
  db: Db;
  policy: PasswordPolicy;
  now: () => Date;
}

type UserForm = Omit<UserCreateRequest, 'username'>;

/** The user columns a form writes, create and edit alike (`org` as `checkedForm` answers it). */
const formColumns = (
  form: UserForm,
  org: Pick<UserForm, 'accountType' | 'headOffice'> & {
    dealerCode: string | null;
    supplierCode: string | null;
  },
) => ({
  name: form.name,
  accountType: org.accountType,
  headOffice: org.headOffice,
  dealerCode: org.dealerCode,
  supplierCode: org.supplierCode,
  email: form.email || null,
  phone: form.phone || null,
});
/** The user a command acts on, with the `version` the caller saw. */
type Target = { id: number; version: number };

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * User administration (spec §1 password lifecycle, §6 account types and roles): list, create with a
 * generated initial password, edit, reset password, lock and unlock. Changes to what a user may reach
 * (organisation, roles, account type, lock, password) raise `token_version`, so older tokens die.
 * Commands run in the caller's transaction (`tx`); `now` is the injected clock.
 */
export function createUserAdminService({ db, policy, now }: Deps) {
  /**
   * Normalises and checks the organisation part of a form: fits the account type, everything exists,
   * the roles are grantable by the caller. Dealers with no warehouses get all active ones.
   */
  async function checkedForm(tx: Tx, principal: Principal, form: UserForm) {
    const org = {
      accountType: form.accountType,
      headOffice: form.headOffice,
      dealerCode: form.dealerCode || null,
      supplierCode: form.supplierCode || null,
      warehouseCodes: unique(form.warehouseCodes),
      roleCodes: unique(form.roleCodes),
    };
    const misfit = checkOrganisationFits(org);
    if (misfit) raise(misfit);
    await assertOrganisationExists(tx, org);
    assertGrantable(principal, await permissionsOfRoles(tx, org.roleCodes));
    if (org.accountType === 'Dealer' && org.warehouseCodes.length === 0) {
      org.warehouseCodes = await activeWarehouseCodes(tx);
    }
    return org;
  }

  /** Locks the target, checks version and that the caller may manage it. */
  async function lockManageable(tx: Tx, principal: Principal, id: number, version: number) {
    const current = await lockUser(tx, id, version);
    const links = await linksOfUser(tx, id);
    assertManageable(principal, await permissionsOfRoles(tx, links.roleCodes));
    return { current, links };
  }

  async function reload(tx: Tx, id: number): Promise<AdminUser> {
    const user = await findAdminUser(tx, id);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  return {
    /** A page of users; `keyword` matches user name or name. */
    list: (query: Parameters<typeof listUsers>[1]): Promise<Page<AdminUser>> => listUsers(db, query),

    /** Every user matching the list filters (for the export), in the list's order. */
    async listAll(query: Omit<Parameters<typeof listUsers>[1], 'page' | 'pageSize'>): Promise<AdminUser[]> {
      const all: AdminUser[] = [];
      for (let page = 1; ; page++) {
        const { items } = await listUsers(db, { ...query, page, pageSize: 500 });
        all.push(...items);
        if (items.length < 500) return all;
      }
    },

    /**
     * Creates a user with a generated initial password that must be changed at first sign-in (601).
     * Answers the user and the initial password (shown once; never stored in clear).
     * @throws AppError USERNAME_TAKEN | SCOPE_MISMATCH | DEALER_NOT_FOUND | SUPPLIER_NOT_FOUND |
     *   WAREHOUSE_NOT_FOUND | ROLE_NOT_FOUND | ROLE_NOT_GRANTABLE
     */
    async create(tx: Tx, principal: Principal, input: UserCreateRequest): Promise<UserCreated> {
      const taken = () => errorOf(violation('USERNAME_TAKEN', { username: input.username }, 'username'));
      if (await usernameTaken(tx, input.username)) throw taken();
      const org = await checkedForm(tx, principal, input);
      const initialPassword = generateInitialPassword(policy);
      const passwordHash = await hashPassword(initialPassword);
      const at = now();
      try {
        const [row] = await tx
          .insert(users)
          .values({
            username: input.username,
            ...formColumns(input, org),
            passwordHash,
            passwordChangedAt: at,
            mustChangePassword: true,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: users.id });
        await setLinks(tx, row.id, org.roleCodes, org.warehouseCodes);
        return { user: await reload(tx, row.id), initialPassword };
      } catch (error) {
        // The same user name created meanwhile: the unique index refuses the insert.
        if (pgErrorCode(error) === '23505') throw taken();
        throw error;
      }
    },

    /**
     * Edits a user. A change of account type, head office, dealer, supplier, warehouses or roles ends
     * the user's sessions (token_version + 1).
     * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | USER_NOT_MANAGEABLE | SCOPE_MISMATCH | …_NOT_FOUND
     */
    async update(
      tx: Tx,
      principal: Principal,
      input: UserUpdateRequest & { id: number },
    ): Promise<AdminUser> {
      const { id } = input;
      const { current, links } = await lockManageable(tx, principal, id, input.version);
      const org = await checkedForm(tx, principal, input);
      const scopeChanged =
        current.accountType !== org.accountType ||
        current.headOffice !== org.headOffice ||
        current.dealerCode !== org.dealerCode ||
        current.supplierCode !== org.supplierCode ||
        !sameCodes(links.warehouseCodes, org.warehouseCodes) ||
        !sameCodes(links.roleCodes, org.roleCodes);
      await tx
        .update(users)
        .set({
          ...formColumns(input, org),
          updatedAt: now(),
          version: current.version + 1,
          ...(scopeChanged ? { tokenVersion: current.tokenVersion + 1 } : {}),
        })
        .where(eq(users.id, id));
      await setLinks(tx, id, org.roleCodes, org.warehouseCodes);
      return reload(tx, id);
    },

    /**
     * A new initial password (must be changed at next sign-in); the old one goes to the history and
     * the user's sessions end. Answers `{ initialPassword }`.
     * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | USER_NOT_MANAGEABLE
     */
    async resetPassword(tx: Tx, principal: Principal, target: Target): Promise<{ initialPassword: string }> {
      const { current } = await lockManageable(tx, principal, target.id, target.version);
      const initialPassword = generateInitialPassword(policy);
      const passwordHash = await hashPassword(initialPassword);
      const at = now();
      await tx
        .insert(passwordHistory)
        .values({ userId: target.id, passwordHash: current.passwordHash, createdAt: at });
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: at,
          mustChangePassword: true,
          tokenVersion: current.tokenVersion + 1,
          updatedAt: at,
          version: current.version + 1,
        })
        .where(eq(users.id, target.id));
      return { initialPassword };
    },

    /** Locks a user (sign-in answers 604) and ends its sessions. @throws AppError CANNOT_LOCK_SELF | NOT_FOUND | CONCURRENT_MODIFICATION | USER_NOT_MANAGEABLE */
    async lock(tx: Tx, principal: Principal, target: Target): Promise<AdminUser> {
      if (target.id === principal.userId) throw new AppError('CANNOT_LOCK_SELF');
      const { current } = await lockManageable(tx, principal, target.id, target.version);
      await tx
        .update(users)
        .set({
          locked: true,
          tokenVersion: current.tokenVersion + 1,
          updatedAt: now(),
          version: current.version + 1,
        })
        .where(eq(users.id, target.id));
      return reload(tx, target.id);
    },

    /**
     * Unlocks a user: clears the administrator's lock, the failed attempts and the sign-in failures and
     * time lock of its user name. Any holder of the user-admin edit permission may unlock any user, an
     * administrator included (unlocking gives nobody else the account; docs/security.md "Lockout").
     * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION
     */
    async unlock(tx: Tx, _principal: Principal, target: Target): Promise<AdminUser> {
      const current = await lockUser(tx, target.id, target.version);
      await tx
        .update(users)
        .set({ locked: false, failedAttempts: 0, updatedAt: now(), version: current.version + 1 })
        .where(eq(users.id, target.id));
      await tx.delete(loginFailures).where(eq(loginFailures.username, sql`lower(${current.username})`));
      return reload(tx, target.id);
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
