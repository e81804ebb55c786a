/**
 * Command-line options and target volumes of the scale data generator (docs/decisions/scale-data.md).
 */

/** Options of one generator run. */
export interface ScaleOptions {
  /** Seed of every pseudo-random choice; the same seed (and business date) gives the same data. */
  seed: number;
  /** Volume factor: 1 = the full volumes of `FULL_VOLUMES`, 0.01 = one hundredth. */
  scale: number;
}

/** Volumes at `--scale 1`: totals in the database after the run, demo data included. */
export const FULL_VOLUMES = {
  parts: 100_000,
  warehouses: 8,
  dealers: 600,
  stockRows: 800_000,
  orders: 200_000,
  /** Order lines per order on average (2,000,000 lines for 200,000 orders). */
  linesPerOrder: 10,
  /** Orders of dealer D0001 (the demo account `dealer`), which benchmarks use. */
  firstDealerOrders: 3_000,
} as const;

/** Target totals (rows) for a scale factor; warehouses never drop below the demo's 8. */
export interface Volumes {
  parts: number;
  warehouses: number;
  dealers: number;
  stockRows: number;
  orders: number;
  firstDealerOrders: number;
}

/** The target totals of `FULL_VOLUMES` multiplied by `scale`, rounded to whole rows. */
export function volumesFor(scale: number): Volumes {
  const r = (n: number) => Math.round(n * scale);
  return {
    parts: r(FULL_VOLUMES.parts),
    warehouses: FULL_VOLUMES.warehouses,
    dealers: r(FULL_VOLUMES.dealers),
    stockRows: r(FULL_VOLUMES.stockRows),
    orders: r(FULL_VOLUMES.orders),
    firstDealerOrders: r(FULL_VOLUMES.firstDealerOrders),
  };
}

const USAGE = `usage: npm run seed:scale -- [--seed 42] [--scale 1]
  --seed N    seed of the pseudo-random data (integer, default 42)
  --scale F   volume factor, e.g. 0.01 for a quick run (default 1 = 100,000 parts, 200,000 orders)
The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (default ./data).`;

/** Parses `--seed N --scale F` (also `--seed=N`); throws an Error with the usage text on bad input. */
export function parseArgs(argv: readonly string[]): ScaleOptions & { help: boolean } {
  const out = { seed: 42, scale: 1, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--help' || flag === '-h') {
      out.help = true;
      continue;
    }
    if (flag !== '--seed' && flag !== '--scale') throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
    const value = inline ?? argv[++i];
    const n = Number(value);
    if (flag === '--seed') {
      if (!Number.isSafeInteger(n) || n < 0 || n > 2_000_000)
        throw new Error(`--seed must be an integer 0..2000000\n${USAGE}`);
      out.seed = n;
    } else {
      if (!Number.isFinite(n) || n <= 0 || n > 10)
        throw new Error(`--scale must be a number in (0, 10]\n${USAGE}`);
      out.scale = n;
    }
  }
  return out;
}

/** The usage text printed by `--help`. */
export const usage = USAGE;
