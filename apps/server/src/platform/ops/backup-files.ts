import fs from 'node:fs';
import path from 'node:path';
import { VERSION_INFO } from '../../version';
import { journal } from './readiness';

/** File names inside a backup folder (docs/operations.md "Backup"). */
export const BACKUP_FILES = {
  manifest: 'manifest.json',
  /** The embedded engine: PGlite's data-dir dump (a gzip tar). */
  pgliteDump: 'database.tar.gz',
  /** PostgreSQL: `pg_dump --format=custom`. */
  pgDump: 'database.dump',
  /** A copy of `DATA_DIR/attachments` (same layout: `<yyyy>/<mm>/<random key>`). */
  attachments: 'attachments',
} as const;

/**
 * `manifest.json` of a backup folder, written last (a folder without it is an unfinished backup):
 * when and from which release and engine it was taken, the database's migration level (the tag of
 * the latest applied migration of the drizzle journal, `null` for an unmigrated database), the row
 * count of every table (`schema.table`, read in the same snapshot as the dump) and the attachment
 * files copied (count, bytes).
 */
export interface BackupManifest {
  format: 1;
  engine: 'pglite' | 'pg';
  createdAt: string;
  appVersion: string;
  migration: string | null;
  tables: Record<string, number>;
  attachments: { files: number; bytes: number };
}

/** A refusal or failure with a plain message for the operator (the CLIs print it and exit 1). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Runs one SQL text and answers its rows; both engines' clients are adapted to it. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** A database client that answers a query with its rows: a PGlite database or transaction, a `pg` client. */
export interface RowsClient {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** `Query` on a client. */
export const queryOf =
  (client: RowsClient): Query =>
  async (text) =>
    (await client.query(text)).rows as Record<string, unknown>[];

/** `"schema"."table"` with embedded quotes doubled. */
export const qualified = (schema: string, table: string) =>
  `"${schema.replace(/"/g, '""')}"."${table.replace(/"/g, '""')}"`;

/**
 * Every base table outside the system schemas (`public`, `drizzle`, and any other the database has),
 * ordered by schema and name, as `{ schema, table }`.
 */
export async function listTables(query: Query): Promise<{ schema: string; table: string }[]> {
  const rows = await query(
    `select table_schema as schema, table_name as table from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       and table_schema not like 'pg\\_%'
     order by 1, 2`,
  );
  return rows.map((r) => ({ schema: String(r.schema), table: String(r.table) }));
}

/** Row count of every table of `listTables`, keyed `schema.table`. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { schema, table } of await listTables(query)) {
    const [row] = await query(`select count(*)::int as n from ${qualified(schema, table)}`);
    counts[`${schema}.${table}`] = Number(row.n);
  }
  return counts;
}

/**
 * The tag of the latest applied migration of this code's journal (`null` when the database has none);
 * a database ahead of the code answers the newest tag it knows followed by `+`.
 */
export async function migrationLevel(query: Query): Promise<string | null> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists.present) return null;
  const [row] = await query('select max(created_at) as at from drizzle.__drizzle_migrations');
  if (row.at === null || row.at === undefined) return null;
  const at = Number(row.at);
  const entries = journal();
  const known = entries.filter((e) => e.when <= at).pop();
  if (!known) return null;
  return at > entries[entries.length - 1].when ? `${known.tag}+` : known.tag;
}

/** A manifest for a backup taken now. */
export function newManifest(
  engine: BackupManifest['engine'],
  snapshot: { migration: string | null; tables: Record<string, number> },
  attachments: BackupManifest['attachments'],
  now: Date,
): BackupManifest {
  return {
    format: 1,
    engine,
    createdAt: now.toISOString(),
    appVersion: VERSION_INFO.version,
    ...snapshot,
    attachments,
  };
}

/** True when `dir` is missing or holds nothing but `lost+found` (the root of a fresh volume). */
export function isEmptyFolder(dir: string): boolean {
  if (!fs.existsSync(dir)) return true;
  return fs.readdirSync(dir).every((name) => name === 'lost+found');
}

/**
 * Makes `out` a new, empty backup folder (created with its parents).
 * @throws BackupError when `out` exists and is not empty (a backup never overwrites another)
 */
export function prepareBackupFolder(out: string): void {
  if (!isEmptyFolder(out)) throw new BackupError(`backup folder ${out} is not empty: choose a new folder`);
  fs.mkdirSync(out, { recursive: true });
}

/**
 * Copies the file tree `from` into `to` (created), keeping relative paths; a missing `from` copies
 * nothing. Answers the number of files and their bytes.
 */
export async function copyTree(from: string, to: string): Promise<BackupManifest['attachments']> {
  const total = { files: 0, bytes: 0 };
  if (!fs.existsSync(from)) return total;
  await fs.promises.mkdir(to, { recursive: true });
  for (const entry of await fs.promises.readdir(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      const inner = await copyTree(source, target);
      total.files += inner.files;
      total.bytes += inner.bytes;
    } else if (entry.isFile()) {
      await fs.promises.copyFile(source, target, fs.constants.COPYFILE_EXCL);
      total.files += 1;
      total.bytes += (await fs.promises.stat(target)).size;
    }
  }
  return total;
}

/** Writes the manifest, the last file of a backup. */
export function writeManifest(out: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(out, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Reads the manifest of the backup folder `dir`.
 * @throws BackupError when the folder has no readable manifest (not a backup, or an unfinished one)
 */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, BACKUP_FILES.manifest);
  if (!fs.existsSync(file))
    throw new BackupError(`${dir} is not a finished backup: ${BACKUP_FILES.manifest} is missing`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1 || (manifest.engine !== 'pglite' && manifest.engine !== 'pg'))
    throw new BackupError(`${file} is not a manifest this release can read`);
  return manifest;
}

/**
 * Compares the restored database's row counts with the manifest's.
 * @throws BackupError naming every table whose count differs, is missing or is extra
 */
export function checkCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const wrong = names
    .filter((n) => expected[n] !== actual[n])
    .map((n) => `${n}: backup ${expected[n] ?? 'missing'}, restored ${actual[n] ?? 'missing'}`);
  if (wrong.length > 0)
    throw new BackupError(`restored row counts differ from the backup's manifest:\n  ${wrong.join('\n  ')}`);
}

/** What a backup's dump holds: the migration level and the row count of every table. */
export type Snapshot = Pick<BackupManifest, 'migration' | 'tables'>;

/** The migration level and the row counts `client` reads (one snapshot when run in one transaction). */
export async function snapshotOf(client: RowsClient): Promise<Snapshot> {
  const query = queryOf(client);
  return { migration: await migrationLevel(query), tables: await countRows(query) };
}

/** The dump file of a backup of `engine` in the folder `dir`. */
const dumpFile = (dir: string, engine: BackupManifest['engine']) =>
  path.join(dir, engine === 'pg' ? BACKUP_FILES.pgDump : BACKUP_FILES.pgliteDump);

/**
 * Writes a backup of `engine` into the new folder `opts.out`: `dump(file)` dumps the database into
 * the backup's dump `file` and answers the snapshot it dumped; then `dataDir/attachments` is copied
 * and the manifest written last (taken at `opts.now()`, by default the clock's time).
 * @throws BackupError when `out` is not empty (and what `dump` raises)
 */
export async function writeBackup(
  engine: BackupManifest['engine'],
  opts: { dataDir: string; out: string; now?: () => Date },
  dump: (file: string) => Promise<Snapshot>,
): Promise<BackupManifest> {
  prepareBackupFolder(opts.out);
  const snapshot = await dump(dumpFile(opts.out, engine));
  const files = await copyTree(
    path.join(opts.dataDir, 'attachments'),
    path.join(opts.out, BACKUP_FILES.attachments),
  );
  const manifest = newManifest(engine, snapshot, files, (opts.now ?? (() => new Date()))());
  writeManifest(opts.out, manifest);
  return manifest;
}

/**
 * The dump file of the backup of `engine` in the folder `dir`.
 * @throws BackupError when it is missing
 */
export function requireDump(dir: string, engine: BackupManifest['engine']): string {
  const dump = dumpFile(dir, engine);
  if (!fs.existsSync(dump)) throw new BackupError(`${dump} is missing`);
  return dump;
}

/**
 * Ends a restore of the backup in `dir` once its dump is loaded: its attachments are copied into
 * `attachments` and the restored database's row counts (read through `withRestored`) checked against
 * its `manifest`, which is answered.
 * @throws BackupError naming every table whose count differs
 */
export async function finishRestore(
  manifest: BackupManifest,
  dir: string,
  attachments: string,
  withRestored: <T>(fn: (client: RowsClient) => Promise<T>) => Promise<T>,
): Promise<BackupManifest> {
  await copyTree(path.join(dir, BACKUP_FILES.attachments), attachments);
  checkCounts(manifest.tables, await withRestored((client) => countRows(queryOf(client))));
  return manifest;
}
