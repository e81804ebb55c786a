import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import {
  BackupError,
  type BackupManifest,
  finishRestore,
  isEmptyFolder,
  listTables,
  queryOf,
  readManifest,
  requireDump,
  snapshotOf,
  writeBackup,
} from './backup-files';

type Tool = 'pg_dump' | 'pg_restore';

/** The connection URL without its password, and the password for `PGPASSWORD` (kept off the command line). */
function splitPassword(databaseUrl: string): { url: string; password: string } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
}

/**
 * Runs a PostgreSQL client program from PATH with `args`, connecting with `databaseUrl`. Resolves
 * when it exits with 0.
 * @throws BackupError when the program is not installed, or with its error output when it fails
 */
function runTool(tool: Tool, args: string[], databaseUrl?: string): Promise<string> {
  const env = { ...process.env };
  const fullArgs = [...args];
  if (databaseUrl) {
    const { url, password } = splitPassword(databaseUrl);
    if (password) env.PGPASSWORD = password;
    fullArgs.unshift(`--dbname=${url}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, fullArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH: install the PostgreSQL client programs (Debian/Ubuntu: ` +
                'apt-get install postgresql-client) of the same or a newer major version than the database server',
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new BackupError(`${tool} failed (exit code ${code}):\n${output.trim()}`)),
    );
  });
}

/**
 * Backs up the PostgreSQL database of `databaseUrl` into the new folder `out` (docs/operations.md
 * "Backup"): a repeatable-read transaction exports its snapshot, reads the row counts and the
 * migration level, and `pg_dump --format=custom --snapshot=…` dumps exactly that snapshot into
 * `database.dump`; then `DATA_DIR/attachments` (a volume every server shares) is copied and
 * `manifest.json` written last.
 * @throws BackupError when `out` is not empty, pg_dump is missing or fails
 */
export async function backupPostgres(
  databaseUrl: string,
  opts: { dataDir: string; out: string; now?: () => Date },
): Promise<BackupManifest> {
  await runTool('pg_dump', ['--version']);
  return writeBackup('pg', opts, (file) =>
    withClient(databaseUrl, async (client) => {
      await client.query('begin isolation level repeatable read, read only');
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const snapshot = await snapshotOf(client);
      await runTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${rows[0].id}`, `--file=${file}`],
        databaseUrl,
      );
      await client.query('commit');
      return snapshot;
    }),
  );
}

/** Runs `fn` with a connected client of `databaseUrl`. */
async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Restores the PostgreSQL backup in `dir` into the empty database of `databaseUrl`:
 * `pg_restore --no-owner --no-acl --single-transaction --exit-on-error` (objects belong to the
 * restoring role; all or nothing), the attachments copied into `dataDir/attachments`, then the row
 * counts checked against the manifest.
 * @throws BackupError when the database has tables, `dataDir/attachments` is not empty, pg_restore is
 * missing or fails, or the counts differ
 */
export async function restorePostgres(
  dir: string,
  databaseUrl: string,
  dataDir: string,
): Promise<BackupManifest> {
  const manifest = readManifest(dir);
  const dump = requireDump(dir, 'pg');
  const attachments = path.join(dataDir, 'attachments');
  if (!isEmptyFolder(attachments))
    throw new BackupError(`${attachments} is not empty: restore into a DATA_DIR without attachments`);
  const existing = await withClient(databaseUrl, (client) => listTables(queryOf(client)));
  if (existing.length > 0)
    throw new BackupError(
      `the database of DATABASE_URL is not empty (${existing.length} tables): restore into a new, empty database`,
    );
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', dump],
    databaseUrl,
  );
  return finishRestore(manifest, dir, attachments, (fn) => withClient(databaseUrl, fn));
}
