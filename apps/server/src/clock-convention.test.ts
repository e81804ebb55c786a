import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/development.md "Time of a change": a business row's times are the command's clock reading,
 * handed down, never the database's `now()`. This reads the modules' source (not tests, test support or
 * seeds) for an SQL template that asks the database for the time.
 */
const MODULES = path.join(import.meta.dirname, 'modules');

/** The SQL templates (`sql\`…\``) of a source text that call `now()`. */
function databaseNowIn(source: string): string[] {
  return [...source.matchAll(/sql`((?:[^`\\]|\\.)*)`/g)]
    .map((m) => m[1])
    .filter((text) => /\bnow\(\)/i.test(text));
}

function moduleSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : moduleSources(full);
    return /\.ts$/.test(entry.name) && !/\.(test|seed)\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('time of a change comes from the clock', () => {
  it('finds a database now() in an SQL template, one line or several, and nothing in plain code', () => {
    expect(databaseNowIn('x.set({ updatedAt: sql`now()` })')).toHaveLength(1);
    expect(databaseNowIn('await tx.execute(sql`\n  update t\n     set updated_at = NOW()\n`);')).toHaveLength(
      1,
    );
    expect(databaseNowIn('const at = now(); sql`select 1`; sql`update t set n = n + 1`')).toEqual([]);
  });

  it('no module writes the database time', () => {
    const files = moduleSources(MODULES);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      databaseNowIn(fs.readFileSync(file, 'utf8')).map(
        (text) => `${path.relative(MODULES, file)}: ${text.trim()}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
