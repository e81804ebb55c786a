#!/usr/bin/env node
/**
 * Runs every test tier and ends with one line `N passed, N failed` for all tiers together:
 * unit + integration (PGlite; PostgreSQL too when TEST_DATABASE_URL is set) + concurrency (PostgreSQL
 * only) through vitest; with NODE24_BIN (the folder of a Node 24 binary) the unit tier and the
 * operations tests (two servers on one database: sessions, numbering, jobs and interface transfers;
 * readiness through an outage, locked migrations, metrics, backup and restore) once more on Node 24;
 * then the browser tests (Playwright, Debian chromium) against the built app. Set SKIP_E2E=1 to leave out the browser tier.
 * First come the static checks (`npm run typecheck` per workspace, and Biome), each counted as one
 * and run as many at once as there are cores.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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
/** Runs vitest with `args` (on the Node of `env.PATH`) and adds its counts to the totals. */
function vitest(name, args, env = {}) {
  const json = path.join(out, `${name}.json`);
  const status = run(
    'node',
    [
      path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
      ...args,
    ],
    env,
  );
  if (!fs.existsSync(json)) {
    broken = true;
    return;
  }
  const r = JSON.parse(fs.readFileSync(json, 'utf8'));
  const failedTests = r.numFailedTests ?? 0;
  passed += r.numPassedTests ?? 0;
  // A file that fails to load has no failed test but a failed suite: count it too.
  failed += failedTests > 0 ? failedTests : (r.numFailedTestSuites ?? 0);
  if (status !== 0 && failedTests === 0 && (r.numFailedTestSuites ?? 0) === 0) broken = true;
}

/** The TypeScript compiler on every workspace, then Biome: each passes or fails as one check. */
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
// the longest first, so that the two cores finish together
const checks = [
  ...['apps/server', 'apps/web', 'bench', 'packages/contracts', 'packages/domain', 'e2e'].map((p) => [
    `typecheck ${p}`,
    [tsc, '-p', p, '--noEmit'],
  ]),
  ['biome check', [biome, 'check', '.']],
];
/** Runs `node args` with its output kept; answers the exit status, the output and the seconds taken. */
function runKept(args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('node', args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ status: 1, output: String(error), seconds: 0 }));
    child.on('close', (status) =>
      resolve({ status: status ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

// each check is one single-threaded process: as many at once as there are cores, each printed whole
const queue = [...checks];
const slots = Math.max(1, Math.min(os.availableParallelism(), queue.length));
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, args] = next;
      const { status, output, seconds } = await runKept(args);
      console.log(`static check: ${name} (${seconds.toFixed(0)} s)${status === 0 ? '' : ' failed'}`);
      if (output.trim()) console.log(output.trimEnd());
      if (status === 0) passed += 1;
      else failed += 1;
    }
  }),
);

vitest('vitest', []);

if (process.env.NODE24_BIN) {
  const node24 = { PATH: `${process.env.NODE24_BIN}${path.delimiter}${process.env.PATH}` };
  console.log('Node 24: the unit tier and the operations tests once more');
  vitest('vitest-node24-unit', ['--project', 'unit'], node24);
  // two-servers*: sessions, credit and numbering, background jobs and interface transfers across two live servers
  const ops = ['apps/server/src/platform/ops', 'apps/server/src/reliability/two-servers'];
  const projects = process.env.TEST_DATABASE_URL ? ['integration', 'pg'] : ['integration'];
  vitest('vitest-node24-ops', [...projects.flatMap((p) => ['--project', p]), ...ops], node24);
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
