import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { SAMPLE_PDF, uploadAttachment } from '../../../test/multipart';
import { emptyPgDatabase, type TableFingerprint, tableFingerprints } from '../../../test/ops/backup-support';
import { runCli } from '../../../test/ops/cli';
import { freePort } from '../../../test/server-process';
import { BackupError, type BackupResult, backup, restore } from './backup';
import type { Query } from './backup-files';
import { journal } from './readiness';

/**
 * Backup and restore round trip (docs/operations.md "Backup", "Restore drill") on the tier's engine:
 * the demo database (orders in many statuses) plus an uploaded attachment is backed up — embedded: by
 * the serving app through `POST /backup` on its ops port; PostgreSQL: pg_dump of one snapshot — and
 * restored into a fresh target (an empty DATA_DIR / an empty database); every table (none skipped)
 * then has the same row count and content hash, the attachment the same bytes, and restoring into a
 * target that is not empty is refused. (The commands as processes on PostgreSQL: backup.pg.test.ts.)
 */

const engine = process.env.TEST_DB_KIND === 'pg' ? 'pg' : 'pglite';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spm-backup-'));
const out = path.join(tmp, 'backup');
const restoredDir = path.join(tmp, 'restored');
let t: TestApp;
let opsPort: number;
let storageKey: string;
let taken: BackupResult;
let source: Record<string, TableFingerprint>;
let target: Awaited<ReturnType<typeof emptyPgDatabase>> | undefined;

const sourceQuery: Query = async (text) => (await t.database.db.execute(sql.raw(text))).rows;

/** Runs `fn` with a `Query` on the embedded database in `dataDir`. */
async function withPglite<T>(dataDir: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const pglite = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return await fn(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows);
  } finally {
    await pglite.close();
  }
}

beforeAll(async () => {
  opsPort = await freePort();
  t = await createTestApp({ METRICS_PORT: String(opsPort) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await uploadAttachment(t, await t.login('dealer'), '到货差异说明.pdf', SAMPLE_PDF);
  expect(res.statusCode).toBe(200);
  const [row] = (
    await t.database.db.execute(
      sql`select storage_key from attachments where id = ${res.json().data.id as number}`,
    )
  ).rows as { storage_key: string }[];
  storageKey = row.storage_key;
});
afterAll(async () => {
  await t?.close();
  await target?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`backup and restore (${engine})`, () => {
  it('backs up the demo database with its orders and attachments', async () => {
    const statuses = await sourceQuery('select distinct status from dealer_orders order by status');
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    const config = {
      dataDir: t.ctx.config.dataDir,
      databaseUrl: t.databaseUrl,
      metrics: { port: engine === 'pglite' ? opsPort : undefined, host: '127.0.0.1' },
      pgliteSharedBuffersMb: t.ctx.config.pgliteSharedBuffersMb,
    };
    // the job queue stamps its bookkeeping (pgboss.version) every few seconds while it runs: stopped, so
    // the serving app's database holds still and every table can be compared exactly
    await t.ctx.jobs.stop();
    const before = await tableFingerprints(sourceQuery);
    taken = await backup(config, out);
    source = await tableFingerprints(sourceQuery);

    expect(taken.by).toBe(engine === 'pglite' ? 'server' : 'pg_dump');
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual(taken.manifest);
    expect(manifest).toMatchObject({ format: 1, engine, migration: journal().at(-1)?.tag });
    expect(manifest.attachments).toEqual({ files: 1, bytes: SAMPLE_PDF.length });
    expect(manifest.tables).toEqual(Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v.rows])));
    expect(source).toEqual(before);
    expect(manifest.tables['public.dealer_orders']).toBeGreaterThan(0);
    expect(manifest.tables['drizzle.__drizzle_migrations']).toBe(journal().length);
    expect(fs.existsSync(path.join(out, engine === 'pglite' ? 'database.tar.gz' : 'database.dump'))).toBe(
      true,
    );
  });

  it('restores into a fresh target with every table and the attachment identical', async () => {
    if (engine === 'pglite') {
      await restore(
        {
          dataDir: restoredDir,
          databaseUrl: undefined,
          metrics: { port: undefined, host: '' },
          pgliteSharedBuffersMb: t.ctx.config.pgliteSharedBuffersMb,
        },
        out,
      );
      expect(await withPglite(restoredDir, tableFingerprints)).toEqual(source);
    } else {
      target = await emptyPgDatabase();
      await restore(
        {
          dataDir: restoredDir,
          databaseUrl: target.url,
          metrics: { port: undefined, host: '' },
          pgliteSharedBuffersMb: t.ctx.config.pgliteSharedBuffersMb,
        },
        out,
      );
      expect(await tableFingerprints(target.query)).toEqual(source);
    }
    expect(Object.keys(source).length).toBeGreaterThan(50);
    const file = path.join(restoredDir, 'attachments', ...storageKey.split('/'));
    expect(fs.readFileSync(file)).toEqual(SAMPLE_PDF);
  });

  it('refuses to restore into a target that is not empty', async () => {
    const config = {
      dataDir: restoredDir,
      databaseUrl: target?.url,
      metrics: { port: undefined, host: '' },
      pgliteSharedBuffersMb: t.ctx.config.pgliteSharedBuffersMb,
    };
    const refusal = restore(config, out);
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(
      engine === 'pglite' ? /DATA_DIR .* is not empty/ : /attachments is not empty/,
    );
    if (engine === 'pg') {
      fs.rmSync(path.join(restoredDir, 'attachments'), { recursive: true });
      await expect(restore(config, out)).rejects.toThrow(
        /database of DATABASE_URL is not empty \(\d+ tables\)/,
      );
    }
    const command = await runCli('restore', [out], {
      DATA_DIR: restoredDir,
      ...(target ? { DATABASE_URL: target.url } : {}),
    });
    expect(command.code, command.output).toBe(1);
    expect(command.output).toMatch(/^restore failed: .* not empty/m);
  });

  it('refuses a backup folder that is not empty; embedded without a server: opens the data dir unless held', async () => {
    const noServer = { port: await freePort(), host: '127.0.0.1' };
    const config = {
      dataDir: restoredDir,
      databaseUrl: target?.url,
      metrics: noServer,
      pgliteSharedBuffersMb: t.ctx.config.pgliteSharedBuffersMb,
    };
    await expect(backup(config, out)).rejects.toThrow(/backup folder .* is not empty/);
    if (engine === 'pg') return;

    const offline = await backup(config, path.join(tmp, 'offline'));
    expect(offline.by).toBe('this process');
    expect(offline.manifest.tables).toEqual(taken.manifest.tables);
    const holder = await PGlite.create(path.join(restoredDir, 'db'));
    try {
      await expect(backup(config, path.join(tmp, 'held'))).rejects.toThrow(/open in another process/);
    } finally {
      await holder.close();
    }
  });
});
