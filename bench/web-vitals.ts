/**
 * Web benchmark: the JS and CSS the login page loads and the first page after sign-in loads (bytes
 * sent over the wire, and gzip-9 size of the same files), and Largest Contentful Paint of both pages,
 * measured in Debian's Chromium against the built app on localhost, cold cache, median of N runs.
 *
 * Beside them, in the same runs, the LCP of a static reference page of the same weight served by the
 * same server the same way: the login page as rendered (its DOM, without scripts) with the same
 * stylesheets, fetching the same JS files without running them (`<link rel="preload">`). It is what
 * this machine, at its load of the moment, needs to paint that page without any script; the load
 * average is printed with the figures.
 *
 * Usage: `npm run build && npx tsx bench/web-vitals.ts [--runs 5] [--database-url postgres://…]`
 * (without a database URL the server uses a fresh embedded database with the demo data).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM } from '../e2e/chromium';
import { serverNodeOptions } from './lib/node-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 18_390;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { loginJsKb: 250, firstPageKb: 500, lcpMs: 1000 };
/** The static reference page, written into the web build for the run and removed afterwards. */
const REFERENCE = 'bench-reference.html';
const webDist = path.join(root, 'apps/web/dist');

function argument(name: string, fallback?: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

/** One loaded file: type, URL path, bytes on the wire (encoded body) and gzip-9 bytes of its content. */
interface Loaded {
  kind: 'script' | 'stylesheet';
  path: string;
  wireBytes: number;
  gzipBytes: number;
}

/**
 * Starts the built server on PORT (embedded database in `dataDir` unless a URL is given); answers the
 * child. The server lists the web build's files when it starts, so a restart serves a file added since.
 */
async function startServer(dataDir: string, databaseUrl?: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  env.DATA_DIR = dataDir;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(
    process.execPath,
    [...serverNodeOptions(root), path.join(root, 'apps/server/dist/main.js')],
    {
      env,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 240; i++) {
    const ready = await fetch(`${BASE}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready');
}

/** Stops the server and waits until it has exited (its port is free again). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Writes the static reference page from the login page as `page` shows it: its DOM without scripts
 * (antd's variable `<style>` blocks and the stylesheet links stay), and a `<link rel="preload">` for
 * each JS file the login page loaded, so the page fetches the same bytes but runs nothing. Written
 * with .br/.gz copies, as the build does for its own pages.
 */
async function writeReferencePage(page: Page, scripts: string[]): Promise<void> {
  const dom = await page.evaluate(() => {
    const doc = document.documentElement.cloneNode(true) as HTMLElement;
    for (const node of doc.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
    return doc.outerHTML;
  });
  const preloads = scripts
    .map((src) => `<link rel="preload" as="script" crossorigin href="${src}">`)
    .join('');
  const html = `<!doctype html>\n${dom.replace('</head>', `${preloads}</head>`)}`;
  const file = path.join(webDist, REFERENCE);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

function removeReferencePage(): void {
  for (const suffix of ['', '.gz', '.br']) fs.rmSync(path.join(webDist, REFERENCE + suffix), { force: true });
}

/** Records every script and stylesheet the page loads, into the list `into()` names at that moment. */
function recordAssets(page: Page, into: () => Loaded[]): void {
  page.on('response', async (response) => {
    const list = into();
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    const body = await response.body().catch(() => undefined);
    const sizes = await response
      .request()
      .sizes()
      .catch(() => undefined);
    if (!body) return;
    list.push({
      kind,
      path: new URL(response.url()).pathname,
      wireBytes: sizes?.responseBodySize ?? body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  });
}

/** The page's Largest Contentful Paint in ms, read once the page is quiet. */
async function lcpOf(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );
}

const sum = (files: Loaded[], kind: Loaded['kind'], key: 'wireBytes' | 'gzipBytes') =>
  files.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);

/** The static reference page loaded cold: its LCP and the JS and CSS it fetched. */
async function referenceRun(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE, locale: 'zh-CN' });
  const page = await context.newPage();
  const files: Loaded[] = [];
  recordAssets(page, () => files);
  await page.goto(`/${REFERENCE}`);
  const lcp = await lcpOf(page);
  await context.close();
  return { lcp, files };
}

/**
 * One cold run: login page, sign-in as `user`, first page; then a cold hard load of that page; then
 * the static reference page (unless `capture` is given: then the login page is written out as the
 * reference page instead, see `writeReferencePage`).
 */
async function runOnce(browser: Browser, user: string, capture = false) {
  const context: BrowserContext = await browser.newContext({ baseURL: BASE, locale: 'zh-CN' });
  const page = await context.newPage();
  const login: Loaded[] = [];
  const afterSignIn: Loaded[] = [];
  let phase = login;
  recordAssets(page, () => phase);
  await page.goto('/login');
  await page.getByTestId('login-form').waitFor();
  const loginLcp = await lcpOf(page);
  if (capture) {
    const scripts = login.filter((f) => f.kind === 'script').map((f) => f.path);
    await writeReferencePage(page, [...new Set(scripts)]);
  }
  phase = afterSignIn;
  await page.locator('#username').fill(user);
  await page.locator('#password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();

  // the first page after sign-in, loaded cold by a signed-in browser (what a user opening spm sees)
  const cold = await browser.newContext({ baseURL: BASE, locale: 'zh-CN', storageState: state });
  const first = await cold.newPage();
  await first.goto('/dashboard');
  await first.getByTestId('dashboard').waitFor({ timeout: 30_000 });
  const firstLcp = await lcpOf(first);
  await cold.close();
  const reference = capture ? { lcp: Number.NaN, files: [] } : await referenceRun(browser);
  const newFiles = afterSignIn.filter((f) => !login.some((l) => l.path === f.path));
  const all = [...login, ...newFiles];
  return {
    loginJsGzip: sum(login, 'script', 'gzipBytes'),
    loginCssGzip: sum(login, 'stylesheet', 'gzipBytes'),
    loginJsWire: sum(login, 'script', 'wireBytes'),
    firstPageJsCssGzip: sum(all, 'script', 'gzipBytes') + sum(all, 'stylesheet', 'gzipBytes'),
    firstPageJsCssWire: sum(all, 'script', 'wireBytes') + sum(all, 'stylesheet', 'wireBytes'),
    loginFiles: login.length,
    firstPageFiles: all.length,
    loginLcpMs: loginLcp,
    firstPageLcpMs: firstLcp,
    referenceJsCssGzip:
      sum(reference.files, 'script', 'gzipBytes') + sum(reference.files, 'stylesheet', 'gzipBytes'),
    referenceLcpMs: reference.lcp,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
type RunResult = Awaited<ReturnType<typeof runOnce>>;
type Figure = keyof RunResult;

/** Prints the medians with the targets and answers them by figure. */
function report(results: RunResult[], user: string): Record<Figure, number> {
  const figures = Object.keys(results[0]) as Figure[];
  const m = Object.fromEntries(figures.map((k) => [k, median(results.map((r) => r[k]))])) as Record<
    Figure,
    number
  >;
  const rows: [string, string, number | null][] = [
    ['login page JS (gzip)', kb(m.loginJsGzip), m.loginJsGzip <= TARGETS.loginJsKb * 1024 ? 1 : 0],
    ['login page JS (sent, brotli)', kb(m.loginJsWire), null],
    ['login page CSS (gzip)', kb(m.loginCssGzip), null],
    [
      'first page after sign-in, JS+CSS in all (gzip)',
      kb(m.firstPageJsCssGzip),
      m.firstPageJsCssGzip <= TARGETS.firstPageKb * 1024 ? 1 : 0,
    ],
    ['first page after sign-in, JS+CSS in all (sent)', kb(m.firstPageJsCssWire), null],
    ['LCP login page', `${m.loginLcpMs.toFixed(0)} ms`, m.loginLcpMs <= TARGETS.lcpMs ? 1 : 0],
    [
      'LCP first page after sign-in',
      `${m.firstPageLcpMs.toFixed(0)} ms`,
      m.firstPageLcpMs <= TARGETS.lcpMs ? 1 : 0,
    ],
    ['static reference page, JS+CSS fetched (gzip)', kb(m.referenceJsCssGzip), null],
    ['LCP static reference page (same run)', `${m.referenceLcpMs.toFixed(0)} ms`, null],
  ];
  console.log(
    `web, median of ${results.length} cold runs (user ${user}); files: login ${m.loginFiles}, first page ${m.firstPageFiles}`,
  );
  console.log(
    `targets: login JS ≤ ${TARGETS.loginJsKb} KB gzip, first page ≤ ${TARGETS.firstPageKb} KB gzip, LCP ≤ ${TARGETS.lcpMs} ms`,
  );
  for (const [name, value, met] of rows) {
    console.log(`${name.padEnd(48)} ${value.padStart(10)}  ${met === null ? '' : met ? 'met' : 'MISSED'}`);
  }
  return m;
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2));

async function main(): Promise<void> {
  const runs = Number(argument('runs', '5'));
  const user = argument('user', 'dealer') as string;
  const databaseUrl = argument('database-url');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spm-web-bench-'));
  const loadBefore = loadAverage();
  let server = await startServer(dataDir, databaseUrl);
  const browser = await chromium.launch(CHROMIUM);
  try {
    // warms the server (first compile of routes, caches) and writes the reference page; not counted
    await runOnce(browser, user, true);
    await stopServer(server);
    server = await startServer(dataDir, databaseUrl);
    await runOnce(browser, user); // warms the restarted server; not counted
    const results: RunResult[] = [];
    for (let i = 0; i < runs; i++) results.push(await runOnce(browser, user));
    const medians = report(results, user);
    const load = { before: loadBefore, after: loadAverage() };
    console.log(
      `load average (1, 5, 15 min): before ${load.before.join(' ')}, after ${load.after.join(' ')}`,
    );
    const out = path.join(root, 'bench', 'results');
    fs.mkdirSync(out, { recursive: true });
    const file = path.join(out, `web-${new Date().toISOString().slice(0, 10)}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ runs: results, median: medians, load }, null, 2)}\n`);
  } finally {
    await browser.close();
    await stopServer(server);
    removeReferencePage();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
