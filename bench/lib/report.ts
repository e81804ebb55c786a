import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figure } from './stats';

const pad = (s: string, n: number) => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** One line per figure: kind, name, connections, requests, p50/p95/p99 (ms), req/s, errors, non-2xx, target. */
export function formatTable(figures: Figure[]): string {
  const head = `${pad('scenario', 13)}${pad('kind', 5)}${pad('figure', 44)}${lpad('conn', 5)}${lpad('reqs', 8)}${lpad('p50 ms', 10)}${lpad('p95 ms', 10)}${lpad('p99 ms', 10)}${lpad('req/s', 10)}${lpad('err', 6)}${lpad('non2xx', 7)}  target`;
  const lines = figures.map((f) => {
    const target = f.target ? `${f.target.met ? 'MET   ' : 'MISSED'} ${f.target.text}` : '';
    const extra = f.extra
      ? `\n${' '.repeat(18)}${Object.entries(f.extra)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`
      : '';
    return `${pad(f.scenario, 13)}${pad(f.kind, 5)}${pad(f.name, 44)}${lpad(String(f.connections), 5)}${lpad(String(f.requests), 8)}${lpad(f.p50Ms.toFixed(2), 10)}${lpad(f.p95Ms.toFixed(2), 10)}${lpad(f.p99Ms.toFixed(2), 10)}${lpad(f.rps.toFixed(1), 10)}${lpad(String(f.errors), 6)}${lpad(String(f.non2xx), 7)}  ${target}${extra}`;
  });
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}

/** Machine facts recorded with the results: CPUs, memory (MB), Node version, platform. */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryMb: Math.round(os.totalmem() / 1048576),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Writes `{ db, date, machine, settings, figures }` to `<dir>/<db>-<yyyy-mm-dd>.json`; answers the path. */
export function writeResults(dir: string, db: string, settings: object, figures: Figure[]): string {
  fs.mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(dir, `${db}-${date.slice(0, 10)}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ db, date, machine: machine(), settings, figures }, null, 2)}\n`);
  return file;
}
