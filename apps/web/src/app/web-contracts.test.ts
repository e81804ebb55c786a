import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@spm/contracts';
import { describe, expect, it } from 'vitest';
import { webContractsModule, webContractsValueModule, webContractsValues } from '../../build/web-contracts';
import { sourceFiles } from '../shared/source-files';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exported = contracts as Record<string, unknown>;

/** Every declaration below a value, by its dotted place (`login`, `rolesExport.file`). */
function declarations(value: unknown, at = ''): [string, { method: string; path: string }][] {
  if (typeof value !== 'object' || value === null) return [];
  const item = value as { method?: unknown; path?: unknown };
  if (typeof item.method === 'string' && typeof item.path === 'string') return [[at, item as never]];
  return Object.entries(value).flatMap(([key, inner]) => declarations(inner, at ? `${at}.${key}` : key));
}

/** Every leaf below a value that is neither a string, a number, a boolean nor null. */
function nonDataLeaves(value: unknown): unknown[] {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return [];
  if (
    typeof value !== 'object' ||
    ![Object.prototype, Array.prototype].includes(Object.getPrototypeOf(value))
  ) {
    return [value];
  }
  return Object.values(value as object).flatMap(nonDataLeaves);
}

describe("the web's @spm/contracts in a build", () => {
  const values = webContractsValues(exported);
  const groups = Object.keys(exported).filter(
    (name) => name.endsWith('Endpoints') && typeof exported[name] === 'object',
  );

  it('has every endpoint group with the method and path of each of its declarations', () => {
    expect(groups.length).toBeGreaterThan(40);
    for (const name of groups) {
      const declared = declarations(exported[name]);
      expect(declared.length, name).toBeGreaterThan(0);
      const routes = Object.fromEntries(declarations(values[name]));
      for (const [place, { method, path: url }] of declared) {
        expect(routes[place], `${name}.${place}`).toEqual({ method, path: url });
      }
      expect(Object.keys(routes)).toHaveLength(declared.length);
    }
  });

  it('holds plain data only: no schema, no function', () => {
    expect(nonDataLeaves(values)).toEqual([]);
    expect(values.CLIENT_ERROR_LIMITS).toEqual(contracts.CLIENT_ERROR_LIMITS);
    expect(values.QTY_MAX).toBe(contracts.QTY_MAX);
    expect(values).not.toHaveProperty('userCreateRequest');
    expect(values).not.toHaveProperty('endpointPath');
  });

  it('re-exports the package, with each value from a module of its own that holds it as a literal', () => {
    const source = webContractsModule(exported, '/contracts/src/index.ts');
    const lines = source.split('\n');
    expect(lines[0]).toBe('export * from "/contracts/src/index.ts";');
    expect(lines.slice(1)).toHaveLength(Object.keys(values).length);
    expect(lines).toContain('export { authEndpoints } from "\\u0000spm-web-contracts/authEndpoints";');
    expect(webContractsValueModule('authEndpoints', values.authEndpoints)).toBe(
      `export const authEndpoints = ${JSON.stringify(values.authEndpoints)};`,
    );
    expect(() => webContractsModule({ QTY_MAX: 1 }, '/x.ts')).toThrow(/no endpoint group/);
  });

  it('is all the web needs: its code reads only the method and path of a declaration', () => {
    const misuse: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = fs.readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@spm\/contracts'/g)].flatMap((m) =>
        m[1].split(','),
      );
      const names = imports
        .map((name) => name.trim().replace(/^type\s+/, ''))
        .filter((name) => /Endpoints\b/.test(name))
        .map((name) => name.split(/\s+as\s+/).pop() as string);
      for (const name of names) {
        const read = new RegExp(`\\b${name}(\\.\\w+)+\\.(params|query|body|response|summary|tags)\\b`);
        if (read.test(text)) misuse.push(`${path.relative(src, file)}: ${name}`);
      }
    }
    expect(misuse).toEqual([]);
  });
});
