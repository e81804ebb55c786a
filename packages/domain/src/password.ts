/**
 * Password policy of spec §5 (8–20 characters, at least three of upper, lower, digit, special;
 * differ from the last 5). Configurable; the spec's values are the defaults.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  /** How many of the four character classes must appear. */
  minClasses: number;
  /** How many previous passwords the new one must differ from. */
  history: number;
  /** Days a password is valid; 0 = never expires. */
  maxAgeDays: number;
  /** Days before expiry in which sign-in warns (account_status 602). */
  warnDays: number;
  /** Failed sign-ins before the account locks (604). */
  maxFailedAttempts: number;
  /** Failed sign-ins after which a verification code is required. */
  captchaAfterFailures: number;
  /** Seconds a user name stays locked after its first run of `maxFailedAttempts` failures. */
  lockSeconds: number;
  /** Longest lock (seconds): each further lock doubles the last, up to this. */
  lockMaxSeconds: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  maxLength: 20,
  minClasses: 3,
  history: 5,
  maxAgeDays: 90,
  warnDays: 14,
  maxFailedAttempts: 5,
  captchaAfterFailures: 3,
  lockSeconds: 300,
  lockMaxSeconds: 3600,
};

/**
 * How long (seconds) the next sign-in lock of a user name lasts (docs/security.md "Lockout"): the
 * policy's `lockSeconds` doubled for each earlier lock since the last successful sign-in or unlock
 * (`lockouts`), never more than `lockMaxSeconds`. 300 s, 600 s, 1200 s, … with the defaults.
 */
export function lockSecondsAfter(
  lockouts: number,
  policy: Pick<PasswordPolicy, 'lockSeconds' | 'lockMaxSeconds'>,
): number {
  return Math.min(policy.lockMaxSeconds, policy.lockSeconds * 2 ** Math.min(Math.max(lockouts, 0), 30));
}

/** A rule a new password broke, with the params its message needs. */
export type PasswordProblem =
  | { code: 'PASSWORD_LENGTH'; params: { min: number; max: number } }
  | { code: 'PASSWORD_COMPLEXITY'; params: { classes: number } }
  | { code: 'PASSWORD_CONTAINS_USERNAME'; params: Record<string, never> };

/** Counts the character classes (upper, lower, digit, special) present in a password. */
export function countCharacterClasses(password: string): number {
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];
  return classes.filter((re) => re.test(password)).length;
}

/**
 * Checks the shape of a new password (length, classes, user ID). History and the common-password
 * list need the server and are checked there. Returns the first problem, or null.
 */
export function checkPasswordShape(
  password: string,
  policy: PasswordPolicy,
  username?: string,
): PasswordProblem | null {
  const length = [...password].length;
  if (length < policy.minLength || length > policy.maxLength) {
    return { code: 'PASSWORD_LENGTH', params: { min: policy.minLength, max: policy.maxLength } };
  }
  if (countCharacterClasses(password) < policy.minClasses) {
    return { code: 'PASSWORD_COMPLEXITY', params: { classes: policy.minClasses } };
  }
  if (username && username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) {
    return { code: 'PASSWORD_CONTAINS_USERNAME', params: {} };
  }
  return null;
}

/** Whole days left until a password set at `changedAt` expires (negative once expired). */
export function passwordDaysLeft(changedAt: Date, now: Date, maxAgeDays: number): number {
  const expiresAt = changedAt.getTime() + maxAgeDays * 86_400_000;
  return Math.floor((expiresAt - now.getTime()) / 86_400_000);
}
