import { describe, expect, it } from 'vitest';
import { migrationEntries, migrationFiles, migrationSql, unexplainedDrops } from './migration-files';

/**
 * Migrations are forward-only (docs/operations.md "Upgrades"): the journal lists every SQL file once,
 * in strictly increasing `idx` and `when` order, and no migration drops a table or a column unless
 * the statement says why on a comment line `-- allow-drop: <reason>` just above it.
 */

/** Migrations released before this check, whose drops are history (they are never edited). */
const RELEASED_DROPS: Record<string, string> = {
  '0003_pinyin_order_tokens': 'drops parts.search_grams, replaced by the pinyin tokens of the same migration',
  '0006_drop_revoked_tokens': 'drops revoked_tokens, replaced by sessions (0005)',
};

describe('forward-only migrations', () => {
  const entries = migrationEntries();

  it('lists the migrations in strictly increasing idx and when order', () => {
    entries.forEach((entry, i) => {
      expect(entry.idx, entry.tag).toBe(i);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(entries[i - 1].when);
      expect(entry.tag.startsWith(String(i).padStart(4, '0')), entry.tag).toBe(true);
    });
  });

  it('lists every SQL file of the folder once, and has a file for every entry', () => {
    expect(migrationFiles()).toEqual(entries.map((entry) => `${entry.tag}.sql`));
    expect(new Set(entries.map((entry) => entry.tag)).size).toBe(entries.length);
  });

  it('drops no table or column without an allow-drop comment', () => {
    const offending = entries
      .filter((entry) => !(entry.tag in RELEASED_DROPS))
      .flatMap((entry) => unexplainedDrops(migrationSql(entry.tag)).map((line) => `${entry.tag}: ${line}`));
    expect(offending).toEqual([]);
    for (const tag of Object.keys(RELEASED_DROPS))
      expect(unexplainedDrops(migrationSql(tag)), tag).not.toEqual([]);
  });

  it('tells a drop with its reason from one without', () => {
    expect(unexplainedDrops('ALTER TABLE "parts" DROP COLUMN "x";--> statement-breakpoint')).toHaveLength(1);
    expect(unexplainedDrops('DROP TABLE "t" CASCADE;')).toHaveLength(1);
    expect(unexplainedDrops('-- allow-drop: unused since release 3\nDROP TABLE "t";')).toEqual([]);
    expect(unexplainedDrops('ALTER TABLE "t" ALTER COLUMN "c" DROP NOT NULL;')).toEqual([]);
    expect(unexplainedDrops('DROP INDEX "i";')).toEqual([]);
    expect(unexplainedDrops('-- DROP TABLE "t" is for the next release\nSELECT 1;')).toEqual([]);
  });
});
