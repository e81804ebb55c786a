import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signIn } from './lib/api';
import { openBenchDb } from './lib/db';
import { formatTable, writeResults } from './lib/report';
import type { BenchContext, Prepared, Scenario } from './lib/scenario';
import { type RunningServer, type ServerTarget, startServer } from './lib/server';
import type { Figure } from './lib/stats';
import { importFairnessScenario } from './scenarios/import-fairness';
import { orderSubmitScenario } from './scenarios/order-submit';
import { ordersReadScenario } from './scenarios/orders-read';
import { partsExcelScenario } from './scenarios/parts-excel';
import { partsExportScenario } from './scenarios/parts-export';
import { releaseScenario } from './scenarios/release';
import { salesStatisticsScenario } from './scenarios/sales-statistics';
import { stockScenario } from './scenarios/stock';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/** In run order: reads first, then the writes (submit, release), then the import that adds parts. */
const SCENARIOS: Scenario[] = [
  stockScenario,
  ordersReadScenario,
  salesStatisticsScenario,
  orderSubmitScenario,
  releaseScenario,
  partsExcelScenario,
  partsExportScenario,
  importFairnessScenario,
];

const usage = `Usage: npm run bench -- --db pg|pglite [options]
  --db pg|pglite          database engine (pg needs --database-url)
  --database-url URL      PostgreSQL URL (also DATABASE_URL)
  --data-dir DIR          server DATA_DIR; the PGlite database is <DIR>/db (default ./data)
  --only a,b              scenarios to run: ${SCENARIOS.map((s) => s.name).join(', ')}
  --duration S            seconds per load (default 30)
  --connections N         concurrent connections per load (default 20)
  --excel-rows N          rows of the parts import/export (default 100000)
  --release-orders N      orders of the batch release (default 1000)
  --order-lines N         lines per submitted order (default 50)
  --out DIR               results folder (default bench/results)`;

function parse() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      only: { type: 'string' },
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '20' },
      'excel-rows': { type: 'string', default: '100000' },
      'release-orders': { type: 'string', default: '1000' },
      'order-lines': { type: 'string', default: '50' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || (values.db !== 'pg' && values.db !== 'pglite')) {
    process.stdout.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const only = values.only?.split(',').filter(Boolean);
  const unknown = only?.filter((n) => !SCENARIOS.some((s) => s.name === n)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown scenario(s): ${unknown.join(', ')}`);
  const target: ServerTarget = {
    db: values.db,
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    dataDir: path.resolve(values['data-dir'] ?? 'data'),
  };
  if (target.db === 'pg' && !target.databaseUrl) throw new Error('--db pg needs --database-url');
  const ctx: BenchContext = {
    root,
    db: values.db,
    shape: { connections: Number(values.connections), durationS: Number(values.duration) },
    excelRows: Number(values['excel-rows']),
    releaseOrders: Number(values['release-orders']),
    orderLines: Number(values['order-lines']),
  };
  const scenarios = SCENARIOS.filter((s) => !only || only.includes(s.name));
  return { target, ctx, scenarios, out: path.resolve(values.out ?? path.join(here, 'results')) };
}

/**
 * Starts the server once before the direct-SQL phase, so the database has the current schema (the
 * server applies pending migrations, and loads the demo data into an empty database).
 */
async function ensureInitialised(target: ServerTarget): Promise<void> {
  process.stdout.write('starting the server once to apply migrations (and demo data on an empty database)\n');
  const server = await startServer(root, target);
  await server.stop();
}

async function main() {
  const { target, ctx, scenarios, out } = parse();
  const log = (s: string) => process.stdout.write(`${s}\n`);
  await ensureInitialised(target);

  // Phase 1, server stopped (PGlite is single-process): sample data, prepare, measure the SQL floors.
  const db = await openBenchDb(target, ctx.shape.connections);
  const prepared: [Scenario, Prepared][] = [];
  try {
    for (const s of scenarios) {
      log(`prepare ${s.name}: ${s.description}`);
      prepared.push([s, await s.prepare(db, ctx)]);
    }
  } finally {
    await db.close();
  }

  // Phase 2: the server as a child process, the API figures and their bare-HTTP floors.
  const figures: Figure[] = prepared.flatMap(([, p]) => p.baseline);
  let server: RunningServer | undefined;
  try {
    server = await startServer(root, target);
    log(`server pid ${server.pid} at ${server.baseUrl}`);
    const [dealer, wh, hq, admin] = await Promise.all(
      ['dealer', 'wh', 'hq', 'admin'].map((u) => signIn(server?.baseUrl ?? '', u)),
    );
    for (const [s, p] of prepared) {
      log(`run ${s.name}`);
      try {
        figures.push(...(await p.run({ server, users: { dealer, wh, hq, admin }, ctx })));
      } catch (error) {
        log(`  ${s.name} failed: ${(error as Error).stack ?? error}`);
        figures.push({
          scenario: s.name,
          name: 'scenario failed',
          kind: 'job',
          connections: 0,
          requests: 0,
          p50Ms: 0,
          p95Ms: 0,
          p99Ms: 0,
          rps: 0,
          errors: 1,
          non2xx: 0,
          extra: { error: String((error as Error).message).slice(0, 200) },
        });
      }
    }
  } finally {
    await server?.stop();
  }
  const order = (f: Figure) => SCENARIOS.findIndex((s) => s.name === f.scenario);
  const kinds = ['api', 'sql', 'bare', 'job'];
  figures.sort(
    (a, b) =>
      order(a) - order(b) || a.name.localeCompare(b.name) || kinds.indexOf(a.kind) - kinds.indexOf(b.kind),
  );
  log(`\n${formatTable(figures)}\n`);
  // the data directory's own name only: a results file names no machine's paths
  const settings = {
    ...ctx,
    root: undefined,
    dataDir: target.db === 'pglite' ? path.basename(target.dataDir) : undefined,
  };
  log(`results: ${writeResults(out, target.db, settings, figures)}`);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
