import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signIn } from '../lib/api';
import { freePort, startServer } from '../lib/server';
import { round } from '../lib/stats';

/**
 * The pause of the embedded engine's online backup (docs/operations.md "Backup"): the running server
 * takes the dump inside one transaction on its one PGlite connection, so other requests wait
 * meanwhile. This script starts the built server (`apps/server/dist/main.js`) on an embedded database
 * with an ops port (`METRICS_PORT`) while `/health/live` (no database), `/health/ready` and a dealer's
 * `GET /api/v1/stock?keyword=04152` are each started every 100 ms (not waiting for earlier answers, so
 * a stall shows as many slow samples). Each of `--rounds` rounds has three stretches: `--idle-seconds`
 * of nothing (the reference), `npm run backup -- --out <new folder>` (the operator's command: npm and
 * tsx start-up, then the server's backup), and, after another idle stretch, `POST /backup` on the ops
 * port directly (the server's own backup time). For each stretch and probe it prints the count,
 * p50 / p95 / max (ms), the answers over 1 s and those not 200 (readiness answers 503 when the
 * database does not answer within 3 s), with the stretch's seconds, the dump's size, the database's
 * size on disk and the load average at the end.
 *
 * Not part of `run.ts` (the driver starts its server without an ops port):
 *   npm run build -w @spm/server
 *   npx tsx bench/scenarios/backup-pause.ts [--data-dir DIR] [--rounds 5] [--idle-seconds 5]
 * Without `--data-dir` a new folder is used: the server migrates it and loads the demo data first.
 * Prints JSON; writes nothing else (the backup folders are removed).
 */

const INTERVAL_MS = 100;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A probe's start time (ms, `performance.now()`), latency (ms) and whether it answered 200. */
type Sample = { at: number; ms: number; ok: boolean };

/**
 * Starts `probe` every INTERVAL_MS, whether or not earlier ones have answered (a stall shows as many
 * slow samples), until stopped; keeps every sample.
 */
function probeEvery(probe: () => Promise<boolean>) {
  const samples: Sample[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const at = performance.now();
    const one = probe()
      .catch(() => false)
      .then((ok) => {
        samples.push({ at, ms: performance.now() - at, ok });
        pending.delete(one);
      });
    pending.add(one);
  }, INTERVAL_MS);
  return {
    samples,
    stop: async () => {
      clearInterval(timer);
      await Promise.all([...pending]);
    },
  };
}

/**
 * Of the samples started within [from, to]: how many, p50 / p95 / max (ms), how many took over 1 s
 * and how many did not answer 200.
 */
function spread(samples: Sample[], from: number, to: number) {
  const within = samples.filter((s) => s.at >= from && s.at <= to);
  const ms = within.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)] ?? 0;
  return {
    n: ms.length,
    p50Ms: round(at(50)),
    p95Ms: round(at(95)),
    maxMs: round(ms.at(-1) ?? 0),
    over1s: ms.filter((m) => m > 1000).length,
    failed: within.filter((s) => !s.ok).length,
  };
}

/** Total size in MB of the files under `dir`. */
function sizeMb(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return round(bytes / 1024 / 1024);
}

/** Runs `npm run backup -- --out <out>` for the server's DATA_DIR and ops port; answers its wall time (s). */
function runBackup(dataDir: string, metricsPort: number, out: string): Promise<number> {
  const { DATABASE_URL: _pg, ...env } = process.env;
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'backup', '--', '--out', out], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code !== 0 || !output.includes('by server'))
        reject(new Error(`npm run backup exited ${code}: ${output}`));
      else resolve(round((performance.now() - start) / 1000));
    });
  });
}

const idle = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function main(): Promise<void> {
  const given = option('data-dir', '');
  const dataDir = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'spm-backup-bench-'));
  const rounds = Number(option('rounds', '5'));
  const idleSeconds = Number(option('idle-seconds', '5'));
  const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'spm-backup-out-'));
  const metricsPort = await freePort();
  const server = await startServer(root, { db: 'pglite', dataDir }, { METRICS_PORT: String(metricsPort) });
  try {
    const dealer = await signIn(server.baseUrl, 'dealer');
    const live = probeEvery(async () => (await fetch(`${server.baseUrl}/health/live`)).status === 200);
    const ready = probeEvery(async () => (await fetch(`${server.baseUrl}/health/ready`)).status === 200);
    const search = probeEvery(
      async () => (await dealer.get('/api/v1/stock?keyword=04152')).httpStatus === 200,
    );
    const rows: Record<string, unknown>[] = [];
    const measure = (n: number, what: string, from: number, to: number, seconds: number, out?: string) => {
      for (const [probe, p] of [
        ['/health/live', live],
        ['/health/ready', ready],
        ['stock search', search],
      ] as const)
        rows.push({
          round: n,
          what,
          probe,
          seconds,
          ...(out ? { dumpMb: sizeMb(out) } : {}),
          during: spread(p.samples, from, to),
        });
    };
    for (let i = 1; i <= rounds; i++) {
      let from = performance.now();
      await idle(idleSeconds);
      measure(i, 'idle', from, performance.now(), idleSeconds);
      from = performance.now();
      const command = path.join(outRoot, `command-${i}`);
      const seconds = await runBackup(dataDir, metricsPort, command);
      measure(i, 'npm run backup', from, performance.now(), seconds, command);
      await idle(idleSeconds);
      from = performance.now();
      const direct = path.join(outRoot, `ops-${i}`);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/backup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ out: direct }),
      });
      if (res.status !== 200) throw new Error(`POST /backup: ${res.status} ${await res.text()}`);
      const to = performance.now();
      measure(i, 'POST /backup', from, to, round((to - from) / 1000), direct);
    }
    await live.stop();
    await ready.stop();
    await search.stop();
    const report = {
      dbMb: sizeMb(path.join(dataDir, 'db')),
      loadAverage: os.loadavg().map(round),
      rows,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await server.stop();
    fs.rmSync(outRoot, { recursive: true, force: true });
    if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
