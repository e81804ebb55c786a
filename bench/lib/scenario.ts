import type { ApiClient } from './api';
import type { BenchDb } from './db';
import type { LoadFigure, LoadShape } from './load';
import type { RunningServer } from './server';
import type { Figure } from './stats';

/** Settings of one benchmark run shared by every scenario. */
export interface BenchContext {
  /** Repository root. */
  root: string;
  db: 'pg' | 'pglite';
  /** Connections and seconds of every load (issue: 20 connections). */
  shape: LoadShape;
  /** Rows of the parts import and export (issue: 100,000). */
  excelRows: number;
  /** Orders of the batch release (issue: 1,000). */
  releaseOrders: number;
  /** Lines per order of the create + submit load (issue: 50). */
  orderLines: number;
}

/** What a scenario measures while the server runs; it may keep state from its preparation. */
export interface RunEnv {
  server: RunningServer;
  users: { dealer: ApiClient; wh: ApiClient; hq: ApiClient; admin: ApiClient };
  ctx: BenchContext;
}

/** A prepared scenario: its direct-SQL baselines (already measured) and its API run. */
export interface Prepared {
  baseline: Figure[];
  run(env: RunEnv): Promise<Figure[]>;
}

/**
 * A benchmark scenario. `prepare` runs with the database opened directly and the server stopped
 * (sampling query terms, setting credit, capturing and replaying the server's SQL); `run` with the
 * server up.
 */
export interface Scenario {
  name: string;
  description: string;
  prepare(db: BenchDb, ctx: BenchContext): Promise<Prepared>;
}

/** Completes a load figure into a Figure of `scenario`. */
export function figure(
  scenario: string,
  name: string,
  kind: Figure['kind'],
  load: LoadFigure,
  extra?: Figure['extra'],
): Figure {
  return { scenario, name, kind, ...load, ...(extra ? { extra } : {}) };
}
