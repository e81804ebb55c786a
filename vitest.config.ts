import { defineConfig } from 'vitest/config';

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Files run two at a time in the functional tiers: an integration file mostly waits on its database
 * (PGlite in the worker, or the PostgreSQL server), so two workers keep both cores busy where the
 * default (cores − 1) ran one file at a time on two cores. Every file has its own database and ports.
 */
const FUNCTIONAL = { maxWorkers: 2, sequence: { groupOrder: 0 } };
/**
 * The concurrency tier runs alone, one file at a time, after the others: its files start server
 * processes, open many connections and some measure latency under load, which other files would skew.
 */
const ALONE = { maxWorkers: 1, sequence: { groupOrder: 1 } };
/**
 * The route-wide security suites (every route × role, hostile and boundary values, mass assignment,
 * uploads) check the contract and access layers, which do not depend on the engine: they run once,
 * on PostgreSQL when TEST_DATABASE_URL is set (there they take a quarter of the embedded engine's
 * time, which answers one statement at a time), else on the embedded engine.
 */
const ENGINE_NEUTRAL = 'apps/server/src/security/**';
/**
 * The database tiers load the app's modules once per worker, not once per file (`isolate: false`):
 * loading them took about 7 s of a file's time, more than most files' tests. Each file still builds
 * its own app on its own database, so nothing but the loaded code is shared; a test that needs other
 * code (`vi.mock`) cannot run here, and `apps/server/src/test-tiers.test.ts` says so.
 */
const SHARED_MODULES = { isolate: false };

/**
 * Test tiers (ARCHITECTURE §6): unit (no database), integration (PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL is set), pg (concurrency, PostgreSQL only).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...FUNCTIONAL,
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/*.pg.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          ...FUNCTIONAL,
          include: ['apps/server/src/**/*.int.test.ts'],
          exclude: pgUrl ? [ENGINE_NEUTRAL, '**/node_modules/**'] : ['**/node_modules/**'],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          ...SHARED_MODULES,
        },
      },
      ...(pgUrl
        ? [
            {
              test: {
                name: 'integration-pg',
                ...FUNCTIONAL,
                include: ['apps/server/src/**/*.int.test.ts'],
                env: { TEST_DB_KIND: 'pg' },
                globalSetup: ['apps/server/test/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                pool: 'forks' as const,
                ...SHARED_MODULES,
              },
            },
            {
              test: {
                name: 'pg',
                ...ALONE,
                include: ['apps/server/src/**/*.pg.test.ts'],
                env: { TEST_DB_KIND: 'pg' },
                globalSetup: ['apps/server/test/global-setup.ts'],
                testTimeout: 120_000,
                hookTimeout: 120_000,
                pool: 'forks' as const,
                ...SHARED_MODULES,
              },
            },
          ]
        : []),
    ],
  },
});
