import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../../src/platform/db/client';
import { clonePgTemplate } from '../helpers';
import { newJwtSecret, type ServerProcess, startServer } from '../server-process';

/**
 * One server "installation" for the crash tests: a fresh PostgreSQL database from the test template,
 * a data directory and a JWT secret that every (re)started server process shares, and a direct
 * database connection for preparing data and checking what a killed process left behind.
 */
export interface CrashRig {
  database: Database;
  /** The server process started last (undefined before the first start). */
  server?: ServerProcess;
  /**
   * Starts a server process on the rig, with `env` on top of the rig's; several may run at once
   * (app servers side by side on one database, data directory and JWT secret).
   */
  start(env?: Record<string, string>): Promise<ServerProcess>;
  /** Kills every server process of the rig and removes the database and the data directory. */
  close(): Promise<void>;
}

/** Builds a rig (see `CrashRig`); nothing runs until `start()`. */
export async function crashRig(env: Record<string, string> = {}): Promise<CrashRig> {
  const { url, drop } = await clonePgTemplate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spm-crash-'));
  const jwtSecret = newJwtSecret();
  const database = await openDatabase({ databaseUrl: url, poolSize: 4, onIdleError: () => {} });
  const started: ServerProcess[] = [];
  const rig: CrashRig = {
    database,
    async start(extra = {}) {
      rig.server = await startServer({ databaseUrl: url, dataDir, jwtSecret, env: { ...env, ...extra } });
      started.push(rig.server);
      return rig.server;
    },
    async close() {
      await Promise.all(started.map((server) => server.kill()));
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return rig;
}

/** A JSON call to a server process as a signed-in user: `{ status, body }` (`body.data` typed as `T`). */
export async function call<T = unknown>(
  server: ServerProcess,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { data: T; code?: string; message?: string } }> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/**
 * How many other sessions of this database are inside a transaction that has written and not ended
 * (and began at least `minAgeMs` ago, to tell a long import from a short status update).
 */
export async function openWrites(db: Db, minAgeMs = 0): Promise<number> {
  return (await openWriters(db, minAgeMs)).length;
}

/**
 * The `application_name` of each session counted by `openWrites` (a server process started with
 * `PGAPPNAME` in its environment names all its connections so).
 */
export async function openWriters(db: Db, minAgeMs = 0): Promise<string[]> {
  const open = await db.execute(sql`
    select application_name from pg_stat_activity
    where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()
      and xact_start < clock_timestamp() - make_interval(secs => ${minAgeMs / 1000})`);
  return (open.rows as { application_name: string }[]).map((row) => row.application_name);
}
