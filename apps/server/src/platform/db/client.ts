import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The drizzle database both engines are used through (PGlite's API is the same query builder). */
export type Db = NodePgDatabase<Record<string, never>>;
/** A transaction handle, passed down explicitly from the service that opened it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either; queries that may run inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies the committed migrations (drizzle journal). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (embedded engine only), for dumps in tests. */
  pglite?: PGlite;
}

/** Folder of the committed migrations, found from this file in both `src/` and the bundled `dist/`. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder (drizzle/meta/_journal.json) not found');
}

function reportIdleError(error: Error) {
  process.stderr.write(
    `${JSON.stringify({ level: 'warn', msg: 'idle database connection failed', err: error.message })}\n`,
  );
}

/**
 * The embedded engine's buffer cache, in MB (`PGLITE_SHARED_BUFFERS_MB`). PostgreSQL's own default of
 * 128 MB is taken from the process's WebAssembly memory, which is never handed back. At 16 MB the
 * server opens its database with about 120 MB less RSS; the pages beyond it are read from the operating
 * system's file cache (docs/benchmarks.md "PGlite's buffer cache").
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

/** Start parameters of the embedded engine: PGlite's own, with the buffer cache set to `sharedBuffersMb`. */
export function pgliteStartParams(sharedBuffersMb: number): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}

/** Opens PostgreSQL when `databaseUrl` is set, else the embedded PGlite in `<dataDir>/db`. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  /** The embedded engine's buffer cache in MB; default `DEFAULT_PGLITE_SHARED_BUFFERS_MB`. */
  pgliteSharedBuffersMb?: number;
  poolSize?: number;
  /** Called when an idle PostgreSQL connection fails; default: one line on stderr. */
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next checkout.
    pool.on('error', (error) => (opts.onIdleError ?? reportIdleError)(error));
    const db = drizzlePg(pool) as Db;
    return {
      db,
      kind: 'pg',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = path.join(opts.dataDir ?? './data', 'db');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, {
      startParams: pgliteStartParams(opts.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB),
    });
  }
  const pglite = client;
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsFolder() }),
    close: () => pglite.close(),
  };
}
