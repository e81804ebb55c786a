import { describe, expect, it } from 'vitest';
import { DEMO_WAREHOUSE_CODES } from '../../../test/builders';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp(['admin', 'dealer', 'dealer2', 'wh', 'supplier']);

const get = (user: string, url: string, headers: Record<string, string> = {}) =>
  t.call(t.tokens[user as keyof typeof t.tokens], 'GET', url, undefined, headers);

describe('organisation lookups', () => {
  it('lists active warehouses in order, names in the caller’s language', async () => {
    const zh = await get('dealer', '/api/v1/org/warehouses');
    expect(zh.statusCode).toBe(200);
    expect(zh.json().data.map((w: { code: string }) => w.code)).toEqual(DEMO_WAREHOUSE_CODES);
    expect(zh.json().data[0]).toEqual({
      code: 'W01',
      name: '北京配送中心',
      region: expect.any(String),
      slowFlowMain: true,
      pinyin: 'bjpszx',
    });
    const en = await get('dealer', '/api/v1/org/warehouses', { 'accept-language': 'en-US' });
    expect(en.json().data[0].name).toBe('Beijing PDC');
  });

  it('pages dealers and filters by keyword and type', async () => {
    const all = await get('admin', '/api/v1/org/dealers?pageSize=10&page=2');
    expect(all.json().data).toMatchObject({ total: 60, page: 2, pageSize: 10 });
    expect(all.json().data.items[0]).toMatchObject({
      code: 'D0011',
      dealerType: expect.any(String),
      region: expect.any(String),
    });
    const byCode = await get('admin', '/api/v1/org/dealers?keyword=D000');
    expect(byCode.json().data.total).toBe(9);
    const byName = await get('admin', '/api/v1/org/dealers?keyword=%E5%8C%97%E4%BA%AC');
    expect(byName.json().data.items.every((d: { name: string }) => d.name.includes('北京'))).toBe(true);
    expect(byName.json().data.total).toBeGreaterThan(0);
    const typed = await get('admin', '/api/v1/org/dealers?dealerType=InternalCustomer');
    expect(typed.json().data.items.map((d: { code: string }) => d.code)).toContain('D0060');
    const byPinyin = await get('admin', '/api/v1/org/dealers?keyword=BJJC');
    expect(byPinyin.json().data.total).toBeGreaterThan(0);
    expect(byPinyin.json().data.items.every((d: { name: string }) => d.name.startsWith('北京'))).toBe(true);
    const wildcard = await get('admin', '/api/v1/org/dealers?keyword=%25');
    expect(wildcard.json().data.total).toBe(0);
  });

  it('shows a dealer only its own dealer and a supplier only its own supplier', async () => {
    const own = await get('dealer', '/api/v1/org/dealers');
    expect(own.json().data.items.map((d: { code: string }) => d.code)).toEqual(['D0001']);
    expect(own.json().data.total).toBe(1);
    // the warehouses order entry offers it: its default (W03) first, then its ordering warehouses
    expect(own.json().data.items[0].orderingWarehouseCodes).toEqual(['W03', 'W01', 'W02']);
    const other = await get('dealer2', '/api/v1/org/dealers?keyword=D0001');
    expect(other.json().data.total).toBe(0);
    expect((await get('wh', '/api/v1/org/dealers')).json().data.total).toBe(60);
    expect((await get('supplier', '/api/v1/org/dealers')).json().data.total).toBe(0);

    expect(
      (await get('supplier', '/api/v1/org/suppliers')).json().data.map((s: { code: string }) => s.code),
    ).toEqual(['S001']);
    expect((await get('admin', '/api/v1/org/suppliers')).json().data).toHaveLength(4);
    expect((await get('dealer', '/api/v1/org/suppliers')).json().data).toEqual([]);
  });

  it('needs a sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/org/warehouses' });
    expect(res.statusCode).toBe(401);
  });
});
