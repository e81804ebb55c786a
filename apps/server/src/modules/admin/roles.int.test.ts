import { ALL_PERMISSIONS } from '@spm/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';

const t = useTestApp(['admin']);

const roleOf = async (code: string) => {
  const res = await t.call(t.tokens.admin, 'GET', '/api/v1/admin/roles');
  return res.json().data.find((r: { code: string }) => r.code === code);
};

describe('roles', () => {
  it('lists every role with its user count; admin holds every permission', async () => {
    const res = await t.call(t.tokens.admin, 'GET', '/api/v1/admin/roles');
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((r: { code: string }) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['admin', 'hq', 'dealer', 'warehouse', 'supplier']));
    expect(await roleOf('dealer')).toMatchObject({ userCount: 5, version: 0 });
    expect((await roleOf('admin')).permissions).toEqual([...ALL_PERMISSIONS]);
  });

  it('answers the permission catalogue by page', async () => {
    const res = await t.call(t.tokens.admin, 'GET', '/api/v1/admin/permissions');
    const notice = res.json().data.find((p: { page: string }) => p.page === 'notice');
    expect(notice).toEqual({
      page: 'notice',
      zh: '通知公告',
      en: 'Notice centre',
      actions: ['view', 'search', 'add', 'edit', 'delete', 'export'],
    });
    expect((await t.call(await t.login('dealer'), 'GET', '/api/v1/admin/permissions')).statusCode).toBe(403);
  });

  it('creates a role with known permissions only, codes unique', async () => {
    const unknown = await t.call(t.tokens.admin, 'POST', '/api/v1/admin/roles', {
      code: 'auditor',
      nameZh: '审计',
      nameEn: 'Auditor',
      permissions: ['notice:view', 'notice:fly'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'PERMISSION_UNKNOWN', errors: [{ field: 'permissions' }] });
    expect(await roleOf('auditor')).toBeUndefined();

    const res = await t.call(t.tokens.admin, 'POST', '/api/v1/admin/roles', {
      code: 'auditor',
      nameZh: '审计',
      nameEn: 'Auditor',
      permissions: ['notice:search', 'notice:view', 'notice:view'],
      version: 7,
      userCount: 100,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      code: 'auditor',
      nameZh: '审计',
      nameEn: 'Auditor',
      permissions: ['notice:view', 'notice:search'],
      userCount: 0,
      version: 0,
    });

    const again = await t.call(t.tokens.admin, 'POST', '/api/v1/admin/roles', {
      code: 'auditor',
      nameZh: '审计2',
      nameEn: 'Auditor 2',
      permissions: [],
    });
    expectError(again, 409, 'ROLE_CODE_TAKEN');
  });

  it('edits with the version; a permission change ends the sessions of its users', async () => {
    const dealer = await t.login('dealer');
    const wh = await t.login('wh');
    const current = await roleOf('dealer');
    const renamed = await t.call(t.tokens.admin, 'PUT', '/api/v1/admin/roles/dealer', {
      ...current,
      nameZh: '经销商配件担当',
      version: 0,
    });
    expect(renamed.json().data).toMatchObject({ nameZh: '经销商配件担当', version: 1 });
    expect((await t.call(dealer, 'GET', '/api/v1/me')).statusCode).toBe(200);

    const stale = await t.call(t.tokens.admin, 'PUT', '/api/v1/admin/roles/dealer', {
      ...current,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);

    const narrowed = await t.call(t.tokens.admin, 'PUT', '/api/v1/admin/roles/dealer', {
      nameZh: '经销商配件担当',
      nameEn: 'Dealer parts staff',
      permissions: current.permissions.filter((p: string) => p !== 'notice:view'),
      version: 1,
    });
    expect(narrowed.statusCode).toBe(200);
    expect((await t.call(dealer, 'GET', '/api/v1/me')).statusCode).toBe(401);
    expect((await t.call(wh, 'GET', '/api/v1/me')).statusCode).toBe(200);
    const fresh = await t.login('dealer');
    expect((await t.call(fresh, 'GET', '/api/v1/notices/1')).statusCode).toBe(403);
  });

  it('keeps the built-in admin role whole', async () => {
    const fewer = await t.call(t.tokens.admin, 'PUT', '/api/v1/admin/roles/admin', {
      nameZh: '管理员',
      nameEn: 'Admin',
      permissions: ['notice:view'],
      version: 0,
    });
    expectError(fewer, 422, 'ROLE_BUILTIN');
    const rename = await t.call(t.tokens.admin, 'PUT', '/api/v1/admin/roles/admin', {
      nameZh: '超级管理员',
      nameEn: 'Administrator',
      permissions: [...ALL_PERMISSIONS],
      version: 0,
    });
    expect(rename.statusCode).toBe(200);
    const del = await t.call(t.tokens.admin, 'DELETE', '/api/v1/admin/roles/admin?version=1');
    expectError(del, 422, 'ROLE_BUILTIN');
  });

  it('deletes only an unassigned role, with its version', async () => {
    const inUse = await t.call(t.tokens.admin, 'DELETE', '/api/v1/admin/roles/warehouse?version=0');
    expectError(inUse, 409, 'ROLE_IN_USE');

    const stale = await t.call(t.tokens.admin, 'DELETE', '/api/v1/admin/roles/auditor?version=3');
    expectError(stale, 409, 'CONCURRENT_MODIFICATION');
    const res = await t.call(t.tokens.admin, 'DELETE', '/api/v1/admin/roles/auditor?version=0');
    expect(res.statusCode).toBe(200);
    const left = await t.ctx.db.execute(sql`select count(*)::int as n from roles where code = 'auditor'`);
    expect((left.rows[0] as { n: number }).n).toBe(0);
    expect((await t.call(t.tokens.admin, 'DELETE', '/api/v1/admin/roles/auditor?version=0')).statusCode).toBe(
      404,
    );
  });
});
