import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config: IConfiguration = require('../../../.dependency-cruiser.cjs');

/** A small server tree breaking each boundary rule once, next to imports the rules allow. */
const FIXTURE: Record<string, string> = {
  'modules/a/index.ts': "export { aValue } from './a.service';",
  'modules/a/a.service.ts': "import { bValue } from '../b/b.service';\nexport const aValue = bValue + 1;",
  'modules/a/test/fixtures.ts': 'export const fixture = 1;',
  'modules/b/index.ts': "export { bValue } from './b.service';",
  'modules/b/b.tables.ts': 'export const bTable = 1;',
  'modules/b/b.service.ts':
    "import { aValue } from '../a';\nexport const bValue = 2;\nexport const both = () => aValue;",
  'modules/c/index.ts':
    "import { aValue } from '../a';\nimport { bTable } from '../b/b.tables';\nexport const c = aValue + bTable;",
  'modules/c/c.int.test.ts': "import { fixture } from '../a/test/fixtures';\nexport const used = fixture;",
  'platform/p.ts': "import { c } from '../modules/c';\nexport const p = c;",
  'app.ts': "import { bValue } from './modules/b/b.service';\nexport const app = bValue;",
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('module boundary check (.dependency-cruiser.cjs)', () => {
  it('reports a deep import between modules, a module cycle, platform importing a module and app.ts reaching into a module', async () => {
    for (const [file, text] of Object.entries(FIXTURE)) {
      const full = path.join(root, 'apps/server/src', file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, `${text}\n`);
    }
    const result = await cruise(['apps/server/src'], {
      ...config.options,
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    const output = result.output as Exclude<typeof result.output, string>;
    const found = output.summary.violations.map((v) => `${v.rule.name} ${v.from} → ${v.to}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'module-internals apps/server/src/modules/a/a.service.ts → apps/server/src/modules/b/b.service.ts',
        'platform-imports-no-module apps/server/src/platform/p.ts → apps/server/src/modules/c/index.ts',
        'outside-into-module-internals apps/server/src/app.ts → apps/server/src/modules/b/b.service.ts',
      ]),
    );
    expect(found.some((f) => f.startsWith('no-module-cycles apps/server/src/modules/'))).toBe(true);
    // index.ts, *.tables.ts and a module's test/ support used by a test are allowed.
    expect(found.filter((f) => f.includes('modules/c/index.ts →'))).toEqual([]);
    expect(found.filter((f) => f.includes('c.int.test.ts'))).toEqual([]);
  }, 10_000);
});
