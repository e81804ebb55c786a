import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** First key of the session advisory lock each live server process holds on PostgreSQL ('SPMJ'). */
const LIVENESS_LOCK = 0x53504d4a;
const RETRY_MS = 2_000;

/**
 * The instance id of this server process and, on PostgreSQL, its liveness lock: a session advisory
 * lock (LIVENESS_LOCK, hashtext(instance id)) held on a connection of its own for as long as the
 * process lives, re-taken when that connection drops. PostgreSQL releases it the moment the process
 * dies (its connection closes), so another process can tell a dead process's jobs with `lockFree`.
 */
export function createLiveness({
  connectionString,
  log,
}: {
  connectionString: string | undefined;
  log: FastifyBaseLogger;
}) {
  let instanceId = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;

  /** Takes the lock; `renamable` allows a new instance id on a hash collision (no job runs yet). */
  async function hold(renamable: () => boolean): Promise<void> {
    if (client || stopped) return;
    const own = new pg.Client({ connectionString });
    const lost = (error?: unknown) => {
      if (client !== own) return;
      client = null;
      if (error) log.warn({ err: error }, 'job liveness connection lost');
      if (!stopped)
        setTimeout(() => {
          hold(() => false).catch((e: unknown) => log.error({ err: e }, 'job liveness lock failed'));
        }, RETRY_MS).unref();
    };
    own.on('error', lost);
    own.on('end', () => lost());
    await own.connect();
    for (let attempt = 0; ; attempt++) {
      const { rows } = await own.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as ok',
        [LIVENESS_LOCK, instanceId],
      );
      if (rows[0]?.ok) break;
      if (attempt >= 5 || !renamable()) {
        await own.end();
        throw new Error('job liveness lock unavailable');
      }
      instanceId = randomUUID();
    }
    client = own;
  }

  return {
    /** This process's instance id (recorded on the jobs it runs). */
    id: () => instanceId,
    hold,
    /** Gives the lock up (shutdown). */
    async release(): Promise<void> {
      stopped = true;
      const own = client;
      client = null;
      await own?.end().catch(() => {});
    },
  };
}

/**
 * SQL that is true when the process whose instance id is in `instanceColumn` no longer holds its
 * liveness lock: a transaction-level try on the same key succeeds only once the session lock is gone
 * (and is released again when the statement's transaction ends).
 */
export const livenessLockFree = (instanceColumn: SQL | unknown): SQL =>
  sql`pg_try_advisory_xact_lock(${LIVENESS_LOCK}, hashtext(${instanceColumn}))`;
