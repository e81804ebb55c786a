import { buildApp } from './app';
import { loadConfig } from './config';
import { isEmpty, seedDemoData } from './db/seed/demo';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo/users.seed';
import { openDatabase } from './platform/db/client';
import { installProcessGuard } from './platform/jobs/failure-scope';
import { migrateExclusively } from './platform/ops/migrate';

/**
 * Start: read config, open the database, migrate (unless MIGRATE_ON_START=false), load demo data into
 * an empty one, install the process guard, listen.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  // MIGRATE_ON_START=false: the operator runs `npm run migrate`; until then /health/ready answers 503
  if (config.migrateOnStart) await migrateExclusively(database, config.databaseUrl);
  let seeded = false;
  if (config.demoData && (await isEmpty(database.db))) {
    await seedDemoData(database.db, { businessTz: config.businessTz });
    seeded = true;
  }
  const { app } = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string, code = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // a failed job or generated-file stream is logged and the server keeps serving; any other uncaught
  // error ends the process (graceful shutdown, exit code 1) — docs/security.md "Failure containment"
  installProcessGuard(app.log, (reason) => void shutdown(reason, 1));
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `spm is running at http://${shownHost}:${config.port}/  (API docs: /api/docs)`,
    `database: ${database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`}${seeded ? ', demo data loaded' : ''}`,
  ];
  if (config.metrics.port)
    lines.push(`metrics: http://${config.metrics.host}:${config.metrics.port}/metrics`);
  if (config.demoData) {
    lines.push(`demo accounts (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`  ${u.username.padEnd(15)} ${u.who}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error) => {
  process.stderr.write(`spm failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
