import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';

/**
 * The client error log (docs/operations.md "Browser errors"): `POST /api/v1/client-errors` writes a
 * signed-in user's browser errors to the server log at warn level with the user's id and no token,
 * refuses bodies past the bounds with 400 VALIDATION_FAILED, answers 429 RATE_LIMITED past the per-user
 * limit and 401 UNAUTHORIZED without a token.
 */

const URL = '/api/v1/client-errors';
const RATE_LIMIT = 3;
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let hq: string;
let dealer: string;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_ERROR_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }, undefined, {
    level: 'warn',
    stream: logStream,
  });
  [hq, dealer] = [await t.login('hq'), await t.login('dealer')];
});
afterAll(() => t?.close());

const report = (message: string, extra: Record<string, unknown> = {}) => ({
  kind: 'error',
  message,
  ...extra,
});
const browserErrors = () => lines.filter((line) => line.msg === 'browser error');

describe('POST /api/v1/client-errors', () => {
  it('writes each report to the log at warn level with the user, redacting tokens', async () => {
    const token = hq;
    const res = await t.call(token, 'POST', URL, {
      reports: [
        report('TypeError: x is undefined', {
          stack: `at render (app.js:1:2)\nAuthorization: Bearer ${token}`,
          pageUrl: `https://spm.example/orders?access_token=${token}#top`,
          count: 3,
        }),
        report('Unhandled rejection: boom', { kind: 'unhandledrejection' }),
      ],
    });
    expect([res.statusCode, res.json().data]).toEqual([200, null]);
    const logged = browserErrors();
    expect(logged).toHaveLength(2);
    const users = await t.database.db.execute<{ id: number }>(
      sql`select id from users where username = 'hq'`,
    );
    expect(logged[0]).toMatchObject({
      level: 40,
      username: 'hq',
      userId: users.rows[0].id,
      clientError: {
        kind: 'error',
        message: 'TypeError: x is undefined',
        pageUrl: 'https://spm.example/orders',
        count: 3,
      },
    });
    expect(logged[1]).toMatchObject({ clientError: { kind: 'unhandledrejection', count: 1 } });
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(JSON.stringify(logged[0])).toContain('Bearer [redacted]');
  });

  it('refuses a report past the bounds with 400 VALIDATION_FAILED, and logs nothing', async () => {
    const before = browserErrors().length;
    for (const body of [
      { reports: [report('x'.repeat(501))] },
      { reports: [report('x', { stack: 's'.repeat(4001) })] },
      { reports: [report('x', { pageUrl: `https://x/${'p'.repeat(500)}` })] },
      { reports: Array.from({ length: 6 }, () => report('x')) },
      { reports: [] },
      { reports: [report('x', { kind: 'console' })] },
    ]) {
      const res = await t.call(dealer, 'POST', URL, body, { 'accept-language': 'en-US' });
      expectError(res, 400, 'VALIDATION_FAILED', JSON.stringify(body).slice(0, 80));
    }
    expect(browserErrors().length).toBe(before);
  });

  it('answers 429 RATE_LIMITED past the limit per user; another user still reports', async () => {
    const send = (token: string) => t.call(token, 'POST', URL, { reports: [report('again')] });
    // hq sent one report batch above
    for (let i = 1; i < RATE_LIMIT; i++) expect((await send(hq)).statusCode).toBe(200);
    const limited = await send(hq);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(typeof limited.json().message).toBe('string');
    expect((await send(dealer)).statusCode).toBe(200);
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { reports: [report('x')] } });
    expectError(res, 401, 'UNAUTHORIZED');
  });
});
