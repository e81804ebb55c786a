import { activate, createUser } from '../accounts';
import type { TestApp } from '../helpers';

/** A signed-in caller of the security tests. */
export interface Actor {
  username: string;
  token: string;
  permissions: ReadonlySet<string>;
  dealerCode: string | null;
}

/** One demo account per role, and `no-perm` (a user whose only role grants nothing). */
export const ROLE_ACCOUNTS = [
  'admin',
  'hq',
  'dealer',
  'wh',
  'supplier',
  'popp',
  'area-manager',
  'parts-manager',
  'fixprice',
  'finance',
  'no-perm',
] as const;

/**
 * Creates the `nobody` role and the `no-perm` user (through the admin API, password changed so the
 * account is usable), then signs in each of `usernames` and reads its permissions from `GET /api/v1/me`.
 */
export async function signIn(t: TestApp, usernames: readonly string[]): Promise<Map<string, Actor>> {
  const admin = await t.login('admin');
  const actors = new Map<string, Actor>();
  for (const username of usernames) {
    let token: string;
    if (username === 'no-perm') {
      const role = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/roles',
        headers: t.auth(admin),
        payload: { code: 'nobody', nameZh: '无权限', nameEn: 'No permissions', permissions: [] },
      });
      if (role.statusCode !== 200) throw new Error(`role: ${role.body}`);
      const made = await createUser(t, admin, { username, roleCodes: ['nobody'] });
      token = await activate(t, username, made.initialPassword);
    } else {
      token = await t.login(username);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: t.auth(token) });
    const data = me.json().data as { permissions: string[]; dealerCode?: string };
    actors.set(username, {
      username,
      token,
      permissions: new Set(data.permissions),
      dealerCode: data.dealerCode ?? null,
    });
  }
  return actors;
}

/** True when the actor may call a route declaring `permission` (`'authenticated'` and `'public'`: anyone). */
export const holds = (actor: Actor, permission: string) =>
  permission === 'public' || permission === 'authenticated' || actor.permissions.has(permission);

/**
 * A working administrator token for runs that may hit the caller's own account (a hostile id can lock
 * it, reset its password or change its roles): `token()` answers the current one, re-making a fresh
 * `admin`-role user through the API (as the demo `admin`) whenever the last one stopped working.
 */
export function adminCaller(t: TestApp) {
  let current = '';
  let serial = 0;
  let bootstrap = '';
  return {
    async token(): Promise<string> {
      if (current) {
        const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: t.auth(current) });
        if (me.statusCode === 200 && (me.json().data.roles as string[]).includes('admin')) return current;
      }
      bootstrap ||= await t.login('admin');
      const username = `sec-admin-${++serial}`;
      const made = await createUser(t, bootstrap, { username, roleCodes: ['admin'] });
      current = await activate(t, username, made.initialPassword);
      return current;
    },
  };
}
