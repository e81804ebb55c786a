import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_STATUS,
  errorMessage,
  type Language,
  lockSecondsAfter,
  type PasswordPolicy,
  passwordDaysLeft,
} from '@spm/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, users } from '../db/platform.tables';
import type { CaptchaService } from './captcha';
import { hashPassword, verifyPassword } from './passwords';
import { loadUserRecord } from './principal-loader';
import { newSessionId, type TokenService } from './tokens';

export interface LoginInput {
  username: string;
  password: string;
  warehouseCode?: string;
  captchaKey?: string;
  captchaCode?: string;
}

/** A sign-in answer in the OAuth shape of API.md: either a token or an `invalid_grant` refusal. */
export type LoginResult =
  | {
      ok: true;
      body: {
        access_token: string;
        token_type: 'Bearer';
        expires_in: number;
        account_status: number;
        password_days_left?: number;
      };
    }
  | {
      ok: false;
      body: {
        error: 'invalid_grant';
        error_description: string;
        /** The error catalogue's code and params, so the screen can say it again in another language. */
        code: string;
        params?: Record<string, unknown>;
        captcha_required?: boolean;
        account_status?: number;
      };
    };

interface Deps {
  db: Db;
  tokens: TokenService;
  captcha: CaptchaService;
  policy: PasswordPolicy;
  now: () => Date;
  /** Called when a failure locks a user name (metrics). */
  onLockout?: () => void;
}

/**
 * The password grant of `POST /connect/token` (API.md "Sign-in", spec §1/§4/§5; docs/security.md
 * "Lockout"): failures are counted per user name across addresses, known or not, so no answer tells
 * which names exist. After `captchaAfterFailures` a verification code is required; after
 * `maxFailedAttempts` the name is locked for `lockSecondsAfter(lockouts)` (growing back-off) and every
 * attempt, right password included, answers SIGN_IN_LOCKED (account_status 604) until then. The lock ends
 * nobody's session. An account locked by an administrator answers ACCOUNT_LOCKED (604) only to the right
 * password. Then expired password (603), initial password (601), expiry warning (602), and the warehouse
 * must be one of the user's.
 */
export function createLoginService({ db, tokens, captcha, policy, now, onLockout }: Deps) {
  const key = (username: string) => username.trim().toLowerCase().slice(0, 50);
  /** A hash verified for unknown names, so their answer takes as long as a known name's. */
  let decoyHash: Promise<string> | undefined;

  async function failuresOf(name: string) {
    const rows = await db.select().from(loginFailures).where(eq(loginFailures.username, name));
    return rows[0] ?? { failures: 0, lockedUntil: null, lockouts: 0 };
  }

  /** Counts a failure; at the lock threshold locks the name (back-off) and answers the lock's end. */
  async function recordFailure(name: string): Promise<{ failures: number; lockedUntil: Date | null }> {
    const [row] = await db
      .insert(loginFailures)
      .values({ username: name, failures: 1, lastFailedAt: now() })
      .onConflictDoUpdate({
        target: loginFailures.username,
        set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: now() },
      })
      .returning();
    if (row.failures < policy.maxFailedAttempts) return { failures: row.failures, lockedUntil: null };
    const lockedUntil = new Date(now().getTime() + lockSecondsAfter(row.lockouts, policy) * 1000);
    // after the lock the challenge stays on and the remaining failures lock again, for twice as long
    await db
      .update(loginFailures)
      .set({
        failures: Math.min(policy.captchaAfterFailures, policy.maxFailedAttempts - 1),
        lockouts: row.lockouts + 1,
        lockedUntil,
      })
      .where(eq(loginFailures.username, name));
    onLockout?.();
    return { failures: row.failures, lockedUntil };
  }

  const refuse = (
    language: Language,
    code: Parameters<typeof errorMessage>[0],
    extra: { captchaRequired?: boolean; accountStatus?: number; params?: Record<string, unknown> } = {},
  ): LoginResult => ({
    ok: false,
    body: {
      error: 'invalid_grant',
      error_description: errorMessage(code, language, extra.params),
      code,
      ...(extra.params ? { params: extra.params } : {}),
      ...(extra.captchaRequired ? { captcha_required: true } : {}),
      ...(extra.accountStatus ? { account_status: extra.accountStatus } : {}),
    },
  });
  const locked = (language: Language, until: Date) =>
    refuse(language, 'SIGN_IN_LOCKED', {
      accountStatus: ACCOUNT_STATUS.locked,
      params: { minutes: Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 60_000)) },
    });

  return {
    async login(input: LoginInput, language: Language): Promise<LoginResult> {
      const name = key(input.username);
      const state = await failuresOf(name);
      if (state.lockedUntil && state.lockedUntil > now()) return locked(language, state.lockedUntil);
      const captchaNeeded = policy.captchaAfterFailures > 0 && state.failures >= policy.captchaAfterFailures;
      if (captchaNeeded) {
        if (!input.captchaKey || !input.captchaCode)
          return refuse(language, 'CAPTCHA_REQUIRED', { captchaRequired: true });
        if (!(await captcha.consume(input.captchaKey, input.captchaCode))) {
          return refuse(language, 'CAPTCHA_INVALID', { captchaRequired: true });
        }
      }
      const user = await loadUserRecord(db, { username: input.username });
      decoyHash ??= hashPassword(randomUUID());
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
      if (!user || !passwordOk) {
        const failed = await recordFailure(name);
        if (user) {
          await db
            .update(users)
            .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
            .where(eq(users.id, user.id));
        }
        if (failed.lockedUntil) return locked(language, failed.lockedUntil);
        const captchaRequired =
          policy.captchaAfterFailures > 0 && failed.failures >= policy.captchaAfterFailures;
        return refuse(language, 'INVALID_CREDENTIALS', { captchaRequired });
      }
      await db.delete(loginFailures).where(eq(loginFailures.username, name));
      if (user.locked) return refuse(language, 'ACCOUNT_LOCKED', { accountStatus: ACCOUNT_STATUS.locked });
      const daysLeft =
        policy.maxAgeDays > 0
          ? passwordDaysLeft(user.passwordChangedAt, now(), policy.maxAgeDays)
          : undefined;
      if (daysLeft !== undefined && daysLeft < 0 && !user.mustChangePassword) {
        return refuse(language, 'PASSWORD_EXPIRED', { accountStatus: ACCOUNT_STATUS.passwordExpired });
      }
      const warehouseCode = input.warehouseCode || user.warehouseCodes[0];
      if (input.warehouseCode && !user.warehouseCodes.includes(input.warehouseCode)) {
        return refuse(language, 'WAREHOUSE_NOT_ALLOWED', { params: { warehouseCode: input.warehouseCode } });
      }
      await db.update(users).set({ failedAttempts: 0, lastLoginAt: now() }).where(eq(users.id, user.id));
      const accountStatus = user.mustChangePassword
        ? ACCOUNT_STATUS.initialPasswordMustChange
        : daysLeft !== undefined && daysLeft <= policy.warnDays
          ? ACCOUNT_STATUS.passwordExpiresSoon
          : ACCOUNT_STATUS.active;
      const accessToken = await tokens.sign({
        sub: String(user.id),
        tv: user.tokenVersion,
        sid: newSessionId(),
        wh: warehouseCode,
      });
      return {
        ok: true,
        body: {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: tokens.ttlSeconds,
          account_status: accountStatus,
          ...(accountStatus === ACCOUNT_STATUS.passwordExpiresSoon ? { password_days_left: daysLeft } : {}),
        },
      };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
