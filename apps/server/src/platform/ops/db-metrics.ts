import { TRANSFER_STATUSES } from '@spm/domain';
import { count, gt, inArray, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../db/client';
import { loginFailures } from '../db/platform.tables';
import { backgroundJobs } from '../jobs/jobs.tables';
import { interfaceMessages } from '../outbox/outbox.tables';
import { withTimeout } from './timeout';

/** Seconds. */
const QUERY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The counts read at scrape may take this long (ms) before the scrape reports the database down. */
const SCRAPE_TIMEOUT_MS = 3_000;
/** Outbox statuses still to be delivered or looked at (`sent` is history and not counted). */
const UNSENT = TRANSFER_STATUSES.filter((s) => s !== 'sent');
const TIMED = Symbol('spm.timed');

interface Snapshot {
  up: boolean;
  outbox: { interfaceCode: string; status: string; n: number; oldest: Date | string | null }[];
  jobs: { status: string; n: number }[];
  locked: number;
}

/** Times every query of a pool client: wraps `client.query` once, at its first checkout. */
function timeQueries(pool: pg.Pool, histogram: Histogram) {
  pool.on('acquire', (client) => {
    const target = client as pg.PoolClient & { [TIMED]?: boolean };
    if (target[TIMED]) return;
    target[TIMED] = true;
    const query = target.query as (...args: unknown[]) => unknown;
    (target as unknown as { query: (...args: unknown[]) => unknown }).query = function timed(...args) {
      const stop = histogram.startTimer();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = function done(this: unknown, ...result: unknown[]) {
          stop();
          return callback.apply(this, result);
        };
        return query.apply(this, args);
      }
      const answer = query.apply(this, args);
      if (answer instanceof Promise) answer.then(stop, stop);
      return answer;
    };
  });
}

/**
 * Database metrics: on PostgreSQL the pool (`spm_db_pool_connections{state}`, `spm_db_pool_waiting`)
 * and the duration of every query of the pool (`spm_db_query_duration_seconds`); on both engines,
 * read at scrape with a 3 s limit, `spm_database_up`, unsent interface messages
 * (`spm_interface_messages{interface,status}` and the age of the oldest,
 * `spm_interface_messages_oldest_seconds`), background jobs by status (`spm_background_jobs{status}`;
 * `failed` counts every failed job kept) and the user names locked for sign-in now
 * (`spm_login_locked_names`, across all servers).
 */
export function registerDatabaseMetrics(registry: Registry, database: Database, log: FastifyBaseLogger) {
  const { db } = database;
  if (database.kind === 'pg') {
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    timeQueries(
      pool,
      new Histogram({
        name: 'spm_db_query_duration_seconds',
        help: 'Duration of the queries of the connection pool, in seconds (PostgreSQL)',
        buckets: QUERY_BUCKETS,
        registers: [registry],
      }),
    );
    new Gauge({
      name: 'spm_db_pool_connections',
      help: 'Connections of the pool by state (total, idle)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'spm_db_pool_waiting',
      help: 'Queries waiting for a free connection of the pool',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  async function read(): Promise<Snapshot> {
    const outbox = await db
      .select({
        interfaceCode: interfaceMessages.interfaceCode,
        status: interfaceMessages.status,
        n: count(),
        oldest: min(interfaceMessages.createdAt),
      })
      .from(interfaceMessages)
      .where(inArray(interfaceMessages.status, UNSENT))
      .groupBy(interfaceMessages.interfaceCode, interfaceMessages.status);
    const jobs = await db
      .select({ status: backgroundJobs.status, n: count() })
      .from(backgroundJobs)
      .groupBy(backgroundJobs.status);
    const [locked] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(gt(loginFailures.lockedUntil, sql`now()`));
    return { up: true, outbox, jobs, locked: locked.n };
  }

  let reading: Promise<Snapshot> | undefined;
  /**
   * One reading per scrape: the gauges below are collected together and share the reading in flight. A
   * failed or slow reading reports the database down.
   */
  function snapshot(): Promise<Snapshot> {
    reading ??= withTimeout(read(), SCRAPE_TIMEOUT_MS)
      .catch((error: unknown): Snapshot => {
        log.warn({ err: error }, 'metrics: database counts not read');
        return { up: false, outbox: [], jobs: [], locked: 0 };
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  new Gauge({
    name: 'spm_database_up',
    help: '1 when the database answered the counts of this scrape within 3 s, else 0',
    registers: [registry],
    async collect() {
      this.set((await snapshot()).up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'spm_interface_messages',
    help: 'Interface messages not yet sent, by interface and status (notConfigured, pending, sending, failed)',
    labelNames: ['interface', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await snapshot()).outbox)
        this.set({ interface: row.interfaceCode, status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'spm_interface_messages_oldest_seconds',
    help: 'Age of the oldest interface message not yet sent, by interface and status, in seconds',
    labelNames: ['interface', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await snapshot()).outbox) {
        if (!row.oldest) continue;
        const age = Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000);
        this.set({ interface: row.interfaceCode, status: row.status }, age);
      }
    },
  });
  new Gauge({
    name: 'spm_background_jobs',
    help: 'Background jobs (imports, exports) by status: queued, running, succeeded, failed (all kept)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await snapshot()).jobs) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'spm_login_locked_names',
    help: 'User names locked for sign-in now (all servers)',
    registers: [registry],
    async collect() {
      this.set((await snapshot()).locked);
    },
  });
}
