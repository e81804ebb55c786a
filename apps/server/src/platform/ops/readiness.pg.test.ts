import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePgRig } from '../../../test/helpers';
import { startTcpProxy, type TcpProxy } from '../../../test/ops/tcp-proxy';
import { httpLogin, type ServerProcess, startServer, until } from '../../../test/server-process';

/**
 * A database outage seen by a running server process (PostgreSQL; docs/operations.md "Health"): the
 * server reaches PostgreSQL through a TCP proxy the test cuts (every session dropped, new connects
 * refused) and restores. In between `/health/ready` answers 503 DATABASE_UNREACHABLE with a clear
 * message, liveness stays 200, requests fail without ending the process; once the database is back the
 * server is ready again by itself and the same token works.
 */

const rig = usePgRig('spm-outage-');
let proxy: TcpProxy;
let server: ServerProcess;

beforeAll(async () => {
  const target = new URL(rig.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(rig.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  server = await startServer({
    databaseUrl: viaProxy.toString(),
    dataDir: rig.dataDir,
    env: { DEMO_DATA: 'false' },
  });
});
afterAll(async () => {
  await server?.kill();
  await proxy?.down();
});

const ready = async () => {
  const res = await fetch(`${server.baseUrl}/health/ready`);
  return {
    status: res.status,
    body: (await res.json()) as { status: string; reason?: string; message?: string },
  };
};
const readJob = async (token: string) =>
  (
    await fetch(`${server.baseUrl}/api/v1/jobs/00000000-0000-4000-8000-000000000000`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

describe('readiness through a database outage (PostgreSQL)', () => {
  it('answers 503 DATABASE_UNREACHABLE while the database is gone and recovers by itself', async () => {
    const token = await httpLogin(server.baseUrl, 'hq');
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await readJob(token)).toBe(404);

    await proxy.down();
    const down = await until('readiness to fail', async () => {
      const answer = await ready();
      return answer.status === 503 ? answer : null;
    });
    expect(down.body).toEqual({
      status: 'unavailable',
      reason: 'DATABASE_UNREACHABLE',
      message: 'the database cannot be reached (the server log has the cause)',
    });
    // past the reconnect delays of the job queue and the liveness lock: still not ready, still alive
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await ready()).body.reason).toBe('DATABASE_UNREACHABLE');
    expect((await fetch(`${server.baseUrl}/health/live`)).status).toBe(200);
    expect(await readJob(token)).toBeGreaterThanOrEqual(500);
    // the process stays up (a failed request is not a crash)
    expect((await fetch(`${server.baseUrl}/static/version.json`)).status).toBe(200);

    await proxy.up();
    await until('readiness to recover', async () => (await ready()).status === 200, 20_000, 200);
    expect(await readJob(token)).toBe(404);
    expect(await httpLogin(server.baseUrl, 'dealer')).toEqual(expect.any(String));
    expect(server.output()).toContain('not ready');
  });
});
