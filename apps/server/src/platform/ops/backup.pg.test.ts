import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clonePgTemplate } from '../../../test/helpers';
import { emptyPgDatabase, pgQuery, tableFingerprints } from '../../../test/ops/backup-support';
import { runCli } from '../../../test/ops/cli';

/**
 * `npm run backup` / `npm run restore` on PostgreSQL as operators run them (docs/operations.md
 * "Backup", "Restore drill"): the commands, as processes, dump a migrated demo database with pg_dump
 * and its attachments, restore both into a new empty database and DATA_DIR — every table (none
 * skipped) has the same rows — refuse a database that is not empty, and say what to install when
 * pg_dump is missing.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spm-backup-pg-'));
const sourceData = path.join(tmp, 'source');
const restoredData = path.join(tmp, 'restored');
const out = path.join(tmp, 'backup');
const photo = { key: '2026/11/backup-drill-photo', bytes: Buffer.from('photo bytes of a claim') };
let source: Awaited<ReturnType<typeof clonePgTemplate>>;
let target: Awaited<ReturnType<typeof emptyPgDatabase>>;

async function sourceFingerprints() {
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    return await tableFingerprints(pgQuery(client));
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  source = await clonePgTemplate();
  target = await emptyPgDatabase();
  const file = path.join(sourceData, 'attachments', ...photo.key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, photo.bytes);
});
afterAll(async () => {
  await target?.drop();
  await source?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('npm run backup / npm run restore (PostgreSQL)', () => {
  it('round trip: pg_dump and attachments into a new empty database, every table identical', async () => {
    const backup = await runCli('backup', ['--out', out], { DATABASE_URL: source.url, DATA_DIR: sourceData });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`backup written to ${out} by pg_dump`);
    expect(backup.output).toContain('1 attachment files');
    expect(fs.readdirSync(out).sort()).toEqual(['attachments', 'database.dump', 'manifest.json']);

    const restore = await runCli('restore', [out], { DATABASE_URL: target.url, DATA_DIR: restoredData });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('row counts checked');

    const expected = await sourceFingerprints();
    expect(Object.keys(expected).length).toBeGreaterThan(50);
    expect(await tableFingerprints(target.query)).toEqual(expected);
    expect(fs.readFileSync(path.join(restoredData, 'attachments', ...photo.key.split('/')))).toEqual(
      photo.bytes,
    );
  });

  it('refuses to restore into a database that is not empty, and names pg_dump when it is missing', async () => {
    const again = await runCli('restore', [out], {
      DATABASE_URL: target.url,
      DATA_DIR: path.join(tmp, 'other'),
    });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/^restore failed: the database of DATABASE_URL is not empty/m);

    const missing = await runCli('backup', ['--out', path.join(tmp, 'never')], {
      DATABASE_URL: source.url,
      DATA_DIR: sourceData,
      PATH: path.join(tmp, 'no-programs-here'),
    });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(
      /^backup failed: pg_dump was not found on PATH: install .*postgresql-client/m,
    );
    expect(fs.existsSync(path.join(tmp, 'never'))).toBe(false);
  });
});
