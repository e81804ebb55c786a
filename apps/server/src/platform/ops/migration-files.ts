import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/client';

/** One entry of the drizzle journal (`drizzle/meta/_journal.json`). */
export interface MigrationEntry {
  /** Position in the journal, 0-based. */
  idx: number;
  /** Time stamp (ms since epoch) drizzle records an applied migration by. */
  when: number;
  /** File name without `.sql`, e.g. `0019_negative_invoices`. */
  tag: string;
}

/** The separator drizzle-kit writes between the statements of one migration file. */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/** The journal's entries in file order, as written (no sorting: the forward-only check looks at the order). */
export function migrationEntries(folder = migrationsFolder()): MigrationEntry[] {
  const file = path.join(folder, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: MigrationEntry[] }).entries;
}

/** Names of the `.sql` files in the migrations folder, sorted. */
export function migrationFiles(folder = migrationsFolder()): string[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/** The SQL text of the migration `tag`. Throws ENOENT when the file is missing. */
export function migrationSql(tag: string, folder = migrationsFolder()): string {
  return fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
}

/**
 * The statements of the migration `tag`, split on the drizzle breakpoint the way drizzle's migrator
 * does (blank ones dropped); applying them in order in one transaction is applying the migration.
 */
export function migrationStatements(tag: string, folder = migrationsFolder()): string[] {
  return migrationSql(tag, folder)
    .split(STATEMENT_BREAKPOINT)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

const DROP = /\bDROP\s+(TABLE|COLUMN)\b/i;
const ALLOW = /^\s*--\s*allow-drop:\s*\S/i;

/**
 * The lines of the migration text `sql` that drop a table or a column (`DROP TABLE`, `DROP COLUMN`
 * outside a comment) without a comment line `-- allow-drop: <reason>` just above them; empty when
 * the migration is forward-only (docs/operations.md "Upgrades").
 */
export function unexplainedDrops(sql: string): string[] {
  const lines = sql.split(/\r?\n/);
  return lines.filter((line, i) => {
    const code = line.replace(/--(?!>).*$/, '');
    return DROP.test(code) && !(i > 0 && ALLOW.test(lines[i - 1]));
  });
}
