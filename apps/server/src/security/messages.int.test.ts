import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

/**
 * Messages and the API document (issue "Hardening", finding 7): refusals raised before a handler runs
 * name their limit and the allowed types (no `上限 ）`, no `允许：`), and `/api/docs` needs a sign-in
 * unless API_DOCS_PUBLIC=true.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t?.close());

describe('refusal messages name their parameters', () => {
  it('a body over the limit: 413 naming 2 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notices',
      headers: { ...t.auth(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('文件或请求过大（上限 2 MB）');
  });

  it('an unsupported content type: 415 naming the allowed types', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notices',
      headers: { ...t.auth(token), 'content-type': 'text/csv', 'accept-language': 'en-US' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Unsupported file type; allowed: application/json');
  });
});

describe('/api/docs', () => {
  it('needs a sign-in by default', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: t.auth(token) });
    expect(signedIn.statusCode).toBe(200);
  });

  it('is public with API_DOCS_PUBLIC=true', async () => {
    const open = await createTestApp({ API_DOCS_PUBLIC: 'true' });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
