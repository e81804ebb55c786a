import { loadConfig } from '../config';
import { migrateExclusively } from '../platform/ops/migrate';
import { journal } from '../platform/ops/readiness';
import { runCommand, withDatabase } from './command';

/**
 * `npm run migrate`: applies the pending migrations with the server's settings (DATABASE_URL, or the
 * embedded database in DATA_DIR — stop the server first, the embedded database admits one process) and
 * loads no demo data. For operators who migrate before they deploy (docs/operations.md "Upgrades").
 * Safe to run while servers of the previous release serve (migrations are forward-only) and next to a
 * starting server (they take turns). Exit code 0 when the database is at the code's latest migration,
 * 1 when anything fails.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  return withDatabase(config, async (database) => {
    await migrateExclusively(database, config.databaseUrl);
    const entries = journal();
    process.stdout.write(`migrations applied up to ${entries[entries.length - 1].tag}\n`);
    return 0;
  });
}

runCommand('migrate', main);
