import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const src = join(here, '..');
const LANGUAGES = ['zh-CN', 'en-US'];

type Catalog = Record<string, unknown>;
const read = (language: string, ns: string): Catalog =>
  JSON.parse(readFileSync(join(here, language, `${ns}.json`), 'utf8')) as Catalog;

function flatten(obj: Catalog, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const [k, v] of flatten(value as Catalog, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const namespacesOf = (language: string) =>
  readdirSync(join(here, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('message catalogs', () => {
  it('exist as the same files in every language', () => {
    expect(namespacesOf('en-US')).toEqual(namespacesOf('zh-CN'));
  });

  for (const ns of namespacesOf('zh-CN')) {
    it(`${ns}: zh-CN and en-US have identical keys, none empty`, () => {
      const [zh, en] = LANGUAGES.map((l) => flatten(read(l, ns)));
      expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
      for (const catalog of [zh, en]) {
        for (const [key, value] of catalog) {
          expect(typeof value === 'string' && value.trim().length > 0, `${ns}:${key}`).toBe(true);
        }
      }
    });

    it(`${ns}: both languages use the same {{placeholders}}`, () => {
      const [zh, en] = LANGUAGES.map((l) => flatten(read(l, ns)));
      const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const [key, value] of zh) expect(vars(en.get(key)), `${ns}:${key}`).toEqual(vars(value));
    });
  }

  it('hold every literal key the code uses (t("ns:key"), titleKey: "ns:key")', () => {
    const catalogs = new Map(namespacesOf('zh-CN').map((ns) => [ns, flatten(read('zh-CN', ns))]));
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      const pattern = /(?:\bt\(\s*|titleKey:\s*|i18n\.t\(\s*)'([a-zA-Z]+):([a-zA-Z0-9_.]+)'/g;
      for (const [, ns, key] of text.matchAll(pattern)) {
        if (!catalogs.get(ns)?.has(key)) missing.push(`${relative(src, file)}: ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
