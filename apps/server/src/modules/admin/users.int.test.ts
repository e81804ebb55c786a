import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { activate, createUser, NEW_PASSWORD } from '../../../test/accounts';
import { DEMO_WAREHOUSE_CODES } from '../../../test/builders';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';

const t = useTestApp(['admin']);
/** One request as the administrator; answers the raw response. */
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call(t.tokens.admin, method, url, payload);

async function dbRow(query: ReturnType<typeof sql>) {
  const result = await t.ctx.db.execute(query);
  return result.rows[0] as Record<string, unknown>;
}

const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

describe('user list', () => {
  it('filters by keyword, account type and lock, with roles and warehouses', async () => {
    const res = await asAdmin('GET', '/api/v1/admin/users?keyword=dealer&pageSize=50');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.items.map((u: { username: string }) => u.username);
    expect(names).toEqual(['dealer', 'dealer2', 'dealer3', 'nev-dealer']);
    const dealer = res.json().data.items[0];
    expect(dealer).toMatchObject({
      accountType: 'Dealer',
      dealerCode: 'D0001',
      roleCodes: ['dealer'],
      locked: false,
    });
    expect(dealer.warehouseCodes).toHaveLength(8);

    const suppliers = await asAdmin('GET', '/api/v1/admin/users?accountType=SupplierAdmin');
    expect(suppliers.json().data.items.map((u: { username: string }) => u.username)).toEqual([
      'supplier-admin',
    ]);

    const page = await asAdmin('GET', '/api/v1/admin/users?page=2&pageSize=5&sort=-username');
    expect(page.json().data).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.json().data.total).toBeGreaterThanOrEqual(12);
    expect(page.json().data.items).toHaveLength(5);
  });

  it('is refused without adminUser:search', async () => {
    const res = await t.call(await t.login('dealer'), 'GET', '/api/v1/admin/users');
    expectError(res, 403, 'FORBIDDEN');
  });
});

describe('create user', () => {
  it('makes an initial password that must be changed, ignoring fields the server decides', async () => {
    const res = await asAdmin('POST', '/api/v1/admin/users', {
      username: 'zhao.qing',
      name: '赵青',
      accountType: 'Internal',
      warehouseCodes: ['W03'],
      roleCodes: ['warehouse'],
      email: 'zhao.qing@example.com',
      passwordHash: 'injected',
      locked: true,
      tokenVersion: 99,
      mustChangePassword: false,
      failedAttempts: 7,
    });
    expect(res.statusCode).toBe(200);
    const { user, initialPassword } = res.json().data;
    expect(initialPassword).toMatch(/^.{8,20}$/);
    expect(user).toMatchObject({
      username: 'zhao.qing',
      warehouseCodes: ['W03'],
      roleCodes: ['warehouse'],
      mustChangePassword: true,
    });
    const row = await dbRow(
      sql`select locked, token_version, must_change_password, failed_attempts, password_hash from users where username = 'zhao.qing'`,
    );
    expect(row).toMatchObject({
      locked: false,
      token_version: 1,
      must_change_password: true,
      failed_attempts: 0,
    });
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$/);

    const first = await signIn('zhao.qing', initialPassword);
    expect(first.json().account_status).toBe(601);
    const token = await activate(t, 'zhao.qing', initialPassword);
    const me = await t.call(token, 'GET', '/api/v1/me');
    expect(me.json().data).toMatchObject({
      userId: 'zhao.qing',
      accountStatus: 0,
      warehouses: [{ code: 'W03' }],
    });
  });

  it('gives a dealer account every active warehouse when none is named', async () => {
    const { id } = await createUser(t, t.tokens.admin, {
      username: 'd5-staff',
      accountType: 'Dealer',
      headOffice: false,
      dealerCode: 'D0005',
      roleCodes: ['dealer'],
    });
    const res = await asAdmin('GET', '/api/v1/admin/users?keyword=d5-staff');
    expect(res.json().data.items[0]).toMatchObject({ id, dealerCode: 'D0005' });
    expect(res.json().data.items[0].warehouseCodes).toEqual(DEMO_WAREHOUSE_CODES);
  });

  it.each([
    ['ADMIN', {}, 409, 'USERNAME_TAKEN', 'username'],
    [
      'u-dealer',
      { accountType: 'Dealer', headOffice: false, dealerCode: 'D9999' },
      422,
      'DEALER_NOT_FOUND',
      'dealerCode',
    ],
    [
      'u-sup',
      { accountType: 'Supplier', headOffice: false, supplierCode: 'S999' },
      422,
      'SUPPLIER_NOT_FOUND',
      'supplierCode',
    ],
    ['u-wh', { headOffice: false, warehouseCodes: ['W99'] }, 422, 'WAREHOUSE_NOT_FOUND', 'warehouseCodes'],
    ['u-role', { roleCodes: ['nosuchrole'] }, 422, 'ROLE_NOT_FOUND', 'roleCodes'],
    ['u-nodealer', { accountType: 'Dealer', headOffice: false }, 422, 'SCOPE_MISMATCH', 'dealerCode'],
    ['u-nosup', { accountType: 'SupplierAdmin', headOffice: false }, 422, 'SCOPE_MISMATCH', 'supplierCode'],
    ['u-nowh', { accountType: 'Internal', headOffice: false }, 422, 'SCOPE_MISMATCH', 'warehouseCodes'],
    [
      'u-hqdealer',
      { accountType: 'Dealer', headOffice: true, dealerCode: 'D0001' },
      422,
      'SCOPE_MISMATCH',
      'headOffice',
    ],
  ])('refuses %s with %s', async (username, body, status, code, field) => {
    const res = await asAdmin('POST', '/api/v1/admin/users', {
      username,
      name: '某人',
      accountType: 'Internal',
      headOffice: true,
      roleCodes: ['hq'],
      ...body,
    });
    expectError(res, status, code);
    expect(res.json().errors[0].field).toBe(field);
    const count = await dbRow(
      sql`select count(*)::int as n from users where lower(username) = lower(${username})`,
    );
    expect(count.n).toBe(username === 'ADMIN' ? 1 : 0);
  });

  it('validates the form fields', async () => {
    const res = await asAdmin('POST', '/api/v1/admin/users', {
      username: 'a b',
      name: '',
      accountType: 'Boss',
      roleCodes: [],
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'name', 'accountType', 'roleCodes', 'email']));
  });
});

describe('edit, reset, lock, unlock', () => {
  it('edits with the version; a scope change ends sessions, a name change does not', async () => {
    const { id, initialPassword } = await createUser(t, t.tokens.admin, {
      username: 'edit-me',
      headOffice: false,
      warehouseCodes: ['W01'],
      roleCodes: ['warehouse'],
    });
    const token = await activate(t, 'edit-me', initialPassword);
    const form = {
      name: '改名',
      accountType: 'Internal',
      headOffice: false,
      warehouseCodes: ['W01'],
      roleCodes: ['warehouse'],
    };

    const renamed = await asAdmin('PUT', `/api/v1/admin/users/${id}`, {
      ...form,
      version: 0,
      tokenVersion: 50,
      locked: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: '改名', version: 1, locked: false });
    expect((await t.call(token, 'GET', '/api/v1/me')).statusCode).toBe(200);

    const stale = await asAdmin('PUT', `/api/v1/admin/users/${id}`, {
      ...form,
      version: 0,
    });
    expectError(stale, 409, 'CONCURRENT_MODIFICATION');

    const moved = await asAdmin('PUT', `/api/v1/admin/users/${id}`, {
      ...form,
      warehouseCodes: ['W01', 'W02'],
      version: 1,
    });
    expect(moved.json().data.warehouseCodes).toEqual(['W01', 'W02']);
    expect((await t.call(token, 'GET', '/api/v1/me')).statusCode).toBe(401);

    const missing = await asAdmin('PUT', '/api/v1/admin/users/999999', {
      ...form,
      version: 0,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('resets the password: history kept, must change, sessions end', async () => {
    const { id, initialPassword } = await createUser(t, t.tokens.admin, { username: 'forgetful' });
    const token = await activate(t, 'forgetful', initialPassword);
    const version = Number((await dbRow(sql`select version from users where id = ${id}`)).version);
    const res = await asAdmin('POST', `/api/v1/admin/users/${id}/reset-password`, {
      version,
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.initialPassword as string;
    expect(fresh).not.toBe(initialPassword);
    expect((await t.call(token, 'GET', '/api/v1/me')).statusCode).toBe(401);
    expect((await signIn('forgetful', NEW_PASSWORD)).statusCode).toBe(400);
    expect((await signIn('forgetful', fresh)).json().account_status).toBe(601);
    const history = await dbRow(sql`select count(*)::int as n from password_history where user_id = ${id}`);
    expect(history.n).toBe(2);
    const stale = await asAdmin('POST', `/api/v1/admin/users/${id}/reset-password`, {
      version,
    });
    expectError(stale, 409, 'CONCURRENT_MODIFICATION');
  });

  it('locks (604, sessions end) and unlocks (failures cleared); never oneself', async () => {
    const { id, initialPassword } = await createUser(t, t.tokens.admin, { username: 'lockable' });
    const token = await activate(t, 'lockable', initialPassword);
    await signIn('lockable', 'Wrong#Pass1');
    const locked = await asAdmin('POST', `/api/v1/admin/users/${id}/lock`, { version: 0 });
    expect(locked.json().data).toMatchObject({ locked: true, version: 1 });
    expect((await t.call(token, 'GET', '/api/v1/me')).statusCode).toBe(401);
    const refused = await signIn('lockable', NEW_PASSWORD);
    expect(refused.json()).toMatchObject({ error: 'invalid_grant', account_status: 604 });
    await signIn('lockable', 'Wrong#Pass2');
    const before = await dbRow(sql`select failures from login_failures where username = 'lockable'`);
    expect(before.failures).toBe(1);

    const unlocked = await asAdmin('POST', `/api/v1/admin/users/${id}/unlock`, { version: 1 });
    expect(unlocked.json().data).toMatchObject({ locked: false, failedAttempts: 0, version: 2 });
    const failures = await dbRow(
      sql`select count(*)::int as n from login_failures where username = 'lockable'`,
    );
    expect(failures.n).toBe(0);
    expect((await signIn('lockable', NEW_PASSWORD)).json().account_status).toBe(0);

    const adminId = Number((await dbRow(sql`select id from users where username = 'admin'`)).id);
    const self = await asAdmin('POST', `/api/v1/admin/users/${adminId}/lock`, { version: 0 });
    expectError(self, 422, 'CANNOT_LOCK_SELF');
  });
});

describe('no privilege escalation', () => {
  it('a user administrator cannot grant or manage beyond their own permissions', async () => {
    const role = await asAdmin('POST', '/api/v1/admin/roles', {
      code: 'userAdmin',
      nameZh: '用户管理员',
      nameEn: 'User administrator',
      permissions: [
        'adminUser:view',
        'adminUser:search',
        'adminUser:add',
        'adminUser:edit',
        'adminRole:add',
        'notice:view',
      ],
    });
    expect(role.statusCode).toBe(200);
    const { initialPassword } = await createUser(t, t.tokens.admin, {
      username: 'ua',
      roleCodes: ['userAdmin'],
    });
    const ua = await activate(t, 'ua', initialPassword);

    const makeAdmin = await t.call(ua, 'POST', '/api/v1/admin/users', {
      username: 'evil',
      name: '坏人',
      accountType: 'Internal',
      headOffice: true,
      roleCodes: ['admin'],
    });
    expectError(makeAdmin, 403, 'ROLE_NOT_GRANTABLE');

    const adminId = Number((await dbRow(sql`select id from users where username = 'admin'`)).id);
    const takeOver = await t.call(ua, 'POST', `/api/v1/admin/users/${adminId}/reset-password`, {
      version: 0,
    });
    expectError(takeOver, 403, 'USER_NOT_MANAGEABLE');

    const bigRole = await t.call(ua, 'POST', '/api/v1/admin/roles', {
      code: 'big',
      nameZh: '大',
      nameEn: 'Big',
      permissions: ['notice:add'],
    });
    expectError(bigRole, 403, 'ROLE_NOT_GRANTABLE');

    const ok = await t.call(ua, 'POST', '/api/v1/admin/users', {
      username: 'reader',
      name: '读者',
      accountType: 'Internal',
      headOffice: true,
      roleCodes: ['userAdmin'],
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('export', () => {
  it('answers the filtered list as xlsx with a UTF-8 file name', async () => {
    const res = await asAdmin('GET', '/api/v1/admin/users/export?keyword=dealer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('用户列表.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('用户名');
    const usernames = sheet.getColumn(1).values.slice(2);
    expect(usernames).toEqual(['dealer', 'dealer2', 'dealer3', 'nev-dealer']);
    expect((await t.call(await t.login('hq'), 'GET', '/api/v1/admin/users/export')).statusCode).toBe(403);
  });
});
