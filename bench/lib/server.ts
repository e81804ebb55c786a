import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serverNodeOptions } from './node-options';

/** Where the server under test keeps its data: PostgreSQL (`databaseUrl`) or PGlite in `dataDir`. */
export interface ServerTarget {
  db: 'pg' | 'pglite';
  databaseUrl?: string;
  dataDir: string;
}

/** A running server child: its base URL and PID, an RSS reader, and `stop()`. */
export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Current and peak resident set size in MB, from /proc/<pid>/status (VmRSS, VmHWM). */
  memory(): { rssMb: number; hwmMb: number };
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

function readStatusMb(pid: number, field: string): number {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : 0;
  } catch {
    return 0;
  }
}

async function waitReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/**
 * Starts `node apps/server/dist/main.js` (built beforehand, with the production Node options) as a
 * child on a free port with LOG_LEVEL=warn, a high sign-in rate limit and `extraEnv`, and waits for
 * `/health/ready` (first start on an empty database migrates and loads the demo data, hence the long
 * timeout).
 */
export async function startServer(
  root: string,
  target: ServerTarget,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run "npm run build" first`);
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: target.dataDir,
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    ...extraEnv,
  };
  if (target.db === 'pg') env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...serverNodeOptions(root), main], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const pid = child.pid ?? 0;
  try {
    await waitReady(baseUrl, child, 600_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    pid,
    memory: () => ({ rssMb: readStatusMb(pid, 'VmRSS'), hwmMb: readStatusMb(pid, 'VmHWM') }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Samples a server's VmRSS every `everyMs` (default 100 ms) until stopped; answers the peak in MB. */
export function rssSampler(server: RunningServer, everyMs = 100): { stop(): number } {
  let peak = server.memory().rssMb;
  const timer = setInterval(() => {
    peak = Math.max(peak, server.memory().rssMb);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, server.memory().rssMb);
    },
  };
}
