import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/ops/cli';
import { journal } from './readiness';

/**
 * `npm run migrate` (docs/operations.md "Upgrades"), PostgreSQL: two migrators started together on an
 * empty database take turns under the migration lock — both succeed, every migration is applied once —
 * and a third run on the migrated database has nothing to do.
 */

const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
const name = `spm_mig_${randomBytes(5).toString('hex')}`;
let url: string;

/** Runs the migrate command on `url`; answers its exit code and output. */
const migrate = () => runCli('migrate', [], { DATABASE_URL: url });

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(process.env.TEST_DATABASE_URL as string);
  target.pathname = `/${name}`;
  url = target.toString();
});
afterAll(async () => {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('npm run migrate (PostgreSQL)', () => {
  it('applies every migration once when two run at the same time, then has nothing to do', async () => {
    const last = journal().at(-1)?.tag;
    const runs = await Promise.all([migrate(), migrate()]);
    for (const run of runs) {
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`migrations applied up to ${last}`);
    }
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const count = async () =>
        (await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]
          .n;
      expect(await count()).toBe(journal().length);
      expect((await migrate()).code).toBe(0);
      expect(await count()).toBe(journal().length);
    } finally {
      await db.end();
    }
  });
});
