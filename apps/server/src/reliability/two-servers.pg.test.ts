import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestParts, normalOrder, P, setRemaining } from '../../test/builders';
import { type TestApp, usePgRig } from '../../test/helpers';
import { call } from '../../test/reliability/crash-support';
import { httpLogin, newJwtSecret, type ServerProcess, startServer } from '../../test/server-process';
import { type Database, openDatabase } from '../platform/db/client';

/**
 * Two app servers on one PostgreSQL (docs/operations.md "The pieces"): two real server processes with
 * the same JWT_SECRET and DATA_DIR on one database, driven alternately. A token signed by one works on
 * the other, a logout on one ends the session on both, parallel creates and submits through both get
 * distinct gapless numbers and never exceed the dealer's credit.
 */

const rig = usePgRig('spm-two-');
let servers: [ServerProcess, ServerProcess];
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: rig.url, poolSize: 2, onIdleError: () => {} });
  // the builders write through a test app's database handle; this rig has the database only
  await insertTestParts({ ctx: { db: database.db } } as unknown as TestApp);
  const jwtSecret = newJwtSecret();
  const start = () =>
    startServer({ databaseUrl: rig.url, dataDir: rig.dataDir, jwtSecret, env: { DEMO_DATA: 'false' } });
  servers = await Promise.all([start(), start()]);
});
afterAll(async () => {
  await Promise.all((servers ?? []).map((s) => s.kill()));
  await database?.close();
});

/** The server for the i-th call: A, B, A, B, … */
const alternate = (i: number) => servers[i % 2];

describe('two app servers on one PostgreSQL', () => {
  it('accepts a token of one on the other, and a logout on one ends the session on both', async () => {
    const [a, b] = servers;
    const token = await httpLogin(a.baseUrl, 'dealer');
    expect((await call(b, token, 'GET', '/api/v1/credit')).status).toBe(200);
    expect((await call(a, token, 'GET', '/api/v1/credit')).status).toBe(200);

    const other = await httpLogin(b.baseUrl, 'dealer');
    expect((await call(b, token, 'POST', '/connect/logout')).status).toBe(200);
    for (const server of servers)
      expect((await call(server, token, 'GET', '/api/v1/credit')).status).toBe(401);
    // another sign-in of the same user is its own session and goes on, on both
    for (const server of servers)
      expect((await call(server, other, 'GET', '/api/v1/credit')).status).toBe(200);
  });

  it('numbers parallel creates and submits through both servers without duplicates or gaps, within credit', async () => {
    const dealer = await httpLogin(servers[1].baseUrl, 'dealer');
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call<{ id: number; version: number; tempOrderNo: string }>(
          alternate(i),
          dealer,
          'POST',
          '/api/v1/dealer-orders',
          normalOrder([{ partCode: P.ok, qty: 1 }]),
        ),
      ),
    );
    for (const c of created) expect(c.status, JSON.stringify(c.body)).toBe(200);
    const temp = created.map((c) => Number(c.body.data.tempOrderNo.slice(-6))).sort((x, y) => x - y);
    expect(new Set(temp).size).toBe(30);
    expect((temp.at(-1) ?? 0) - temp[0]).toBe(29);

    // room for 23 orders of 100.00: the other 7 are refused, whichever server took them
    await setRemaining({ ctx: { db: database.db } } as unknown as TestApp, 'D0001', '2350.00');
    const submitted = await Promise.all(
      created.map((c, i) =>
        call<{ dealerOrderNo: string }>(
          alternate(i + 1),
          dealer,
          'POST',
          `/api/v1/dealer-orders/${c.body.data.id}/submit`,
          {
            version: c.body.data.version,
          },
        ),
      ),
    );
    // a refusal is HTTP 200 with the envelope's status 501 (API.md)
    for (const answer of submitted) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const envelope = (answer: (typeof submitted)[number]) =>
      (answer.body as unknown as { status: number }).status;
    const accepted = submitted.filter((answer) => envelope(answer) === 200);
    expect(accepted).toHaveLength(23);
    for (const refused of submitted.filter((answer) => envelope(answer) !== 200))
      expect(refused.body.code).toBe('CREDIT_SHORTFALL');
    const numbers = accepted.map((s) => Number(s.body.data.dealerOrderNo.slice(-4))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 23 }, (_, i) => numbers[0] + i));
    const credit = await call<{ remainingSubmittableAmount: string }>(
      servers[0],
      dealer,
      'GET',
      '/api/v1/credit',
    );
    expect(Number(credit.body.data.remainingSubmittableAmount)).toBeCloseTo(50, 2);
  });
});
