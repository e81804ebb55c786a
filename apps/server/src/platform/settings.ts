import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { appSettings } from './db/platform.tables';

/**
 * The token signing key: `JWT_SECRET` when configured, else one generated once and kept in the
 * database, so that every server on the same database signs alike and restarts keep sessions.
 */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const rows = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return rows[0].value;
}
