#!/usr/bin/env node
/**
 * Runs every test tier and ends with one line `N passed, N failed` for all tiers together:
 * unit + integration (PGlite; PostgreSQL too when TEST_DATABASE_URL is set) + concurrency (PostgreSQL
 * only) through vitest, then the browser tests (Playwright, Debian chromium) against the built app.
 * Set SKIP_E2E=1 to leave out the browser tier.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.test-results');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let broken = false;

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL tiers (integration-pg, pg) are left out.');
}
const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  // A file that fails to load has no failed test but a failed suite: count it too.
  if ((r.numFailedTests ?? 0) === 0) failed += r.numFailedTestSuites ?? 0;
  if (vitestStatus !== 0 && failed === 0) broken = true;
} else {
  broken = true;
}

if (!process.env.SKIP_E2E) {
  const built = run('npm', ['run', 'build']);
  if (built !== 0) {
    broken = true;
  } else {
    const e2eJson = path.join(root, 'e2e', '.out', 'results.json');
    fs.rmSync(e2eJson, { force: true });
    const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
    if (fs.existsSync(e2eJson)) {
      const s = JSON.parse(fs.readFileSync(e2eJson, 'utf8')).stats ?? {};
      passed += (s.expected ?? 0) + (s.flaky ?? 0);
      failed += s.unexpected ?? 0;
      if (status !== 0 && (s.unexpected ?? 0) === 0) broken = true;
    } else {
      broken = true;
    }
  }
}

if (broken && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
