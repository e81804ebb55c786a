import type { PasswordPolicy } from '@spm/domain';
import { ACCOUNT_STATUS, isPoppParticipant, nameIn, passwordDaysLeft, violation } from '@spm/domain';
import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Principal } from '../access/principal';
import type { Db, Tx } from '../db/client';
import { passwordHistory, revokedSessions, roles, users, warehouses } from '../db/platform.tables';
import { AppError, raise } from '../errors';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords';
import { loadUserRecord } from './principal-loader';
import { newSessionId, type TokenService } from './tokens';

interface Deps {
  db: Db;
  tokens: TokenService;
  policy: PasswordPolicy;
  /** Dealer types that take part in POPP (config `POPP_DEALER_TYPES`). */
  poppDealerTypes?: readonly string[];
  now: () => Date;
  /** The business time zone (config `BUSINESS_TZ`), told to the screens with the user. */
  businessTz: string;
}

/**
 * The signed-in user's own account: who am I, password change, profile, warehouse switch, logout.
 * Commands run in the caller's transaction (`tx`); `now` is the injected clock.
 */
export function createAccountService({ db, tokens, policy, now, businessTz, poppDealerTypes = [] }: Deps) {
  async function warehouseNames(codes: string[]) {
    if (codes.length === 0) return new Map<string, { zh: string; en: string }>();
    const rows = await db
      .select({ code: warehouses.code, zh: warehouses.nameZh, en: warehouses.nameEn })
      .from(warehouses)
      .where(inArray(warehouses.code, codes));
    return new Map(rows.map((r) => [r.code, { zh: r.zh, en: r.en }]));
  }

  /** The names of the roles `codes`, in `language`, in the order of `codes` (the code for a role gone). */
  async function roleNames(codes: string[], language: 'zh-CN' | 'en-US') {
    if (codes.length === 0) return [];
    const rows = await db
      .select({ code: roles.code, zh: roles.nameZh, en: roles.nameEn })
      .from(roles)
      .where(inArray(roles.code, codes));
    const byCode = new Map(rows.map((r) => [r.code, language === 'en-US' ? r.en : r.zh]));
    return codes.map((code) => byCode.get(code) ?? code);
  }

  const daysLeftOf = (changedAt: Date) =>
    policy.maxAgeDays > 0 ? passwordDaysLeft(changedAt, now(), policy.maxAgeDays) : undefined;

  return {
    /** `GET /api/v1/me` data (API.md "Sign-in"). */
    async me(principal: Principal, language: 'zh-CN' | 'en-US') {
      const user = await loadUserRecord(db, { id: principal.userId });
      if (!user) throw new AppError('UNAUTHORIZED');
      const names = await warehouseNames(user.warehouseCodes);
      const daysLeft = daysLeftOf(user.passwordChangedAt);
      const accountStatus = user.mustChangePassword
        ? ACCOUNT_STATUS.initialPasswordMustChange
        : daysLeft !== undefined && daysLeft <= policy.warnDays
          ? ACCOUNT_STATUS.passwordExpiresSoon
          : ACCOUNT_STATUS.active;
      return {
        userId: user.username,
        name: user.name,
        accountType: user.accountType,
        roles: user.roles,
        roleNames: await roleNames(user.roles, language),
        permissions: [...principal.permissions].sort(),
        ...(user.dealerCode
          ? {
              dealerCode: user.dealerCode,
              dealerName: nameIn(user, language, 'dealerName') ?? undefined,
              dealerType: user.dealerType ?? undefined,
            }
          : {}),
        warehouses: user.warehouseCodes.map((code) => ({
          code,
          name: (language === 'en-US' ? names.get(code)?.en : names.get(code)?.zh) ?? code,
        })),
        currentWarehouseCode: principal.currentWarehouseCode ?? undefined,
        ...(user.supplierCode ? { supplierCode: user.supplierCode } : {}),
        headOffice: user.headOffice,
        poppParticipant: isPoppParticipant({ dealerType: user.dealerType }, poppDealerTypes),
        email: user.email,
        phone: user.phone,
        accountStatus,
        ...(daysLeft !== undefined ? { passwordDaysLeft: daysLeft } : {}),
        businessTz,
      };
    },

    /** `POST /dealersApi/accountInfo/info` data, in the existing clients' shape. */
    async accountInfo(principal: Principal, language: 'zh-CN' | 'en-US') {
      const code = principal.currentWarehouseCode;
      const names = await warehouseNames(code ? [code] : []);
      const name = code ? names.get(code) : undefined;
      return {
        user: {
          userNamer: principal.name,
          userId: principal.username,
          warehouseCode: code,
          warehouseName: name ? (language === 'en-US' ? name.en : name.zh) : null,
          dealerType: principal.dealerType,
        },
        avatar: '',
        introduction: principal.roles.join(','),
        serverTime: now().toISOString(),
      };
    },

    /**
     * Changes the caller's password (spec §5): old password checked, policy, not one of the last N.
     * Older tokens stop working; answers a new token.
     * @throws AppError OLD_PASSWORD_WRONG | PASSWORD_MISMATCH | PASSWORD_LENGTH | PASSWORD_COMPLEXITY | PASSWORD_REUSED | PASSWORD_TOO_COMMON
     */
    async changePassword(
      tx: Tx,
      principal: Principal,
      input: { oldPassword: string; newPassword: string; confirmPassword: string },
    ) {
      const user = await loadUserRecord(tx, { id: principal.userId });
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
        raise(violation('OLD_PASSWORD_WRONG', undefined, 'oldPassword'));
      }
      assertPasswordAcceptable(input.newPassword, input.confirmPassword, policy, user.username);
      if (policy.history > 0) {
        const previous = await tx
          .select({ hash: passwordHistory.passwordHash })
          .from(passwordHistory)
          .where(eq(passwordHistory.userId, user.id))
          .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
          .limit(Math.max(0, policy.history - 1));
        for (const h of [user.passwordHash, ...previous.map((p) => p.hash)]) {
          if (await verifyPassword(h, input.newPassword)) {
            raise(violation('PASSWORD_REUSED', { history: policy.history }, 'newPassword'));
          }
        }
      }
      const newHash = await hashPassword(input.newPassword);
      await tx
        .insert(passwordHistory)
        .values({ userId: user.id, passwordHash: user.passwordHash, createdAt: now() });
      const [{ tokenVersion }] = await tx
        .update(users)
        .set({
          passwordHash: newHash,
          passwordChangedAt: now(),
          mustChangePassword: false,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: now(),
        })
        .where(eq(users.id, user.id))
        .returning({ tokenVersion: users.tokenVersion });
      const accessToken = await tokens.sign({
        sub: String(user.id),
        tv: tokenVersion,
        sid: newSessionId(),
        wh: principal.currentWarehouseCode ?? undefined,
      });
      return { access_token: accessToken, expires_in: tokens.ttlSeconds };
    },

    /** Updates the caller's email and phone (format checked by the contract). */
    async updateProfile(tx: Tx, principal: Principal, input: { email?: string; phone?: string }) {
      await tx
        .update(users)
        .set({
          ...(input.email !== undefined ? { email: input.email || null } : {}),
          ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
          updatedAt: now(),
        })
        .where(eq(users.id, principal.userId));
      return { email: input.email ?? null, phone: input.phone ?? null };
    },

    /** A new token whose current warehouse is `warehouseCode`, which must be one of the user's. */
    async switchWarehouse(principal: Principal, warehouseCode: string) {
      if (!principal.warehouseCodes.includes(warehouseCode)) {
        raise(violation('WAREHOUSE_NOT_ALLOWED', { warehouseCode }, 'warehouseCode'));
      }
      const user = await loadUserRecord(db, { id: principal.userId });
      if (!user) throw new AppError('UNAUTHORIZED');
      const accessToken = await tokens.sign({
        sub: String(user.id),
        tv: user.tokenVersion,
        sid: principal.sessionId,
        wh: warehouseCode,
      });
      return { access_token: accessToken, expires_in: tokens.ttlSeconds };
    },

    /**
     * Ends the caller's sign-in session at once (`POST /connect/logout`): the token used, the one it
     * was renewed from and every renewal share the session id and are all refused from now on. The
     * record is kept one token lifetime, after which no token of the session can be valid anyway.
     */
    async logout(tx: Tx, principal: Principal) {
      const expiresAt = new Date(now().getTime() + tokens.ttlSeconds * 1000);
      await tx
        .insert(revokedSessions)
        .values({ sid: principal.sessionId, expiresAt })
        .onConflictDoUpdate({ target: revokedSessions.sid, set: { expiresAt } });
      await tx.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now()));
    },

    /** Active warehouses for the sign-in page's select (public). */
    async publicWarehouses(language: 'zh-CN' | 'en-US') {
      const rows = await db
        .select({ code: warehouses.code, nameZh: warehouses.nameZh, nameEn: warehouses.nameEn })
        .from(warehouses)
        .where(eq(warehouses.active, true))
        .orderBy(warehouses.sortOrder, warehouses.code);
      return rows.map((r) => ({ code: r.code, name: nameIn(r, language) }));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
