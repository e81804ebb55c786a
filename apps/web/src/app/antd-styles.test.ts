import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNUSED_ANTD_COMPONENTS } from '../../build/antd-styles';
import { sourceFiles } from '../shared/source-files';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The names a source imports from antd (`import { A, B as C } from 'antd'`, `antd/es/<x>` paths). */
function antdImports(text: string): string[] {
  const named = [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)[0]
          .replace(/^type\s+/, ''),
      )
      .filter(Boolean),
  );
  const paths = [...text.matchAll(/from\s+'antd\/(?:es|lib)\/([a-z-]+)/g)].map((m) =>
    m[1].replace(/(^|-)([a-z])/g, (_s, _d, c: string) => c.toUpperCase()),
  );
  return [...named, ...paths];
}

describe('antd styles extracted at build time', () => {
  it('leave out only components the app never imports', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(src)) {
      for (const name of antdImports(fs.readFileSync(file, 'utf8'))) used.set(name, path.relative(src, file));
    }
    expect(used.size).toBeGreaterThan(20);
    const leftOutButUsed = UNUSED_ANTD_COMPONENTS.filter((name) => used.has(name)).map(
      (name) => `${name} (${used.get(name)})`,
    );
    expect(leftOutButUsed).toEqual([]);
  });

  it('reads the names of a named import, aliases and types included', () => {
    expect(antdImports(`import { Button, Steps as S, type TableProps } from 'antd';`)).toEqual([
      'Button',
      'Steps',
      'TableProps',
    ]);
  });
});
