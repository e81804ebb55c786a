import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { expectRefused } from '../../../test/refusals';

const t = useTestApp(['hq']);

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = t.tokens.hq,
) => t.app.inject({ method, url, payload: payload as never, headers: t.auth(token) });

describe('base numbers', () => {
  it('lists with part counts and finds by prefix or name', async () => {
    const res = await send('GET', '/api/v1/base-numbers?keyword=01001');
    expect(res.json().data.items[0]).toMatchObject({
      baseNumber: '01001',
      nameZh: '机油滤清器',
      nameEn: 'Oil filter',
    });
    const family = await send('GET', '/api/v1/parts?baseNumber=01001&pageSize=1');
    expect(res.json().data.items[0].partCount).toBe(family.json().data.total);
    expect(res.json().data.items[0].partCount).toBeLessThan(100);
    const byName = await send('GET', `/api/v1/base-numbers?keyword=${encodeURIComponent('火花塞')}`);
    expect(byName.json().data.items.map((b: { baseNumber: string }) => b.baseNumber)).toEqual(['01004']);
  });

  it('adds, edits and deletes a base number', async () => {
    const created = await send('POST', '/api/v1/base-numbers', {
      baseNumber: 'bn900',
      nameZh: '测试基本号',
      nameEn: 'Test base number',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ baseNumber: 'BN900', partCount: 0, version: 0 });
    const edited = await send('PUT', '/api/v1/base-numbers/BN900', {
      nameZh: '测试基本号2',
      nameEn: 'Test 2',
      remark: '备注',
      version: 0,
    });
    expect(edited.json().data).toMatchObject({ nameZh: '测试基本号2', remark: '备注', version: 1 });
    await expectRefused(
      t,
      t.tokens.hq,
      { method: 'PUT', url: '/api/v1/base-numbers/BN900', payload: { nameZh: 'x', nameEn: 'x', version: 0 } },
      409,
      'CONCURRENT_MODIFICATION',
    );
    await expectRefused(
      t,
      t.tokens.hq,
      { method: 'DELETE', url: '/api/v1/base-numbers/BN900?version=0' },
      409,
      'CONCURRENT_MODIFICATION',
    );
    expect((await send('DELETE', '/api/v1/base-numbers/BN900?version=1')).statusCode).toBe(200);
    expect((await send('GET', '/api/v1/base-numbers/BN900')).statusCode).toBe(404);
  });

  it.each([
    ['malformed', 'BN-1', 422, 'BASE_NUMBER_FORMAT_INVALID'],
    ['taken', '01001', 409, 'BASE_NUMBER_ALREADY_EXISTS'],
  ])('refuses a %s base number', async (_kind, baseNumber, status, code) => {
    await expectRefused(
      t,
      t.tokens.hq,
      { method: 'POST', url: '/api/v1/base-numbers', payload: { baseNumber, nameZh: 'x', nameEn: 'x' } },
      status,
      code,
      'baseNumber',
    );
  });

  it('refuses deleting a base number parts still use', async () => {
    const body = await expectRefused(
      t,
      t.tokens.hq,
      { method: 'DELETE', url: '/api/v1/base-numbers/01001?version=0' },
      409,
      'BASE_NUMBER_IN_USE',
    );
    expect(body.message).toMatch(/\d+/);
  });

  it('is out of reach for dealers and answers 404 for an unknown base number', async () => {
    const dealer = await t.login('dealer');
    expect((await send('GET', '/api/v1/base-numbers', undefined, dealer)).statusCode).toBe(403);
    await expectRefused(
      t,
      t.tokens.hq,
      { method: 'PUT', url: '/api/v1/base-numbers/NOPE9', payload: { nameZh: 'x', nameEn: 'x', version: 0 } },
      404,
      'NOT_FOUND',
    );
  });
});
