import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_BUSINESS_TZ } from '@spm/domain';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../src/db/seed/demo';
import { openDatabase } from '../src/platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

/** A fixed instant the demo data is created at, so tests can reason about password age. */
export const TEMPLATE_SEED_TIME = new Date('2026-11-01T02:00:00Z');

/**
 * Builds one migrated database with demo data per test run: a PGlite data-dir dump, or (TEST_DB_KIND=pg)
 * a PostgreSQL template database every test file clones.
 */
export default async function setup(project: TestProject) {
  const kind =
    (project.config.env?.TEST_DB_KIND as string | undefined) ?? process.env.TEST_DB_KIND ?? 'pglite';
  if (kind === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL tiers');
    const name = `spm_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    await database.migrate();
    await seedDemoData(database.db, { now: () => TEMPLATE_SEED_TIME, businessTz: DEFAULT_BUSINESS_TZ });
    await database.close();
    project.provide('pgTemplateDb', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
  await seedDemoData(database.db, { now: () => TEMPLATE_SEED_TIME, businessTz: DEFAULT_BUSINESS_TZ });
  const dump = await pglite.dumpDataDir('gzip');
  const file = path.join(os.tmpdir(), `spm-template-${process.pid}-${Date.now().toString(36)}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  return () => fs.rmSync(file, { force: true });
}
