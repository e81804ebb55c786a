import { mkdirSync, mkdtempSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the built app (`npm run build`), on a fresh embedded database with the
 * demo data, in Debian's chromium (Playwright's own browser download cannot work here).
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const out = join(here, '.out');
mkdirSync(out, { recursive: true });
// one data dir per run; worker processes inherit it through the environment
process.env.SPM_E2E_DATA_DIR ??= mkdtempSync(join(out, 'data-'));

export const PORT = 18080;
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  outputDir: join(out, 'test-results'),
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
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/health/ready`,
    env: { PORT: String(PORT), DATA_DIR: process.env.SPM_E2E_DATA_DIR, DEMO_DATA: 'true' },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
