import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, createUser } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectRouteAnswer } from '../../../test/refusals';
import { accessPlugin } from './access.plugin';

let t: TestApp;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin');
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/roles',
    headers: t.auth(admin),
    payload: { code: 'nobody', nameZh: '无权限', nameEn: 'No permissions', permissions: [] },
  });
  expect(role.statusCode).toBe(200);
  const made = await createUser(t, admin, { username: 'no-perm', roleCodes: ['nobody'] });
  nobody = await activate(t, 'no-perm', made.initialPassword);
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every `:param` becomes `1`. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('route access matrix', () => {
  it('refuses to start when an API route declares no access', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { db: t.ctx.db, tokens: t.ctx.tokens, now: t.ctx.now });
    const attempt = async () => {
      app.get('/api/v1/undeclared', async () => 'open');
      await app.ready();
    };
    await expect(attempt()).rejects.toThrow('declares no access');
    await app.close();
  });

  it('every route has declared access, and the registry holds the API', () => {
    const routes = t.app.routeRegistry;
    expect(
      routes.every((r) => r.access && ('public' in r.access || typeof r.access.permission === 'string')),
    ).toBe(true);
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /connect/token',
        'GET /api/v1/me',
        'GET /api/v1/admin/users',
        'POST /api/v1/notices',
      ]),
    );
  });

  it('answers 401 without a token on every non-public route', async () => {
    const guarded = t.app.routeRegistry.filter((r) => !('public' in r.access));
    for (const route of guarded) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expectRouteAnswer(route, res, 401);
    }
    console.info(`access matrix: ${guarded.length} non-public routes refuse anonymous callers`);
  });

  it('answers 403 FORBIDDEN on every permission-coded route to a user whose role grants nothing', async () => {
    const coded = t.app.routeRegistry.filter(
      (r) => !('public' in r.access) && r.access.permission !== 'authenticated',
    );
    expect(coded.length).toBeGreaterThan(10);
    for (const route of coded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: t.auth(nobody),
      });
      expectRouteAnswer(route, res, 403, 'FORBIDDEN');
    }
    console.info(`access matrix: ${coded.length} permission-coded routes checked`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: t.auth(nobody) })).statusCode,
    ).toBe(200);
  });
});
