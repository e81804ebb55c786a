import { loadConfig } from '../config';
import { backupFailure, restore } from '../platform/ops/backup';
import { runCommand } from './command';

/**
 * `npm run restore -- <backup folder>` (docs/operations.md "Restore drill"): restores a folder written
 * by `npm run backup` into the configured, empty target — an empty DATA_DIR for the embedded database,
 * or (DATABASE_URL) an empty PostgreSQL database plus DATA_DIR/attachments — and checks the restored
 * row count of every table against the backup's manifest. Exit code 0 when restored and checked, 1
 * when refused (target not empty, wrong engine, counts differ) or failed, 2 without a folder.
 */
async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir || process.argv.length > 3) {
    process.stderr.write('usage: npm run restore -- <backup folder>\n');
    return 2;
  }
  const manifest = await restore(loadConfig(), dir);
  process.stdout.write(
    `restored the backup of ${manifest.createdAt} (migration ${manifest.migration ?? 'none'}): ` +
      `${Object.keys(manifest.tables).length} tables and ${manifest.attachments.files} attachment files, row counts checked\n`,
  );
  return 0;
}

runCommand('restore', main, backupFailure);
