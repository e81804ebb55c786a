import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';

/**
 * SQL helpers of the scale generator: raw statements and deterministic pseudo-random expressions.
 * Randomness on the database side is `hashint8extended(row number, seed-derived salt)`, PostgreSQL's
 * built-in 64-bit hash, identical on PostgreSQL and PGlite, so `INSERT … SELECT … FROM
 * generate_series(…)` produces the same rows on both engines.
 */

/** Runs one raw SQL statement and answers its rows. */
export async function exec<T = Record<string, unknown>>(db: Db, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return result.rows as T[];
}

/** Runs a query answering one integer `n` (e.g. `select count(*)::int as n …`). */
export async function scalar(db: Db, text: string): Promise<number> {
  const [row] = await exec<{ n: number | string | null }>(db, text);
  return Number(row?.n ?? 0);
}

/** Pseudo-random SQL expressions for one seed. */
export interface Rand {
  /** Integer in [0, 2^31) for row expression `n` and a salt (0–999) naming the attribute. */
  int(n: string, salt: number): string;
  /** Number in [0, 1) for row expression `n` and a salt. */
  unit(n: string, salt: number): string;
}

/** The pseudo-random SQL expressions of a seed. */
export function rand(seed: number): Rand {
  const int = (n: string, salt: number) =>
    `(hashint8extended((${n})::int8, ${seed * 1000 + salt}) & 2147483647)`;
  return { int, unit: (n, salt) => `(${int(n, salt)}::float8 / 2147483648.0)` };
}

/** A SQL string literal (single quotes doubled). */
export const lit = (value: string | null | undefined): string =>
  value === null || value === undefined ? 'null' : `'${value.replaceAll("'", "''")}'`;

/** Progress of one step: rows written and seconds taken, printed as a line. */
export interface StepReport {
  step: string;
  rows: number;
  seconds: number;
}

/** Runs a step, timing it; `report` receives the step's rows and seconds. */
export async function timed(
  step: string,
  report: (r: StepReport) => void,
  fn: () => Promise<number>,
): Promise<number> {
  const started = performance.now();
  const rows = await fn();
  report({ step, rows, seconds: (performance.now() - started) / 1000 });
  return rows;
}
