import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, testClock, useTestApp } from '../../../test/helpers';
import { expectError, expectRouteAnswer } from '../../../test/refusals';
import { isPartnerRoute } from '../../../test/security/route-inventory';
import { captchas } from '../db/platform.tables';
import { captchaDigestForTest } from './captcha';

/** When the test template's demo data (and so every demo password) was created. */
const SEED_TIME = new Date('2026-11-01T02:00:00Z');
const DAY = 86_400_000;
const PASSWORD = 'Demo@2026';

const clock = testClock();
const START = clock.now();
const t = useTestApp(['admin'], { clock });
afterEach(() => clock.set(START));

function token(app: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ grant_type: 'password', ...fields }).toString(),
  });
}
const signIn = (username: string, password: string, extra: Record<string, string> = {}) =>
  token(t, { username, password, ...extra });

/** Plants a verification code the test knows and answers its key. */
async function plantCaptcha(code = 'K7PX'): Promise<string> {
  const key = randomUUID();
  await t.ctx.db.insert(captchas).values({
    key,
    codeHash: captchaDigestForTest(key, code),
    expiresAt: new Date(clock.now().getTime() + 60_000),
  });
  return key;
}

async function _userRef(username: string): Promise<{ id: number; version: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/users?keyword=${username}`,
    headers: t.auth(t.tokens.admin),
  });
  return res.json().data.items.find((u: { username: string }) => u.username === username);
}

describe('POST /connect/token', () => {
  it('answers a bearer token with account_status 0 for a valid password', async () => {
    const res = await signIn('hq', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 7200,
      account_status: 0,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: t.auth(body.access_token) });
    expect(me.json().data.userId).toBe('hq');
  });

  it('refuses a wrong password as invalid_grant, localized by cookie and Accept-Language (zh-CN default)', async () => {
    const zh = await signIn('supplier-admin', 'Wrong@2026');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({
      error: 'invalid_grant',
      error_description: '用户名或密码错误',
      code: 'INVALID_CREDENTIALS',
    });
    const byHeader = await token(
      t,
      { username: 'supplier-admin', password: 'x' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(byHeader.json().error_description).toBe('Wrong user ID or password');
    const byCookie = await token(
      t,
      { username: 'ghost-user', password: 'x' },
      { cookie: 'sidebarStatus=1; language=en-US', 'accept-language': 'zh-CN' },
    );
    expect(byCookie.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Wrong user ID or password',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('refuses a sign-in to a warehouse that is not the user’s', async () => {
    const res = await signIn('wh', PASSWORD, { warehouse_code: 'W02' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('W02'),
    });
    expect((await signIn('wh', PASSWORD, { warehouse_code: 'W01' })).statusCode).toBe(200);
  });

  it('requires a verification code after 3 failures: a wrong one is refused, the right one accepted', async () => {
    const issued = await t.app.inject({ method: 'GET', url: '/connect/captcha' });
    expect(issued.json()).toEqual({
      captcha_key: expect.any(String),
      image: expect.stringContaining('<svg'),
    });

    expect((await signIn('area-manager', 'bad-1')).json().captcha_required).toBeUndefined();
    await signIn('area-manager', 'bad-2');
    const third = await signIn('area-manager', 'bad-3');
    expect(third.json()).toMatchObject({ error: 'invalid_grant', captcha_required: true });

    const noCode = await signIn('area-manager', PASSWORD);
    expect(noCode.json()).toEqual({
      error: 'invalid_grant',
      error_description: '请输入验证码',
      code: 'CAPTCHA_REQUIRED',
      captcha_required: true,
    });
    const wrongCode = await signIn('area-manager', PASSWORD, {
      captcha_key: await plantCaptcha('K7PX'),
      captcha_code: 'AAAA',
    });
    expect(wrongCode.json()).toMatchObject({
      error_description: '验证码错误或已过期',
      captcha_required: true,
    });
    const key = await plantCaptcha('K7PX');
    const right = await signIn('area-manager', PASSWORD, { captcha_key: key, captcha_code: 'k7px' });
    expect(right.statusCode).toBe(200);
    expect(right.json().account_status).toBe(0);
    const reused = await signIn('area-manager', 'bad-4');
    expect(reused.json().captcha_required).toBeUndefined();
  });

  it('warns with 602 and the days left 80 days after the password was set', async () => {
    clock.set(new Date(SEED_TIME.getTime() + 80 * DAY));
    const res = await signIn('wh2', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account_status: 602, password_days_left: 10 });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: t.auth(res.json().access_token),
    });
    expect(me.json().data).toMatchObject({ accountStatus: 602, passwordDaysLeft: 10 });
  });

  it('refuses an expired password with 603 and no token', async () => {
    clock.set(new Date(SEED_TIME.getTime() + 91 * DAY));
    const res = await signIn('wh2', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: '密码已过期，用户已被锁定，请联系管理员',
      code: 'PASSWORD_EXPIRED',
      account_status: 603,
    });
  });
});

describe('initial password (601)', () => {
  it('reaches only who-am-I, account info, password change and logout until the password is changed', async () => {
    const res = await signIn('newbie', PASSWORD);
    expect(res.json().account_status).toBe(601);
    const newbie = res.json().access_token as string;
    const spare = (await signIn('newbie', PASSWORD)).json().access_token as string;
    const call = (method: string, url: string, bearer = newbie) =>
      t.app.inject({ method: method as 'GET', url, headers: t.auth(bearer) });

    expect((await call('GET', '/api/v1/me')).json().data.accountStatus).toBe(601);
    expect((await call('POST', '/dealersApi/accountInfo/info')).json().data.user.userId).toBe('newbie');

    const guarded = t.app.routeRegistry.filter(
      (r) => !('public' in r.access) && !r.access.allowDuringPasswordChange,
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const answer = await call(route.method, route.url.replace(/:[A-Za-z]+/g, '1'));
      expectRouteAnswer(route, answer, 403, 'PASSWORD_CHANGE_REQUIRED');
    }

    expect((await call('POST', '/connect/logout', spare)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/me', spare)).statusCode).toBe(401);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: t.auth(newbie),
      payload: { oldPassword: PASSWORD, newPassword: 'Hf4$kq9Wz', confirmPassword: 'Hf4$kq9Wz' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['x-authorization']).toBe(changed.json().data.access_token);
    expect((await call('GET', '/api/v1/me')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/notices', changed.json().data.access_token)).statusCode).toBe(200);
    expect((await signIn('newbie', 'Hf4$kq9Wz')).json().account_status).toBe(0);
  });
});

describe('rate limit', () => {
  const limited = useTestApp([], { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });

  it('answers 429 on /connect/token past the limit per client and user name', async () => {
    for (let i = 0; i < 3; i++)
      expect((await token(limited, { username: 'hq', password: 'x' })).statusCode).toBe(400);
    const blocked = await token(limited, { username: 'hq', password: PASSWORD });
    expectError(blocked, 429, 'RATE_LIMITED');
    expect((await token(limited, { username: 'dealer', password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('service endpoints', () => {
  it('answers the version, liveness and readiness', async () => {
    const version = await t.app.inject({ method: 'GET', url: `/static/version.json?t=${Date.now()}` });
    expect(version.statusCode).toBe(200);
    expect(version.json()).toEqual({ version: expect.any(String), buildTime: expect.any(String) });
    expect(version.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('documents every API route in /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: t.auth(t.tokens.admin) });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    // partner endpoints are signed by the partner system, not part of the user API (isPartnerRoute)
    for (const route of t.app.routeRegistry.filter((r) => !isPartnerRoute(r.url))) {
      const documented = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(paths[documented]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/connect/token', '/api/v1/me', '/api/v1/admin/users']),
    );
  });
});
