import path from 'node:path';
import { loadConfig } from '../config';
import { backup, backupFailure } from '../platform/ops/backup';
import { runCommand } from './command';

const USAGE = 'usage: npm run backup -- [--out <new folder>]';

/** The default folder: `backups/spm-<yyyymmdd-hhmmss>` (UTC) under the current directory. */
function defaultOut(now = new Date()): string {
  const stamp = now.toISOString().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');
  return path.join('backups', `spm-${stamp}`);
}

/**
 * `npm run backup -- [--out DIR]` (docs/operations.md "Backup"): writes a backup folder (database
 * dump, attachments, manifest.json) with the server's settings. PostgreSQL (DATABASE_URL): pg_dump of
 * one snapshot. Embedded: the running server writes it through its ops port (METRICS_PORT), or, when
 * no server answers there, this process opens DATA_DIR/db itself (refused while another process holds
 * it). Exit code 0 with the folder and the table count printed, 1 when refused or failed, 2 on bad
 * arguments.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let out = defaultOut();
  if (args.length > 0) {
    if (args[0] !== '--out' || !args[1] || args.length > 2) {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    out = args[1];
  }
  const { manifest, by } = await backup(loadConfig(), out);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `backup written to ${path.resolve(out)} by ${by}: ${Object.keys(manifest.tables).length} tables, ` +
      `${rows} rows, ${manifest.attachments.files} attachment files, migration ${manifest.migration ?? 'none'}\n`,
  );
  return 0;
}

runCommand('backup', main, backupFailure);
