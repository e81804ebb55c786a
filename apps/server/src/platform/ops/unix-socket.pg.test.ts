import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePgRig } from '../../../test/helpers';
import { httpLogin, type ServerProcess, startServer } from '../../../test/server-process';

/**
 * PostgreSQL on the app server's own machine, reached through its Unix socket (README "Running on
 * PostgreSQL", docs/operations.md "Production configuration"): `DATABASE_URL` names the socket's
 * folder in its `host` parameter. The server starts, answers ready, signs in and reads, and every
 * connection it holds to its database comes over the socket, not TCP.
 */

const rig = usePgRig('spm-socket-');
let server: ServerProcess;

/** `postgres://user@localhost/db?host=<socket folder>` for the TCP URL `url`. */
async function socketUrlOf(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ dirs: string }>(
      "select current_setting('unix_socket_directories') as dirs",
    );
    const folder = rows[0]?.dirs.split(',')[0]?.trim();
    if (!folder)
      throw new Error('this PostgreSQL listens on no Unix socket (unix_socket_directories is empty)');
    const tcp = new URL(url);
    const socket = new URL(`postgres://localhost${tcp.pathname}`);
    socket.username = tcp.username;
    socket.password = tcp.password;
    socket.searchParams.set('host', folder);
    return socket.toString();
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  server = await startServer({
    databaseUrl: await socketUrlOf(rig.url),
    dataDir: rig.dataDir,
    env: { DEMO_DATA: 'false' },
  });
});
afterAll(async () => {
  await server?.kill();
});

describe('PostgreSQL through its Unix socket', () => {
  it('serves requests with every connection of the server on the socket', async () => {
    expect((await fetch(`${server.baseUrl}/health/ready`)).status).toBe(200);
    const token = await httpLogin(server.baseUrl, 'dealer');
    const stock = await fetch(`${server.baseUrl}/api/v1/stock?keyword=A&page=1&pageSize=5`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stock.status).toBe(200);

    const observer = new pg.Client({ connectionString: rig.url });
    await observer.connect();
    try {
      const { rows } = await observer.query<{ onSocket: number; onTcp: number }>(
        `select count(*) filter (where client_addr is null)::int as "onSocket",
           count(*) filter (where client_addr is not null)::int as "onTcp"
         from pg_stat_activity
         where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [new URL(rig.url).pathname.slice(1)],
      );
      // the request pool, the job queue and the liveness lock: all on the socket
      expect(rows[0].onSocket).toBeGreaterThanOrEqual(2);
      expect(rows[0].onTcp).toBe(0);
    } finally {
      await observer.end();
    }
  });
});
