import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { activate, createUser } from '../../../test/accounts';
import { testClock, useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';

const clock = testClock();
const START = clock.now();
const t = useTestApp(['admin'], { clock });
afterEach(() => clock.set(START));

const me = (bearer: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: t.auth(bearer) });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

async function changePassword(
  bearer: string,
  oldPassword: string,
  newPassword: string,
  confirmPassword = newPassword,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/me/password',
    headers: t.auth(bearer),
    payload: { oldPassword, newPassword, confirmPassword },
  });
}

describe('tokens', () => {
  it('stops working at once after logout', async () => {
    const bearer = await t.login('hq');
    expect((await me(bearer)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/connect/logout', headers: t.auth(bearer) });
    expect(out.statusCode).toBe(200);
    expect(out.json().status).toBe(200);
    const after = await me(bearer);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: '登录已超时，请重新登录',
    });
  });

  it('refuses a tampered signature, alg none, an expired token, a wrong audience or issuer', async () => {
    const bearer = await t.login('hq');
    const [header, payload, signature] = bearer.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(`${header}.${payload}.${flipped}`)).statusCode).toBe(401);
    const forgedPayload = b64({ ...claimsOf(bearer), sub: '1' });
    expect((await me(`${header}.${forgedPayload}.${signature}`)).statusCode).toBe(401);
    expect((await me(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).statusCode).toBe(401);

    const claims = claimsOf(bearer);
    const key = new TextEncoder().encode(t.ctx.config.jwtSecret as string);
    const craft = (audience: string, issuer: string) => {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ tv: claims.tv, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setAudience(audience)
        .setIssuer(issuer)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + 600)
        .sign(key);
    };
    expect((await me(await craft(claims.aud, claims.iss))).statusCode).toBe(200);
    expect((await me(await craft('other-app', claims.iss))).statusCode).toBe(401);
    expect((await me(await craft(claims.aud, 'someone-else'))).statusCode).toBe(401);

    clock.advance(7201 * 1000);
    expect((await me(bearer)).statusCode).toBe(401);
  });

  it('renews a token past half its life in x-authorization', async () => {
    const bearer = await t.login('nev-dealer');
    expect((await me(bearer)).headers['x-authorization']).toBeUndefined();
    clock.advance(3601 * 1000);
    const renewed = await me(bearer);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.headers['x-authorization'] as string;
    expect(fresh).toMatch(/^ey/);
    clock.advance(3700 * 1000);
    expect((await me(bearer)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('dies when an administrator changes the user’s dealer, warehouses or lock', async () => {
    const form = {
      name: '调动',
      accountType: 'Dealer',
      headOffice: false,
      dealerCode: 'D0007',
      roleCodes: ['dealer'],
    };
    const made = await createUser(t, t.tokens.admin, { username: 'moving-dealer', ...form });
    const bearer = await activate(t, 'moving-dealer', made.initialPassword);
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${made.id}`,
        headers: t.auth(t.tokens.admin),
        payload: body,
      });
    expect((await put({ ...form, dealerCode: 'D0008', version: 0 })).statusCode).toBe(200);
    expect((await me(bearer)).statusCode).toBe(401);

    const second = await t.login('moving-dealer', 'Kp7#vRm2Lq');
    expect(
      (await put({ ...form, dealerCode: 'D0008', warehouseCodes: ['W01'], version: 1 })).statusCode,
    ).toBe(200);
    expect((await me(second)).statusCode).toBe(401);

    const third = await t.login('moving-dealer', 'Kp7#vRm2Lq');
    const lock = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${made.id}/lock`,
      headers: t.auth(t.tokens.admin),
      payload: { version: 2 },
    });
    expect(lock.statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it.each([
    ['OLD_PASSWORD_WRONG', 'Nope@2026', 'Gx8#pLm3Q', 'Gx8#pLm3Q', 'oldPassword'],
    ['PASSWORD_MISMATCH', 'Demo@2026', 'Gx8#pLm3Q', 'Gx8#pLm3R', 'confirmPassword'],
    ['PASSWORD_LENGTH', 'Demo@2026', 'Gx8#p', 'Gx8#p', 'newPassword'],
    ['PASSWORD_LENGTH', 'Demo@2026', 'Gx8#pLm3Q'.repeat(3), 'Gx8#pLm3Q'.repeat(3), 'newPassword'],
    ['PASSWORD_COMPLEXITY', 'Demo@2026', 'abcdefghijk', 'abcdefghijk', 'newPassword'],
    ['PASSWORD_TOO_COMMON', 'Demo@2026', 'P@ssw0rd', 'P@ssw0rd', 'newPassword'],
    ['PASSWORD_CONTAINS_USERNAME', 'Demo@2026', 'Wh2#wh2abc', 'Wh2#wh2abc', 'newPassword'],
  ])('refuses with %s', async (code, oldPassword, newPassword, confirmPassword, field) => {
    const bearer = await t.login('wh2');
    const res = await changePassword(bearer, oldPassword, newPassword, confirmPassword);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code, errors: [{ field, code }] });
    expect((await me(bearer)).statusCode).toBe(200);
  });

  it('refuses each of the last 5 passwords and accepts the 6th-last', async () => {
    const history = ['Aa1#first', 'Bb2#second', 'Cc3#third', 'Dd4#fourth', 'Ee5#fifth'];
    let bearer = await t.login('supplier');
    let current = 'Demo@2026';
    for (const next of history) {
      const res = await changePassword(bearer, current, next);
      expect(res.statusCode).toBe(200);
      bearer = res.json().data.access_token;
      current = next;
    }
    for (const old of history) {
      const res = await changePassword(bearer, current, old);
      expectError(res, 422, 'PASSWORD_REUSED', old);
    }
    expect((await changePassword(bearer, current, 'Demo@2026')).statusCode).toBe(200);
  });
});

describe('profile and warehouse', () => {
  it('validates email and phone with field errors', async () => {
    const bearer = await t.login('dealer2');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/me/profile', headers: t.auth(bearer), payload });
    const bad = await put({ email: 'li.ming@', phone: '1380013800' });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'phone']);
    for (const phone of ['13800138000', '021-62345678']) {
      expect((await put({ email: 'zhang.wei@d0002.example.cn', phone })).statusCode).toBe(200);
    }
    expect((await me(bearer)).json().data).toMatchObject({
      email: 'zhang.wei@d0002.example.cn',
      phone: '021-62345678',
    });
  });

  it('switches only to one of the user’s warehouses', async () => {
    const wh = await t.login('wh');
    const switchTo = (bearer: string, warehouseCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/me/warehouse',
        headers: t.auth(bearer),
        payload: { warehouseCode },
      });
    const refused = await switchTo(wh, 'W02');
    expectError(refused, 400, 'WAREHOUSE_NOT_ALLOWED');

    const dealer = await t.login('dealer');
    const info = (bearer: string) =>
      t.app.inject({ method: 'POST', url: '/dealersApi/accountInfo/info', headers: t.auth(bearer) });
    expect((await info(dealer)).json().data.user.warehouseCode).toBe('W01');
    const switched = await switchTo(dealer, 'W02');
    expect(switched.statusCode).toBe(200);
    const fresh = switched.json().data.access_token as string;
    expect(switched.headers['x-authorization']).toBe(fresh);
    expect((await info(fresh)).json().data.user).toMatchObject({
      warehouseCode: 'W02',
      warehouseName: '上海配送中心',
      userId: 'dealer',
    });
  });
});
