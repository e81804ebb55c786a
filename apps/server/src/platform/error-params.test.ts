import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCatalog, isErrorCode } from '@spm/domain';
import { describe, expect, it } from 'vitest';

/**
 * Every place the server or the domain raises a catalogue code with literal params gives each
 * placeholder of that code's message a value, and never an empty one (issue "Hardening", finding 7:
 * `上限 ）`, `允许：`). Params built elsewhere (a variable) are checked by the integration tests.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOTS = [path.resolve(here, '..'), path.resolve(here, '../../../../packages/domain/src')];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** `new AppError('CODE'` or `violation('CODE'`, followed by nothing, a literal object or something else. */
const RAISE = /(?:new AppError|violation)\(\s*'([A-Z][A-Z0-9_]+)'\s*(\)|,\s*\{([^{}]*)\}|,)/g;

const placeholders = (code: keyof typeof errorCatalog) => [
  ...new Set([...errorCatalog[code].zh.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
];

describe('error params at the raise sites', () => {
  it('fill every placeholder of the code, with a non-empty value', () => {
    const problems: string[] = [];
    let sites = 0;
    for (const file of ROOTS.flatMap(sources)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(RAISE)) {
        const [, code, tail, literal] = m;
        if (!isErrorCode(code)) continue;
        if (tail === ',') continue; // params from a variable or a call
        sites++;
        const given = new Set(
          [...(literal ?? '').matchAll(/(?:^|,)\s*(?:\.\.\.\w+|(\w+)\s*(?=:|,|$))/g)]
            .map((k) => k[1])
            .filter(Boolean),
        );
        const spread = /\.\.\./.test(literal ?? '');
        const missing = placeholders(code).filter((p) => p !== 'field' && !given.has(p) && !spread);
        const empty = [...(literal ?? '').matchAll(/(\w+)\s*:\s*(''|""|``)/g)].map((k) => k[1]);
        if (missing.length > 0 || empty.length > 0)
          problems.push(
            `${path.relative(here, file)}: ${code} missing ${missing.join(',')} empty ${empty.join(',')}`,
          );
      }
    }
    expect(sites).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
