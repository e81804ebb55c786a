import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../shared/source-files';

const features = path.dirname(fileURLToPath(import.meta.url));

/** Code lines (comments left out) that name an API path instead of deriving it from a declaration. */
function urlLiterals(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line: line.trim(), at: `${path.relative(features, file)}:${i + 1}` }))
    .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*') && !line.startsWith('/*'))
    .filter(({ line }) => /['"`]\/(api\/v1|connect|dealersApi)\//.test(line))
    .map(({ at }) => at);
}

describe('feature code', () => {
  it('derives every API call from the endpoint declarations (no URL literal)', () => {
    const files = sourceFiles(features);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(urlLiterals)).toEqual([]);
  });
});
