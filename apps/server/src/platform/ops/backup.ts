import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type Database, pgliteStartParams } from '../db/client';
import {
  BackupError,
  type BackupManifest,
  finishRestore,
  isEmptyFolder,
  readManifest,
  requireDump,
  snapshotOf,
  writeBackup,
} from './backup-files';
import { backupRoute, type OpsRoute, requestServerBackup } from './backup-ops';
import { backupPostgres, restorePostgres } from './backup-pg';

export { BackupError, type BackupManifest } from './backup-files';

/** The settings backup and restore use (a part of the server's `Config`). */
export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'metrics' | 'pgliteSharedBuffersMb'>;

/** What `backup` did: the manifest and whether the running server wrote it (`server`) or this process. */
export interface BackupResult {
  manifest: BackupManifest;
  by: 'server' | 'this process' | 'pg_dump';
}

/**
 * Backs up the embedded database of an open PGlite (docs/operations.md "Backup") into the new folder
 * `out`: the row counts, the migration level and PGlite's gzip data-dir dump (`database.tar.gz`) are
 * taken in one transaction — PGlite runs one query or transaction at a time, so the server's other
 * work waits and the dump is consistent — then `DATA_DIR/attachments` is copied (files are written
 * before their row commits and never changed, so no row of the dump lacks its file) and
 * `manifest.json` is written last. Used by the running server (`POST /backup` on the ops port) and
 * by `npm run backup` when no server holds the database.
 * @throws BackupError when `out` is not empty
 */
export async function backupEmbedded(
  pglite: PGlite,
  opts: { dataDir: string; out: string; now?: () => Date },
): Promise<BackupManifest> {
  return writeBackup('pglite', opts, async (file) => {
    const { snapshot, dump } = await pglite.transaction(async (tx) => ({
      snapshot: await snapshotOf(tx),
      dump: await pglite.dumpDataDir('gzip'),
    }));
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return snapshot;
  });
}

/**
 * The backup routes of the ops listener: `POST /backup` (`backupRoute`) on the embedded engine, none on
 * PostgreSQL (operators run `npm run backup`, which calls pg_dump).
 */
export function backupOpsRoutes(database: Database, dataDir: string, log: FastifyBaseLogger): OpsRoute[] {
  if (!database.pglite) return [];
  return [backupRoute({ pglite: database.pglite, dataDir, log, backup: backupEmbedded })];
}

/**
 * Runs `fn` on the embedded database in `dataDir/db`, opened with the configured buffer cache of
 * `sharedBuffersMb` MB (`pgliteStartParams`, as the server opens it) and PGlite's other `options`,
 * and closes it again.
 */
async function withEmbedded<T>(
  dataDir: string,
  sharedBuffersMb: number,
  fn: (pglite: PGlite) => Promise<T>,
  options: PGliteOptions = {},
): Promise<T> {
  const pglite = await PGlite.create(path.join(dataDir, 'db'), {
    ...options,
    startParams: pgliteStartParams(sharedBuffersMb),
  });
  try {
    return await fn(pglite);
  } finally {
    await pglite.close();
  }
}

/** `postmaster.pid` exists while a process has the embedded database open (PGlite removes it on close). */
const embeddedInUse = (dataDir: string) => fs.existsSync(path.join(dataDir, 'db', 'postmaster.pid'));

/**
 * `npm run backup`: a backup of the configured database into the new folder `out`.
 * PostgreSQL (`DATABASE_URL`): `pg_dump --format=custom` plus the attachments (`backupPostgres`).
 * Embedded: asks the running server to write it (`POST /backup` on its ops port, `METRICS_PORT`);
 * when nothing answers there, opens `DATA_DIR/db` itself — unless another process holds it open.
 * @throws BackupError with the operator's message (folder not empty, database held by a server
 * without an ops port, `pg_dump` missing or failing, the server refusing)
 */
export async function backup(config: BackupConfig, out: string): Promise<BackupResult> {
  const target = path.resolve(out);
  if (config.databaseUrl) {
    const manifest = await backupPostgres(config.databaseUrl, { dataDir: config.dataDir, out: target });
    return { manifest, by: 'pg_dump' };
  }
  if (config.metrics.port) {
    const manifest = await requestServerBackup(config.metrics, target);
    if (manifest) return { manifest, by: 'server' };
  }
  if (embeddedInUse(config.dataDir))
    throw new BackupError(
      `the embedded database in ${config.dataDir}/db is open in another process and no server answered on ` +
        `its ops port${config.metrics.port ? ` ${config.metrics.port}` : ' (METRICS_PORT is not set)'}: ` +
        'start the server with METRICS_PORT set and run the backup again, or stop the server first ' +
        '(if no server runs, the last one did not stop cleanly: start and stop it once)',
    );
  if (!fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION')))
    throw new BackupError(`there is no embedded database in ${config.dataDir}/db`);
  return withEmbedded(config.dataDir, config.pgliteSharedBuffersMb, async (pglite) => ({
    manifest: await backupEmbedded(pglite, { dataDir: config.dataDir, out: target }),
    by: 'this process',
  }));
}

/**
 * Restores the embedded backup in `dir` into the empty `dataDir`: PGlite (with a buffer cache of
 * `sharedBuffersMb` MB) loads the dump into `dataDir/db` (`loadDataDir`), the attachments are copied
 * back, and the restored database's row counts are checked against the manifest.
 * @throws BackupError when `dataDir` is not empty, the dump is missing or the counts differ
 */
export async function restoreEmbedded(
  dir: string,
  dataDir: string,
  sharedBuffersMb: number,
): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  if (manifest.engine !== 'pglite')
    throw new BackupError(
      `${dir} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it`,
    );
  if (!isEmptyFolder(dataDir))
    throw new BackupError(`DATA_DIR ${dataDir} is not empty: restore into a new or empty folder`);
  const dump = requireDump(dir, 'pglite');
  fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  // PGlite writes the dump into `dataDir/db` as it opens
  const loadDataDir = new Blob([await fs.promises.readFile(dump)]);
  await withEmbedded(dataDir, sharedBuffersMb, async () => {}, { loadDataDir });
  // opened again from the files on disk: what a server started on DATA_DIR will see
  return finishRestore(manifest, dir, path.join(dataDir, 'attachments'), (fn) =>
    withEmbedded(dataDir, sharedBuffersMb, fn),
  );
}

/**
 * `npm run restore -- <dir>`: restores the backup folder `dir` into the configured, empty target —
 * the embedded database in an empty `DATA_DIR` (`restoreEmbedded`), or the empty PostgreSQL database
 * of `DATABASE_URL` with the attachments into `DATA_DIR/attachments` (`restorePostgres`). The engine
 * must be the backup's.
 * @throws BackupError with the operator's message (target not empty, wrong engine, counts differ, …)
 */
export async function restore(config: BackupConfig, dir: string): Promise<BackupManifest> {
  const source = path.resolve(dir);
  const manifest = readManifest(source);
  if (manifest.engine === 'pg') {
    if (!config.databaseUrl)
      throw new BackupError(
        `${source} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it`,
      );
    return restorePostgres(source, config.databaseUrl, config.dataDir);
  }
  if (config.databaseUrl)
    throw new BackupError(`${source} is a backup of the embedded database: unset DATABASE_URL to restore it`);
  return restoreEmbedded(source, config.dataDir, config.pgliteSharedBuffersMb);
}

/**
 * How the `npm run backup` / `npm run restore` commands report a failure: a refusal (BackupError) as
 * its message, anything else with its stack.
 */
export const backupFailure = (error: unknown): string | undefined =>
  error instanceof BackupError ? error.message : error instanceof Error ? error.stack : String(error);
