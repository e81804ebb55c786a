import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Principal } from '../../apps/server/src/platform/access/principal';
import type { Db } from '../../apps/server/src/platform/db/client';
import { preparedStatementName } from '../../apps/server/src/platform/db/prepared';

/** One SQL statement as the server's query code sent it: text and bound parameters. */
export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/**
 * The SQL one API request runs in its handler, as groups: the statements of a group were issued
 * together (the server awaits them with `Promise.all`), the groups one after the other.
 */
export type CapturedRequest = CapturedQuery[][];

/** Direct access to the benchmark database, bypassing the server (the SQL floor and data preparation). */
export interface BenchDb {
  kind: 'pg' | 'pglite';
  /** Runs one statement and answers its rows as objects. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` (typically one of the server's own query functions) with a drizzle database that
   * records every statement it sends, grouped by issue tick; answers the recording.
   */
  capture(fn: (db: Db) => Promise<unknown>): Promise<CapturedRequest>;
  /** The request principal of a demo user, loaded like the server does (not recorded). */
  principal(username: string): Promise<Principal>;
  /** Replays a recording: the statements of each group concurrently, the groups in order. */
  replay(request: CapturedRequest): Promise<void>;
  close(): Promise<void>;
}

function recorder() {
  const groups: CapturedQuery[][] = [];
  let open: CapturedQuery[] | null = null;
  return {
    groups,
    logger: {
      logQuery(text: string, params: unknown[]) {
        if (!open) {
          open = [];
          groups.push(open);
          setImmediate(() => {
            open = null;
          });
        }
        open.push({ text, params: [...params] });
      },
    },
  };
}

/**
 * Opens the benchmark database directly: PostgreSQL through a `pg` Pool of `poolSize` clients
 * (default 20, like the server), or the PGlite data directory `<dataDir>/db` (only while the server
 * is stopped: PGlite is single-process).
 */
export async function openBenchDb(
  target: { db: 'pg' | 'pglite'; databaseUrl?: string; dataDir: string },
  poolSize = 20,
): Promise<BenchDb> {
  if (target.db === 'pg') {
    if (!target.databaseUrl) throw new Error('--database-url is required with --db pg');
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: poolSize });
    pool.on('error', () => undefined);
    const query = async <T>(text: string, params: unknown[] = []) =>
      (await pool.query(text, params)).rows as T[];
    return {
      kind: 'pg',
      query,
      principal: (username) => principalFor(drizzlePg(pool) as unknown as Db, username),
      capture: async (fn) => {
        const rec = recorder();
        // over one checked-out client every statement goes through drizzle and its logger (the
        // server's prepared statements run on a pool directly, which would bypass it)
        const client = await pool.connect();
        try {
          await fn(drizzlePg(client, { logger: rec.logger }) as unknown as Db);
        } finally {
          client.release();
        }
        return rec.groups;
      },
      // replayed as named prepared statements, as the server runs its hot statements
      replay: async (request) => {
        for (const group of request)
          await Promise.all(
            group.map((q) =>
              pool.query({ name: preparedStatementName(q.text), text: q.text, values: q.params }),
            ),
          );
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(path.join(target.dataDir, 'db'));
  const query = async <T>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows as T[];
  return {
    kind: 'pglite',
    query,
    principal: (username) => principalFor(drizzlePglite(client) as unknown as Db, username),
    capture: async (fn) => {
      const rec = recorder();
      await fn(drizzlePglite(client, { logger: rec.logger }) as unknown as Db);
      return rec.groups;
    },
    replay: async (request) => {
      for (const group of request) await Promise.all(group.map((q) => client.query(q.text, q.params)));
    },
    close: () => client.close(),
  };
}

/** Principal of a demo user loaded the way the server loads it on every request (for captured queries). */
export async function principalFor(db: Db, username: string): Promise<Principal> {
  const { loadUserRecord, toPrincipal } = await import(
    '../../apps/server/src/platform/auth/principal-loader'
  );
  const user = await loadUserRecord(db, { username });
  if (!user) throw new Error(`user ${username} not found`);
  return toPrincipal(user, { sid: 'bench', exp: Math.floor(Date.now() / 1000) + 3600 });
}
