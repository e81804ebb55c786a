import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/db/seed/demo/users.seed';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(serverDir, 'src/main.ts');

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server running as a child process (`node --import tsx src/main.ts`). */
export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Kills the process with SIGKILL (no shutdown hook runs) and waits until it is gone. */
  kill(): Promise<void>;
}

/** Settings of a server child; the same `dataDir` and `jwtSecret` make a restart the same server. */
export interface ServerOptions {
  /** PostgreSQL; when undefined the server uses the embedded PGlite in `<dataDir>/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret?: string;
  env?: Record<string, string>;
  /**
   * How long to wait for the server to answer HTTP (default 180 s: compiling the sources and opening
   * the database on a 2-core machine busy with the other test files takes a minute or more).
   */
  startTimeoutMs?: number;
}

/** A JWT secret for a series of server processes that must accept each other's tokens. */
export const newJwtSecret = () => randomBytes(32).toString('hex');

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts the server from source on `databaseUrl`, or on the PGlite of `dataDir` (migrations run,
 * demo data only into an empty database) on a free loopback port and waits until it answers HTTP.
 * Fails with the process output when it exits or does not answer in time.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: serverDir,
    env: {
      ...inherited,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: options.jwtSecret ?? newJwtSecret(),
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    pid: child.pid as number,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/static/version.json`);
      await res.arrayBuffer();
      if (res.status < 500) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`server did not answer within the time limit:\n${output}`);
}

/** Signs a demo user in over HTTP (password Demo@2026); answers the bearer token. */
export async function httpLogin(baseUrl: string, username: string, warehouseCode?: string): Promise<string> {
  const res = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      ...(warehouseCode ? { warehouse_code: warehouseCode } : {}),
    }).toString(),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token)
    throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Polls `probe` every `intervalMs` until it answers a truthy value; fails after `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
