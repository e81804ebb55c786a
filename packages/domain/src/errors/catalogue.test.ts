import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ErrorDefinition, errorCatalog } from './index';

const dir = path.dirname(fileURLToPath(import.meta.url));
const tableFiles = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && f !== 'types.ts');

async function loadTables(): Promise<Record<string, Record<string, ErrorDefinition>>> {
  const tables: Record<string, Record<string, ErrorDefinition>> = {};
  for (const file of tableFiles) {
    const mod = (await import(path.join(dir, file))) as Record<string, Record<string, ErrorDefinition>>;
    for (const [name, table] of Object.entries(mod)) tables[`${file}:${name}`] = table;
  }
  return tables;
}

describe('error catalogue', () => {
  it('defines every code in exactly one table, so no table silently overrides another', async () => {
    const owners = new Map<string, string[]>();
    for (const [owner, table] of Object.entries(await loadTables())) {
      for (const code of Object.keys(table)) owners.set(code, [...(owners.get(code) ?? []), owner]);
    }
    const duplicated = [...owners]
      .filter(([, where]) => where.length > 1)
      .map(([code, where]) => `${code}: ${where.join(', ')}`);
    expect(duplicated).toEqual([]);
  });

  it('includes every table file in the catalogue', async () => {
    for (const table of Object.values(await loadTables())) {
      for (const code of Object.keys(table)) expect(Object.hasOwn(errorCatalog, code), code).toBe(true);
    }
  });

  it('has a zh-CN and an en-US message with the same placeholders for every code', () => {
    for (const [code, def] of Object.entries(errorCatalog) as [string, ErrorDefinition][]) {
      expect(def.zh.trim(), code).not.toBe('');
      expect(def.en.trim(), code).not.toBe('');
      expect(def.zh, code).not.toBe(def.en);
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(def.zh), code).toEqual(names(def.en));
    }
  });
});
