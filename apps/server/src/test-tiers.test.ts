import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Calls that swap or reload modules: they only work when every test file loads its own modules. */
const MODULE_SWAP = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

/** The test files of the database tiers (`*.int.test.ts`, `*.pg.test.ts`), relative to `src`. */
function databaseTierFiles(): string[] {
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((f) => /\.(int|pg)\.test\.ts$/.test(f))
    .sort();
}

/**
 * The database tiers share the loaded modules between the files of a worker (vitest.config.ts,
 * `isolate: false`): a file that replaced a module would see the copy an earlier file loaded, or leave
 * its replacement to the next file. Such a test observes the effect instead (a row, an answer, a log).
 */
describe('database test tiers', () => {
  it('finds the test files it checks', () => {
    expect(databaseTierFiles().length).toBeGreaterThan(50);
  });

  it('replace no module (vi.mock, vi.doMock, vi.resetModules)', () => {
    const swapping = databaseTierFiles().filter((f) =>
      MODULE_SWAP.test(fs.readFileSync(path.join(src, f), 'utf8')),
    );
    expect(swapping).toEqual([]);
  });

  it('tells a module swap from other uses of vi', () => {
    expect(MODULE_SWAP.test("vi.mock('fastify', () => ({}))")).toBe(true);
    expect(MODULE_SWAP.test('vi.resetModules()')).toBe(true);
    expect(MODULE_SWAP.test('vi.fn(); vi.spyOn(a, "b"); vi.hoisted(() => [])')).toBe(false);
  });
});
