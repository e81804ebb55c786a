import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';

/**
 * The sign-in session (issue "Hardening", finding 4; docs/security.md "Sessions"): every token of one
 * sign-in carries its session id, renewals included, and logout or a password change ends them all;
 * a token without `exp` or living longer than the configured TTL is refused; the scheme is
 * case-insensitive.
 */

const TTL = 7200;
const clock = testClock();
const t = useTestApp([], { env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL) }, clock });

const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization } });
const bearer = (token: string) => `Bearer ${token}`;
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

/** Signs in, lets the token pass half its life and answers it with its renewal. */
async function renewedPair(username: string): Promise<[string, string]> {
  const first = await t.login(username);
  clock.advance((TTL / 2 + 60) * 1000);
  const res = await me(bearer(first));
  expect(res.statusCode).toBe(200);
  const renewed = res.headers['x-authorization'] as string;
  expect(renewed).toMatch(/^ey/);
  return [first, renewed];
}

describe('sign-in sessions', () => {
  it('logout with the renewed token ends the earlier token too, and neither renews any more', async () => {
    const [first, renewed] = await renewedPair('dealer');
    expect(claimsOf(renewed).sid).toBe(claimsOf(first).sid);
    const out = await t.app.inject({ method: 'POST', url: '/connect/logout', headers: t.auth(renewed) });
    expect(out.statusCode).toBe(200);
    const again = await me(bearer(first));
    expect(again.statusCode).toBe(401);
    expect(again.headers['x-authorization']).toBeUndefined();
    expect((await me(bearer(renewed))).statusCode).toBe(401);
  });

  it('logout ends only that sign-in; another sign-in of the same user keeps working', async () => {
    const mine = await t.login('dealer2');
    const other = await t.login('dealer2');
    await t.app.inject({ method: 'POST', url: '/connect/logout', headers: t.auth(mine) });
    expect((await me(bearer(mine))).statusCode).toBe(401);
    expect((await me(bearer(other))).statusCode).toBe(200);
  });

  it('a password change ends every session of the user, renewed tokens included', async () => {
    const [first, renewed] = await renewedPair('hq');
    const elsewhere = await t.login('hq');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/password',
      headers: t.auth(elsewhere),
      payload: { oldPassword: 'Demo@2026', newPassword: 'Fresh#2026x', confirmPassword: 'Fresh#2026x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const token of [first, renewed, elsewhere]) expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await me(bearer(res.headers['x-authorization'] as string))).statusCode).toBe(200);
  });

  it('the scheme is case-insensitive', async () => {
    const token = await t.login('wh');
    expect((await me(`bearer ${token}`)).statusCode).toBe(200);
    expect((await me(`BEARER ${token}`)).statusCode).toBe(200);
    expect((await me(`Basic ${token}`)).statusCode).toBe(401);
  });

  it('a token without exp, or living longer than the TTL, is refused', async () => {
    const claims = claimsOf(await t.login('wh2'));
    const key = new TextEncoder().encode(t.ctx.config.jwtSecret as string);
    const iat = Math.floor(clock.now().getTime() / 1000);
    const craft = (lifetime: number | null) => {
      const jwt = new SignJWT({ tv: claims.tv, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setAudience(claims.aud)
        .setIssuer(claims.iss)
        .setJti(randomUUID())
        .setIssuedAt(iat);
      return (lifetime === null ? jwt : jwt.setExpirationTime(iat + lifetime)).sign(key);
    };
    expect((await me(bearer(await craft(TTL)))).statusCode).toBe(200);
    expect((await me(bearer(await craft(null)))).statusCode).toBe(401);
    expect((await me(bearer(await craft(TTL + 1)))).statusCode).toBe(401);
    expect((await me(bearer(await craft(10 * 365 * 86_400)))).statusCode).toBe(401);
  });
});
