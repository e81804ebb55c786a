import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { serverNodeOptions } from '../bench/lib/node-options';
import { CHROMIUM } from './chromium';

/**
 * End-to-end tests against the built app (`npm run build`), on a fresh embedded database with the
 * demo data, in Debian's chromium (Playwright's own browser download cannot work here).
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
/** The server runs with its production Node options (root package.json `config.serverNodeOptions`). */
const nodeOptions = serverNodeOptions(root).join(' ');
const out = join(here, '.out');
mkdirSync(out, { recursive: true });

/** Drops the data dirs of runs older than six hours (a run's own dir is new; parallel runs' too). */
function removeOldRuns(): void {
  const cutoff = Date.now() - 6 * 3_600_000;
  for (const name of readdirSync(out)) {
    if (!name.startsWith('data-')) continue;
    const dir = join(out, name);
    if (statSync(dir).mtimeMs < cutoff) rmSync(dir, { recursive: true, force: true });
  }
}

// one data dir per run; worker processes inherit it through the environment
if (!process.env.SPM_E2E_DATA_DIR) {
  removeOldRuns();
  process.env.SPM_E2E_DATA_DIR = mkdtempSync(join(out, 'data-'));
}

/** The port of the server under test; E2E_PORT lets two runs share a machine. */
export const PORT = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  // per run, so two runs on one machine do not delete each other's traces
  outputDir: join(out, 'test-results', basename(process.env.SPM_E2E_DATA_DIR)),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(out, 'results.json') }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: `node ${nodeOptions} apps/server/dist/main.js`,
    cwd: root,
    url: `${baseURL}/health/ready`,
    // warnings and errors only, in the run's output: a failed test shows what the server said
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.SPM_E2E_DATA_DIR,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
