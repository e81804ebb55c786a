/**
 * Module boundaries of the server (ARCHITECTURE §2): a module's public surface is its `index.ts`;
 * another module or the composition (app, seeds, bench, tests outside the module) imports only that,
 * or a `*.tables.ts` for foreign keys and joins. A module's `test/` folder is the test support other
 * tests may use. `platform/` imports no module, and modules import each other without cycles.
 * Run by `npm run lint`.
 */
const MODULES = '^apps/server/src/modules/';
const SURFACE = [`${MODULES}[^/]+/index\\.ts$`, `${MODULES}[^/]+/[^/]+\\.tables\\.ts$`];
const TEST_SUPPORT = `${MODULES}[^/]+/test/`;
const TEST_FILE = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: "A module imports another module's index.ts or *.tables.ts only, never its other files.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_FILE },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, ...SURFACE] },
    },
    {
      name: 'module-internals-from-tests',
      comment: "A module's tests use another module through index.ts, *.tables.ts or its test/ support.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/.*${TEST_FILE}` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, ...SURFACE, TEST_SUPPORT] },
    },
    {
      name: 'outside-into-module-internals',
      comment:
        'Code outside the modules (app, seeds, bench, test support) uses a module through its surface.',
      severity: 'error',
      from: { pathNot: [`${MODULES}[^/]+/`, TEST_FILE] },
      to: { path: `${MODULES}[^/]+/`, pathNot: SURFACE },
    },
    {
      name: 'outside-tests-into-module-internals',
      comment: 'Tests outside the modules use a module through its surface or its test/ support.',
      severity: 'error',
      from: { path: TEST_FILE, pathNot: `${MODULES}[^/]+/` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [...SURFACE, TEST_SUPPORT] },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'platform/ is what every module uses; it never imports a module.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: MODULES },
    },
    {
      name: 'no-module-cycles',
      comment: 'Modules depend on each other in one direction only.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { circular: true, via: { path: `${MODULES}([^/]+)/`, pathNot: `${MODULES}$1/` } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(apps/server/(src|test)|bench)/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
