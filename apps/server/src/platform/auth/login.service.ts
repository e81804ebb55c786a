import {
  ACCOUNT_STATUS,
  errorMessage,
  type Language,
  type PasswordPolicy,
  passwordDaysLeft,
} from '@spm/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, users } from '../db/platform.tables';
import type { CaptchaService } from './captcha';
import { verifyPassword } from './passwords';
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
}

/**
 * The password grant of `POST /connect/token` (API.md "Sign-in", spec §1/§4/§5): verification code after
 * N failures per user name, lock after the configured failures (604), expired password (603),
 * initial password (601), expiry warning (602), warehouse must be one of the user's.
 */
export function createLoginService({ db, tokens, captcha, policy, now }: Deps) {
  const key = (username: string) => username.trim().toLowerCase().slice(0, 50);

  async function failuresOf(username: string): Promise<number> {
    const rows = await db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.username, key(username)));
    return rows[0]?.failures ?? 0;
  }

  async function recordFailure(username: string): Promise<number> {
    const rows = await db
      .insert(loginFailures)
      .values({ username: key(username), failures: 1, lastFailedAt: now() })
      .onConflictDoUpdate({
        target: loginFailures.username,
        set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: now() },
      })
      .returning({ failures: loginFailures.failures });
    return rows[0]?.failures ?? 1;
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
      ...(extra.captchaRequired ? { captcha_required: true } : {}),
      ...(extra.accountStatus ? { account_status: extra.accountStatus } : {}),
    },
  });

  return {
    async login(input: LoginInput, language: Language): Promise<LoginResult> {
      const captchaNeeded =
        policy.captchaAfterFailures > 0 && (await failuresOf(input.username)) >= policy.captchaAfterFailures;
      if (captchaNeeded) {
        if (!input.captchaKey || !input.captchaCode)
          return refuse(language, 'CAPTCHA_REQUIRED', { captchaRequired: true });
        if (!(await captcha.consume(input.captchaKey, input.captchaCode))) {
          return refuse(language, 'CAPTCHA_INVALID', { captchaRequired: true });
        }
      }
      const user = await loadUserRecord(db, { username: input.username });
      const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : false;
      if (!user || !passwordOk) {
        const failures = await recordFailure(input.username);
        const captchaRequired = policy.captchaAfterFailures > 0 && failures >= policy.captchaAfterFailures;
        if (user && !user.locked) {
          const updated = await db
            .update(users)
            .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
            .where(eq(users.id, user.id))
            .returning({ failedAttempts: users.failedAttempts });
          if ((updated[0]?.failedAttempts ?? 0) >= policy.maxFailedAttempts) {
            await db
              .update(users)
              .set({ locked: true, tokenVersion: sql`${users.tokenVersion} + 1` })
              .where(eq(users.id, user.id));
            return refuse(language, 'ACCOUNT_LOCKED', {
              captchaRequired,
              accountStatus: ACCOUNT_STATUS.locked,
            });
          }
        }
        return refuse(language, 'INVALID_CREDENTIALS', { captchaRequired });
      }
      await db.delete(loginFailures).where(eq(loginFailures.username, key(input.username)));
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
