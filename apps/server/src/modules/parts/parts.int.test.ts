import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['hq', 'wh', 'dealer']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const get = (user: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...t.auth(tokens[user]), ...headers } });
const codes = (res: Awaited<ReturnType<typeof get>>) =>
  res.json().data.items.map((i: { partCode: string }) => i.partCode);

describe('GET /api/v1/parts', () => {
  it('pages the whole catalogue in part-code order', async () => {
    const res = await get('hq', '/api/v1/parts?pageSize=5&page=2');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ page: 2, pageSize: 5 });
    expect(data.total).toBeGreaterThan(2500);
    expect(data.items).toHaveLength(5);
    expect([...codes(res)].sort()).toEqual(codes(res));
    expect(data.items[0]).toEqual(
      expect.objectContaining({
        partCode: expect.any(String),
        nameZh: expect.any(String),
        nameEn: expect.any(String),
        price: expect.stringMatching(/^\d+\.\d{2}$/),
      }),
    );
    expect(Object.keys(data.items[0].flags)).toHaveLength(17);
  });

  it('matches a code prefix typed in lower case, names, and pinyin initials', async () => {
    expect(codes(await get('hq', '/api/v1/parts?keyword=01001-a3g1'))).toContain(DEMO_PARTS.normal);
    expect(
      codes(await get('hq', `/api/v1/parts?keyword=${encodeURIComponent('机油滤清器')}&pageSize=100`)),
    ).toContain(DEMO_PARTS.normal);
    expect(codes(await get('hq', '/api/v1/parts?keyword=OIL%20FILTER&pageSize=100'))).toContain(
      DEMO_PARTS.normal,
    );
    expect(codes(await get('hq', '/api/v1/parts?keyword=jlq&pageSize=500'))).toContain(DEMO_PARTS.normal);
    const wild = await get('hq', '/api/v1/parts?keyword=%25');
    expect(wild.json().data.total).toBe(0);
  });

  it('finds by one or two characters and by an English fragment in any case: every part a scan finds', async () => {
    for (const keyword of ['机', '滤清', '油滤', 'oil f', 'OIL F', '(左)']) {
      const res = (await get('hq', `/api/v1/parts?keyword=${encodeURIComponent(keyword)}&pageSize=1`)).json();
      const scan = await t.database.db.execute(
        sql`select count(*)::int as n from parts where name_zh ilike ${`%${keyword}%`} or name_en ilike ${`%${keyword}%`}`,
      );
      expect(res.data.total, keyword).toBe((scan.rows[0] as { n: number }).n);
    }
    expect(
      (await get('hq', `/api/v1/parts?keyword=${encodeURIComponent('滤清')}`)).json().data.total,
    ).toBeGreaterThan(0);
  });

  it('finds by pinyin initials every part a scan finds: contained, or in order from the first initial', async () => {
    for (const letters of ['jlq', 'jy', 'lqq', 'zdp', 'j']) {
      const res = (await get('hq', `/api/v1/parts?keyword=${letters}&pageSize=1`)).json();
      const scan = await t.database.db.execute(
        sql`select count(*)::int as n from parts where name_zh ilike ${`%${letters}%`} or name_en ilike ${`%${letters}%`}
            or part_code like ${`${letters.toUpperCase()}%`} or pinyin_initials like ${`%${letters}%`}
            or pinyin_initials like ${`${letters.split('').join('%')}%`}`,
      );
      expect(res.data.total, letters).toBe((scan.rows[0] as { n: number }).n);
    }
  });

  it('filters by status, wording, flag and base number, and sorts by price', async () => {
    const orb = (await get('hq', '/api/v1/parts?status=ORB&pageSize=500')).json().data.items;
    expect(orb.length).toBeGreaterThan(0);
    expect(
      orb.every((p: { status: string; newPartCode: string }) => p.status === 'ORB' && p.newPartCode),
    ).toBe(true);
    const toBeAbolished = (await get('hq', '/api/v1/parts?wording=toBeAbolished&pageSize=500')).json().data
      .items;
    expect(new Set(toBeAbolished.map((p: { status: string }) => p.status))).toEqual(new Set(['OWO', 'OSRB']));
    const ev = (await get('hq', '/api/v1/parts?flag=newEnergy&pageSize=500')).json().data.items;
    expect(ev.every((p: { flags: { newEnergy: boolean } }) => p.flags.newEnergy)).toBe(true);
    const family = (await get('hq', '/api/v1/parts?baseNumber=01001&pageSize=500')).json().data.items;
    expect(family.every((p: { baseNumber: string }) => p.baseNumber === '01001')).toBe(true);
    const prices = (await get('hq', '/api/v1/parts?sort=-price&pageSize=20'))
      .json()
      .data.items.map((p: { price: string }) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('refuses a bad status and a page size over 500, and lets every signed-in user read', async () => {
    expect((await get('hq', '/api/v1/parts?status=XXX')).statusCode).toBe(400);
    expect((await get('hq', '/api/v1/parts?pageSize=501')).statusCode).toBe(400);
    expect((await get('dealer', '/api/v1/parts')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/parts' })).statusCode).toBe(401);
    expect((await get('wh', '/api/v1/parts')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/parts/{partCode}', () => {
  it('answers every master field with the supersession chain', async () => {
    const res = await get('hq', `/api/v1/parts/${DEMO_PARTS.chainStart}`);
    expect(res.statusCode).toBe(200);
    const part = res.json().data;
    expect(part.chain).toEqual([
      { partCode: DEMO_PARTS.chainStart, status: 'ORB' },
      { partCode: DEMO_PARTS.chainMiddle, status: 'ORB' },
      { partCode: DEMO_PARTS.chainEnd, status: 'CUR' },
    ]);
    for (const field of [
      'baseNumber',
      'priceRush',
      'priceRushLand',
      'priceSuggestedRetail',
      'mainStorageCode',
      'packageItems',
      'version',
    ]) {
      expect(part).toHaveProperty(field);
    }
    const end = (await get('hq', `/api/v1/parts/${DEMO_PARTS.chainEnd}`)).json().data;
    expect(end.predecessors).toEqual([{ partCode: DEMO_PARTS.chainMiddle, status: 'ORB' }]);
  });

  it('shows stock per warehouse the caller may see', async () => {
    const hq = (await get('hq', `/api/v1/parts/${DEMO_PARTS.normal}`)).json().data;
    expect(hq.stock).toHaveLength(8);
    expect(hq.stock[0]).toEqual({
      warehouseCode: 'W01',
      warehouseName: '北京配送中心',
      onHandQty: 100,
      allocatedQty: 0,
      availableQty: 100,
    });
    const wh = (await get('wh', `/api/v1/parts/${DEMO_PARTS.normal}`, { 'accept-language': 'en-US' })).json()
      .data;
    expect(wh.stock).toEqual([
      expect.objectContaining({ warehouseCode: 'W01', warehouseName: 'Beijing PDC' }),
    ]);
  });

  it('answers 404 for an unknown part', async () => {
    const res = await get('hq', '/api/v1/parts/NOPE-NOPE-00-A0');
    expectError(res, 404, 'NOT_FOUND');
  });
});
