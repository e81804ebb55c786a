import pg from 'pg';
import type { Database } from '../db/client';

/** Keys of the session advisory lock migrations run under on PostgreSQL ('SPMM', 1). */
const MIGRATION_LOCK = [0x53504d4d, 1] as const;

/**
 * Applies the pending migrations of the drizzle journal, one process at a time: on PostgreSQL under a
 * session advisory lock taken on a connection of its own (`databaseUrl`), so servers started together,
 * or `npm run migrate` next to a starting server, wait for each other instead of applying the same
 * migration twice; the one that comes second finds nothing to do. The embedded database admits one
 * process and needs no lock. Rejects with the failing statement's error (the migration's transaction
 * is rolled back).
 */
export async function migrateExclusively(database: Database, databaseUrl: string | undefined): Promise<void> {
  if (database.kind !== 'pg' || !databaseUrl) return database.migrate();
  const lock = new pg.Client({ connectionString: databaseUrl });
  // a dropped lock connection fails the migration's own queries too; the error is theirs to report
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    await database.migrate();
  } finally {
    await lock.end();
  }
}
