import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOneRowEverywhere, rowCounts } from '../../../test/catalogue-rows';
import { migrationEntries, migrationStatements } from './migration-files';

/**
 * Migrations run on a database with data in it (docs/operations.md "Upgrades"): every migration of
 * the journal is applied, in order, to a database at the schema just before it in which every table
 * holds rows made up from the catalogue (one more row per table before each migration, so rows
 * written under every earlier schema are there), and must succeed without losing a row: no table's
 * row count goes down, unless the migration drops the table.
 *
 * The SQL files are applied statement by statement as drizzle's migrator does (each migration in one
 * transaction): this checks the SQL, not the migrator.
 */

/** Tables the generic rows cannot fill, with the reason (keep this short). */
const UNFILLABLE: Record<string, string> = {};

let db: PGlite;
const state = { seq: 0 };

beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(() => db?.close());

/** Applies the migration `tag` in one transaction, statement by statement. */
async function apply(tag: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of migrationStatements(tag)) await tx.exec(statement);
  });
}

describe('migrations on a database with data', () => {
  it('applies every migration on the previous schema with every table filled, and keeps every row', async () => {
    const entries = migrationEntries();
    const [first, ...rest] = entries;
    await apply(first.tag);
    for (const entry of rest) {
      const filled = await insertOneRowEverywhere(db, state, UNFILLABLE);
      const before = await rowCounts(db);
      expect(filled.length, `tables filled before ${entry.tag}`).toBe(
        before.size - Object.keys(UNFILLABLE).length,
      );
      for (const [table, count] of before) {
        if (!(table in UNFILLABLE)) expect(count, `${table} before ${entry.tag}`).toBeGreaterThan(0);
      }

      await expect(apply(entry.tag), entry.tag).resolves.toBeUndefined();

      const after = await rowCounts(db);
      for (const [table, count] of before) {
        if (!after.has(table)) {
          expect(
            /drop table/i.test(migrationStatements(entry.tag).join('\n')),
            `${entry.tag} dropped ${table}`,
          ).toBe(true);
          continue;
        }
        expect(after.get(table), `rows of ${table} after ${entry.tag}`).toBeGreaterThanOrEqual(count);
      }
    }
    // and the latest schema takes rows too
    await insertOneRowEverywhere(db, state, UNFILLABLE);
  });

  it('would catch a migration that breaks on existing rows (a NOT NULL column without default)', async () => {
    const tables = [...(await rowCounts(db)).keys()];
    await expect(
      db.transaction((tx) => tx.exec(`ALTER TABLE "${tables[0]}" ADD COLUMN "added_later" integer NOT NULL`)),
    ).rejects.toThrow(/contains null values/);
  });
});
