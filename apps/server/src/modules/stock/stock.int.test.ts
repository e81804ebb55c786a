import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO_WAREHOUSE_CODES } from '../../../test/builders';
import { useTestApp } from '../../../test/helpers';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';

const t = useTestApp(['dealer', 'nev-dealer', 'hq', 'wh', 'supplier']);

const get = (user: string, url: string) => t.call(t.tokens[user as keyof typeof t.tokens], 'GET', url);

describe('GET /api/v1/stock', () => {
  it('gives a dealer availability per warehouse without on-hand and allocated', async () => {
    const res = await get('dealer', `/api/v1/stock?keyword=${DEMO_PARTS.normal}`);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(8);
    expect(items.map((i: { warehouseCode: string }) => i.warehouseCode)).toEqual(DEMO_WAREHOUSE_CODES);
    expect(items[0]).toMatchObject({
      partCode: DEMO_PARTS.normal,
      warehouseName: '北京配送中心',
      onHandQty: null,
      allocatedQty: null,
      availableQty: 100,
      orderable: true,
      notOrderableReason: null,
      backorderAllowed: true,
      minPackageQty: 1,
      unitSalesQty: 1,
    });
    expect(items[0].price).toMatch(/^\d+\.\d{2}$/);
  });

  it('gives head office on-hand and allocated, and warehouse staff only their warehouses', async () => {
    const hq = (await get('hq', `/api/v1/stock?keyword=${DEMO_PARTS.normal}&warehouseCode=W01`)).json().data;
    expect(hq.items).toHaveLength(1);
    expect(hq.items[0]).toMatchObject({ onHandQty: 100, allocatedQty: 0, availableQty: 100 });
    const wh = (await get('wh', `/api/v1/stock?keyword=${DEMO_PARTS.normal}`)).json().data;
    expect(wh.items.map((i: { warehouseCode: string }) => i.warehouseCode)).toEqual(['W01']);
    const other = (await get('wh', `/api/v1/stock?keyword=${DEMO_PARTS.normal}&warehouseCode=W02`)).json()
      .data;
    expect(other).toMatchObject({ items: [], total: 0 });
  });

  it('pages a keyword search consistently in every sort order', async () => {
    const keyword = encodeURIComponent('机油');
    for (const sort of ['partCode', '-partCode', 'warehouseCode', '-availableQty']) {
      const url = `/api/v1/stock?keyword=${keyword}&sort=${sort}`;
      const whole = (await get('hq', `${url}&pageSize=20`)).json().data;
      const first = (await get('hq', `${url}&pageSize=10&page=1`)).json().data;
      const second = (await get('hq', `${url}&pageSize=10&page=2`)).json().data;
      const key = (i: { partCode: string; warehouseCode: string }) => `${i.partCode}@${i.warehouseCode}`;
      expect(whole.items.length, sort).toBe(20);
      expect([...first.items, ...second.items].map(key), sort).toEqual(whole.items.map(key));
      expect(first.total).toBe(whole.total);
    }
  });

  it('finds parts by pinyin initials (subsequence and contained) and by English name', async () => {
    for (const keyword of ['jlq', 'JYLQQ', 'lqq', 'oil filter']) {
      const res = (
        await get('hq', `/api/v1/stock?keyword=${encodeURIComponent(keyword)}&warehouseCode=W01&pageSize=500`)
      ).json().data;
      expect(
        res.items.map((i: { partCode: string }) => i.partCode),
        keyword,
      ).toContain(DEMO_PARTS.normal);
    }
    const none = (await get('hq', '/api/v1/stock?keyword=zzzqqq')).json().data;
    expect(none.total).toBe(0);
  });

  it('marks what the dealer may not order, with the reason code', async () => {
    const reason = async (user: string, partCode: string) =>
      (await get(user, `/api/v1/stock?keyword=${partCode}&warehouseCode=W01`)).json().data.items[0];
    expect(await reason('dealer', DEMO_PARTS.replaced)).toMatchObject({
      orderable: false,
      notOrderableReason: 'PART_REPLACED',
      newPartCode: DEMO_PARTS.replacedSuccessor,
    });
    expect((await reason('dealer', DEMO_PARTS.abolished)).notOrderableReason).toBe('PART_ABOLISHED');
    expect((await reason('dealer', DEMO_PARTS.limitedSale)).notOrderableReason).toBe('PART_LIMITED_SALE');
    expect((await reason('dealer', DEMO_PARTS.dedicatedTool)).notOrderableReason).toBe('PART_DEDICATED_TOOL');
    expect((await reason('dealer', DEMO_PARTS.newEnergy)).notOrderableReason).toBe(
      'NEW_ENERGY_PART_NOT_AUTHORISED',
    );
    expect((await reason('nev-dealer', DEMO_PARTS.newEnergy)).orderable).toBe(true);
    expect(await reason('dealer', DEMO_PARTS.obsoleteWhenOut)).toMatchObject({
      orderable: true,
      backorderAllowed: false,
    });
  });

  it('filters available rows only and sorts by available qty', async () => {
    const zero = (await get('hq', `/api/v1/stock?keyword=${DEMO_PARTS.zeroStock}&availableOnly=true`)).json()
      .data;
    expect(zero.total).toBe(0);
    const low = (await get('hq', `/api/v1/stock?keyword=${DEMO_PARTS.lowStock}&availableOnly=true`)).json()
      .data;
    expect(low.items).toEqual([expect.objectContaining({ warehouseCode: 'W01', availableQty: 5 })]);
    const sorted = (await get('hq', '/api/v1/stock?keyword=jylqq&sort=-availableQty&pageSize=50')).json().data
      .items;
    const qty = sorted.map((i: { availableQty: number }) => i.availableQty);
    expect(qty).toEqual([...qty].sort((a, b) => b - a));
  });

  it('is refused to users without the stock search permission', async () => {
    expect((await get('supplier', '/api/v1/stock')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/stock/{partCode}/locations', () => {
  it('lists storage locations of the caller’s warehouses', async () => {
    const res = await get('wh', `/api/v1/stock/${DEMO_PARTS.normal.toLowerCase()}/locations`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        warehouseCode: 'W01',
        storageType: 'main',
        onHandQty: 60,
        allocatedQty: 0,
        availableQty: 60,
      }),
      expect.objectContaining({
        warehouseCode: 'W01',
        storageCode: 'Y-01-01-01',
        storageType: 'sub',
        onHandQty: 40,
      }),
    ]);
    expect((await get('hq', `/api/v1/stock/${DEMO_PARTS.normal}/locations`)).json().data).toHaveLength(9);
  });

  it('shows a dealer no locations and answers 404 for an unknown part', async () => {
    expect((await get('dealer', `/api/v1/stock/${DEMO_PARTS.normal}/locations`)).json().data).toEqual([]);
    expect((await get('wh', '/api/v1/stock/NOPE-NOPE-00-A0/locations')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/stock/export', () => {
  it('exports the search with its filters: on-hand for head office, availability only for a dealer', async () => {
    const rows = async (user: string) => {
      const res = await get(user, `/api/v1/stock/export?keyword=${DEMO_PARTS.normal}&warehouseCode=W01`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      return [2, 3].slice(0, sheet.rowCount - 1).map((n) => sheet.getRow(n).values as unknown[]);
    };
    const hq = await rows('hq');
    expect(hq).toHaveLength(1);
    expect(hq[0].slice(1, 2)).toEqual([DEMO_PARTS.normal]);
    expect(hq[0][6]).toBe(100);
    const dealer = await rows('dealer');
    expect(dealer).toHaveLength(1);
    expect(dealer[0][6]).toBeUndefined();
    expect(dealer[0][8]).toBeGreaterThan(0);
    expect((await get('supplier', '/api/v1/stock/export')).statusCode).toBe(403);
  });
});
