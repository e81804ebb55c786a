import { loadConfig } from '../../../config';
import { openDatabase } from '../../../platform/db/client';
import { isEmpty, seedDemoData } from '../demo';
import { generateScaleData, ScaleDataPresentError } from './generate';
import { parseArgs, usage } from './options';
import type { StepReport } from './sql';

/**
 * `npm run seed:scale -- [--seed 42] [--scale 1]`: migrates the server's database (DATABASE_URL or the
 * embedded one in DATA_DIR), loads the demo data into an empty one, then adds the scale data
 * (docs/decisions/scale-data.md), printing rows and seconds per step, total time and peak RSS.
 * Exit code 1 when the database already holds scale data or anything fails.
 */
async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const step = ({ step, rows, seconds }: StepReport) =>
    print(
      `${step.padEnd(28)} ${rows.toLocaleString('en-US').padStart(11)} rows ${seconds.toFixed(1).padStart(7)} s`,
    );
  try {
    print(
      `scale data: seed ${args.seed}, scale ${args.scale}, ${database.kind === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`}`,
    );
    let t = performance.now();
    await database.migrate();
    step({ step: 'migrate', rows: 0, seconds: (performance.now() - t) / 1000 });
    if (await isEmpty(database.db)) {
      t = performance.now();
      await seedDemoData(database.db, { businessTz: config.businessTz });
      step({ step: 'demo data', rows: 0, seconds: (performance.now() - t) / 1000 });
    }
    await generateScaleData(database.db, { seed: args.seed, scale: args.scale, report: step });
    const rssMb = process.resourceUsage().maxRSS / 1024;
    print(`done in ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS ${rssMb.toFixed(0)} MB`);
    return 0;
  } catch (error) {
    if (error instanceof ScaleDataPresentError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(
      `seed:scale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
