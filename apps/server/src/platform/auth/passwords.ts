import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import { checkPasswordShape, type PasswordPolicy, violation } from '@spm/domain';
import { raise } from '../errors';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(hashValue: string, password: string): Promise<boolean> {
  try {
    return await verify(hashValue, password);
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;

/** The shipped list of the most common passwords (lower case), loaded once. */
export function commonPasswords(): Set<string> {
  if (!common) {
    let dir = path.dirname(fileURLToPath(import.meta.url));
    let file = '';
    for (let i = 0; i < 6 && !file; i++) {
      const candidate = path.join(dir, 'assets', 'common-passwords.txt');
      if (fs.existsSync(candidate)) file = candidate;
      dir = path.dirname(dir);
    }
    const text = file ? fs.readFileSync(file, 'utf8') : '';
    common = new Set(
      text
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return common;
}

/**
 * Checks a new password against the policy (spec §5): length, classes, user ID, the common list and
 * confirmation. History is checked by the caller (it needs the stored hashes).
 * @throws AppError PASSWORD_MISMATCH | PASSWORD_LENGTH | PASSWORD_COMPLEXITY | PASSWORD_CONTAINS_USERNAME | PASSWORD_TOO_COMMON
 */
export function assertPasswordAcceptable(
  password: string,
  confirm: string,
  policy: PasswordPolicy,
  username: string,
): void {
  if (password !== confirm) raise(violation('PASSWORD_MISMATCH', undefined, 'confirmPassword'));
  const problem = checkPasswordShape(password, policy, username);
  if (problem) raise({ ...problem, field: 'newPassword' });
  if (commonPasswords().has(password.toLowerCase())) {
    raise(violation('PASSWORD_TOO_COMMON', undefined, 'newPassword'));
  }
}

/** A random initial password that meets the policy (given to the user once by an administrator). */
export function generateInitialPassword(policy: PasswordPolicy): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#$%&*!?'];
  const length = Math.max(policy.minLength, Math.min(12, policy.maxLength));
  const chars = sets.map((s) => s[randomInt(s.length)]);
  const all = sets.join('');
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
