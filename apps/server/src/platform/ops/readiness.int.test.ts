import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { journal } from './readiness';

/**
 * `GET /health/ready` with pending migrations (docs/operations.md "Health"): a database behind the
 * code answers 503 MIGRATIONS_PENDING naming where it is and what the code needs, and the server is
 * ready again by itself once migrated. (An unreachable database: readiness.pg.test.ts.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ready = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
  return {
    status: res.statusCode,
    body: res.json() as { status: string; reason?: string; message?: string },
  };
};

describe('readiness and migrations', () => {
  it('is ready on a migrated database', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 MIGRATIONS_PENDING while the last migration is missing, and recovers by itself', async () => {
    const entries = journal();
    const [last, previous] = [entries[entries.length - 1], entries[entries.length - 2]];
    const removed = await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash`,
    );
    expect(removed.rows).toHaveLength(1);

    const pending = await ready();
    expect(pending.status).toBe(503);
    expect(pending.body).toMatchObject({ status: 'unavailable', reason: 'MIGRATIONS_PENDING' });
    expect(pending.body.message).toContain(`the database is at ${previous.tag}`);
    expect(pending.body.message).toContain(`this server needs ${last.tag}`);
    expect(pending.body.message).toContain('npm run migrate');

    const { hash } = removed.rows[0] as { hash: string };
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${last.when})`,
    );
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is ready with a database ahead of the code (an old server during a rolling upgrade)', async () => {
    const later = journal().at(-1)?.when ?? 0;
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-release', ${later + 1000})`,
    );
    expect((await ready()).status).toBe(200);
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'next-release'`);
  });
});
