import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/db/seed/demo/users.seed';
import type { App, AppContext } from '../src/platform/context';
import { type Database, openDatabase } from '../src/platform/db/client';

/** A clock tests can set and move. */
export function testClock(start = new Date('2026-11-21T02:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d: Date | string) => {
      current = new Date(d).getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export interface TestApp {
  app: App;
  ctx: AppContext;
  database: Database;
  /** The PostgreSQL tiers: the URL of this app's database (undefined on the embedded engine). */
  databaseUrl?: string;
  clock: ReturnType<typeof testClock>;
  /** Signs in a demo user (password Demo@2026 unless given) and answers the bearer token. */
  login(username: string, password?: string, warehouseCode?: string): Promise<string>;
  /** `Authorization` header for a token. */
  auth(token: string): { authorization: string };
  /**
   * One request as the holder of `token`: a JSON `payload` when given, `headers` added to the
   * bearer header. Answers the raw response.
   */
  call(
    token: string,
    method: HTTPMethods,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * PostgreSQL tiers: a fresh database copied from the run's migrated demo template; answers its URL and
 * `drop()`, which removes it (terminating any connection still open).
 */
export async function clonePgTemplate(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL as string;
  const template = inject('pgTemplateDb');
  const name = `spm_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * PostgreSQL tiers: what a file's server processes need, made before its tests — a fresh database
 * (`clonePgTemplate`; its `url`) and an empty data folder (`dataDir`, named `prefix…`) — and removed
 * after them. Call it before registering the hooks that start and stop the servers: after-all hooks
 * run in reverse order, so the servers stop before the database is dropped.
 */
export function usePgRig(prefix: string): { url: string; dataDir: string } {
  const rig = { url: '', dataDir: '' };
  let drop = async () => {};
  beforeAll(async () => {
    const clone = await clonePgTemplate();
    drop = clone.drop;
    rig.url = clone.url;
    rig.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    await drop();
    if (rig.dataDir) fs.rmSync(rig.dataDir, { recursive: true, force: true });
  });
  return rig;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (process.env.TEST_DB_KIND === 'pg') {
    const { url, drop } = await clonePgTemplate();
    // The database is dropped right after the pool ends: idle connections are terminated then.
    const database = await openDatabase({ databaseUrl: url, poolSize: 60, onIdleError: () => {} });
    return { database, drop, url };
  }
  const file = inject('pgliteTemplate');
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return { database: await openDatabase({ pglite }), drop: async () => {} };
}

/**
 * A fresh app on a fresh copy of the migrated demo database (PGlite, or PostgreSQL when the tier says
 * so). Config overrides go through the same env parsing as production.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  clock = testClock(),
  /** The app's logger (default none); a test that reads the log passes a pino stream. */
  logger: BuildOptions['logger'] = false,
): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase();
  const config: Config = loadConfig({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'spm-test-')),
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    CLIENT_ERROR_RATE_LIMIT_PER_MINUTE: '10000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  });
  const { app, ctx } = await buildApp({
    config,
    database,
    now: clock.now,
    logger,
    strictResponses: true,
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    databaseUrl: url,
    clock,
    async login(username, password = DEMO_PASSWORD, warehouseCode) {
      const res = await app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username,
          password,
          ...(warehouseCode ? { warehouse_code: warehouseCode } : {}),
        }).toString(),
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return res.json().access_token as string;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    call: (token, method, url, payload, headers = {}) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      await drop();
    },
  };
}

/** A test app shared by one file, with the bearer tokens of the users it signed in (by username). */
export type SharedTestApp<U extends string> = TestApp & { tokens: Record<U, string> };

/**
 * The usual set-up of an integration test file: before all its tests a fresh test app (`env`, `clock`
 * as for `createTestApp`), then `setup` (test data), then each of `users` signed in; closed after all.
 * The answer is filled in by `beforeAll`, so read it inside tests and hooks only.
 */
export function useTestApp<U extends string>(
  users: readonly U[],
  options: {
    env?: Record<string, string>;
    clock?: ReturnType<typeof testClock>;
    setup?: (t: TestApp) => Promise<void>;
  } = {},
): SharedTestApp<U> {
  const shared = { tokens: {} } as SharedTestApp<U>;
  beforeAll(async () => {
    Object.assign(shared, await createTestApp(options.env, options.clock));
    await options.setup?.(shared);
    for (const user of users) shared.tokens[user] = await shared.login(user);
  });
  afterAll(() => shared.close());
  return shared;
}
