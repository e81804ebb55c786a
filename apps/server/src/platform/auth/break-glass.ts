import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginFailures, users } from '../db/platform.tables';

/**
 * Break-glass unlock from the server's command line (`npm run unlock-user -- <user name>`,
 * docs/security.md "Lockout"): clears the administrator's lock, the failed attempts, and the sign-in
 * failures and time lock of the user name, so even the last administrator can sign in again with their
 * own password. Sessions are not touched. Answers the stored user name, or null when there is no such
 * user (the failures of the name are cleared either way).
 */
export async function unlockFromCommandLine(db: DbOrTx, username: string): Promise<string | null> {
  const name = username.trim().toLowerCase();
  await db.delete(loginFailures).where(eq(loginFailures.username, name.slice(0, 50)));
  const [row] = await db
    .update(users)
    .set({ locked: false, failedAttempts: 0, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(sql`lower(${users.username}) = ${name}`)
    .returning({ username: users.username });
  return row?.username ?? null;
}
