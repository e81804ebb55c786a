import type { TestApp } from './helpers';

/** A password that meets the policy and is on no common list. */
export const NEW_PASSWORD = 'Kp7#vRm2Lq';

/**
 * Creates a user through the admin API (as `adminToken`) and answers `{ id, initialPassword }`.
 * `body` overrides the defaults (a head-office internal user with role `hq`).
 */
export async function createUser(t: TestApp, adminToken: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/users',
    headers: t.auth(adminToken),
    payload: { name: '测试用户', accountType: 'Internal', headOffice: true, roleCodes: ['hq'], ...body },
  });
  if (res.statusCode !== 200) throw new Error(`create user failed: ${res.body}`);
  const data = res.json().data;
  return {
    id: data.user.id as number,
    version: data.user.version as number,
    initialPassword: data.initialPassword as string,
  };
}

/** Signs in with the initial password, changes it to `NEW_PASSWORD` and answers the working token. */
export async function activate(t: TestApp, username: string, initialPassword: string): Promise<string> {
  const first = await t.login(username, initialPassword);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/me/password',
    headers: t.auth(first),
    payload: { oldPassword: initialPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`password change failed: ${res.body}`);
  return res.json().data.access_token as string;
}
