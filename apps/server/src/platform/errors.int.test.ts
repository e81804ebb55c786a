import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { expectError } from '../../test/refusals';

describe('error envelope and localization', () => {
  const t = useTestApp(['dealer']);

  it('answers an unknown API path with 404 ROUTE_NOT_FOUND in Chinese by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND', message: '请求的地址不存在' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('follows the language cookie before Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { cookie: 'language=en-US', 'accept-language': 'zh-CN' },
    });
    expect(res.json().message).toBe('The requested address does not exist');
  });

  it('refuses a body that breaks the schema with field errors in the caller language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/profile',
      headers: { ...t.auth(t.tokens.dealer), 'accept-language': 'en-US' },
      payload: { email: 'not-an-email', phone: '123' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'phone']);
    expect(body.errors[0].message).toMatch(/not valid|not allowed/);
  });

  it('answers malformed JSON with 400 BAD_REQUEST, not 500', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/profile',
      headers: { ...t.auth(t.tokens.dealer), 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectError(res, 400, 'BAD_REQUEST');
  });

  it('sends security headers on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
