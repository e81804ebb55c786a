import { randomUUID } from 'node:crypto';
import { errorMessage } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { activate, createUser } from '../../../test/accounts';
import { testClock, useTestApp } from '../../../test/helpers';
import { captchas } from '../db/platform.tables';
import { unlockFromCommandLine } from './break-glass';
import { captchaDigestForTest } from './captcha';

/**
 * Lockout without denial of service (issue "Hardening", finding 3; docs/security.md "Lockout"):
 * failures per user name lock it for a while with growing back-off, never for good; the owner's
 * sessions survive; unknown and locked names answer alike; attempts on a name are throttled across
 * addresses; any user administrator unlocks, and the command line unlocks the last administrator.
 */

const PASSWORD = 'Demo@2026';
const RATE_LIMIT = 20;
const clock = testClock();
const t = useTestApp([], { env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }, clock });

/** A verification code the test knows, planted for the next attempt. */
async function plantCaptcha(): Promise<Record<string, string>> {
  const key = randomUUID();
  await t.ctx.db.insert(captchas).values({
    key,
    codeHash: captchaDigestForTest(key, 'K7PX'),
    expiresAt: new Date(clock.now().getTime() + 60_000),
  });
  return { captcha_key: key, captcha_code: 'K7PX' };
}

/** One sign-in attempt (with a planted verification code), from `address`. */
async function attempt(username: string, password: string, address = '10.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      ...(await plantCaptcha()),
    }).toString(),
  });
  return { status: res.statusCode, body: res.json() };
}

const lockedFor = (minutes: number) => ({
  error: 'invalid_grant',
  account_status: 604,
  error_description: errorMessage('SIGN_IN_LOCKED', 'en-US', { minutes }),
});

async function failTimes(username: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await attempt(username, `wrong-${i}`));
  return answers;
}

describe('sign-in lockout', () => {
  it('five failures lock the name for 5 minutes, right password included; the owner stays signed in; the lock ends by itself', async () => {
    const live = await t.login('popp');
    const answers = await failTimes('popp', 5);
    expect(answers.slice(0, 4).map((a) => a.body.error_description)).toEqual(
      Array(4).fill(errorMessage('INVALID_CREDENTIALS', 'en-US')),
    );
    expect(answers[4].body).toMatchObject(lockedFor(5));
    expect((await attempt('popp', PASSWORD)).body).toMatchObject(lockedFor(5));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: t.auth(live) });
    expect(me.statusCode).toBe(200);

    clock.advance(301 * 1000);
    expect((await attempt('popp', PASSWORD)).status).toBe(200);
  });

  it('each further lock lasts twice as long', async () => {
    await failTimes('area-manager', 5);
    clock.advance(301 * 1000);
    const again = await failTimes('area-manager', 2);
    expect(again[1].body).toMatchObject(lockedFor(10));
    clock.advance(601 * 1000);
    expect((await failTimes('area-manager', 2))[1].body).toMatchObject(lockedFor(20));
  });

  it('an unknown name answers exactly as a known one, failure by failure', async () => {
    const known = await failTimes('supplier', 6);
    const unknown = await failTimes('no-such-user-21', 6);
    expect(unknown.map((a) => [a.status, a.body])).toEqual(known.map((a) => [a.status, a.body]));
  });

  it('attempts on one name are throttled across addresses', async () => {
    const statuses = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      statuses.push((await attempt('throttled-name', 'x', `192.0.2.${i + 1}`)).status);
    }
    expect(statuses.slice(0, RATE_LIMIT)).not.toContain(429);
    expect(statuses[RATE_LIMIT]).toBe(429);
  });

  it('a user administrator who is not an administrator unlocks a locked administrator', async () => {
    const admin = await t.login('admin');
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/roles',
      headers: t.auth(admin),
      payload: {
        code: 'useradm',
        nameZh: '用户管理员',
        nameEn: 'User administrator',
        permissions: ['adminUser:search', 'adminUser:edit'],
      },
    });
    expect(role.statusCode, role.body).toBe(200);
    const made = await createUser(t, admin, { username: 'helpdesk', roleCodes: ['useradm'] });
    const helpdesk = await activate(t, 'helpdesk', made.initialPassword);

    await failTimes('admin', 5);
    expect((await attempt('admin', PASSWORD)).body).toMatchObject(lockedFor(5));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users?keyword=admin',
      headers: t.auth(helpdesk),
    });
    const target = list.json().data.items.find((u: { username: string }) => u.username === 'admin');
    // the list shows until when the name is time-locked (the administrator's own lock is not set)
    expect(target.locked).toBe(false);
    expect(Date.parse(target.lockedUntil)).toBe(clock.now().getTime() + 5 * 60_000);
    const unlock = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${target.id}/unlock`,
      headers: t.auth(helpdesk),
      payload: { version: target.version },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect(unlock.json().data.lockedUntil).toBeNull();
    expect((await attempt('admin', PASSWORD)).status).toBe(200);
  });

  it('the command-line unlock frees the last administrator, whatever locked it', async () => {
    await failTimes('ADMIN', 5);
    expect((await attempt('admin', PASSWORD)).body).toMatchObject(lockedFor(5));
    expect(await unlockFromCommandLine(t.ctx.db, 'Admin')).toBe('admin');
    expect((await attempt('admin', PASSWORD)).status).toBe(200);
    expect(await unlockFromCommandLine(t.ctx.db, 'nobody-here')).toBeNull();
  });
});
