import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import type { Principal } from '../../platform/access/principal';
import { loadUserRecord, toPrincipal } from '../../platform/auth/principal-loader';
import { createPartKeywordCache, type PartKeywordCache } from '../parts';
import { parts } from '../parts/parts.tables';
import { createStockSearchCache } from './stock.keyword-search';
import { type StockSearch, searchStock } from './stock.query';

/**
 * The keyword-cached stock search answers exactly what the plain search answers (rows, order, total,
 * figures), and a catalogue change made anywhere — another server or a tool writing the table — is
 * seen by the very next search.
 */

const t = useTestApp(['dealer', 'hq', 'wh']);

async function principalOf(username: string, warehouseCode?: string): Promise<Principal> {
  const user = await loadUserRecord(t.ctx.db, { username });
  if (!user) throw new Error(`no user ${username}`);
  return toPrincipal(user, { sid: 'test', exp: 4_102_444_800, wh: warehouseCode });
}

describe('stock search through the keyword cache', () => {
  it('answers the same page, order and total as the plain search in every paged sort', async () => {
    const inner = createPartKeywordCache();
    let kept = 0;
    const keywords: PartKeywordCache = {
      codes: (db, keyword, version) => inner.codes(db, keyword, version),
      peek(keyword) {
        const entry = inner.peek(keyword);
        if (entry?.codes) kept++;
        return entry;
      },
    };
    const cache = createStockSearchCache(keywords);
    const principals = await Promise.all([
      principalOf('dealer'),
      principalOf('hq'),
      principalOf('wh', 'W01'),
    ]);
    const searches: StockSearch[] = [];
    for (const keyword of ['机油', 'jlq', 'oil filter', '0415', 'zzzqqq'])
      for (const sort of ['partCode', '-partCode', 'warehouseCode', '-warehouseCode'])
        for (const [page, pageSize] of [
          [1, 20],
          [2, 7],
          [40, 20],
        ])
          searches.push({ keyword, sort, page, pageSize });
    searches.push({ keyword: '机油', warehouseCode: 'W02', page: 1, pageSize: 50 });
    let compared = 0;
    for (const principal of principals)
      for (const q of searches) {
        const plain = await searchStock(t.ctx.db, principal, q, 'zh-CN');
        const cached = await searchStock(t.ctx.db, principal, q, 'zh-CN', cache);
        expect(cached, `${principal.username} ${JSON.stringify(q)}`).toEqual(plain);
        if (plain.items.length > 0) compared++;
      }
    // the comparison is only worth something if it compared rows, most of them from kept codes
    expect(compared).toBeGreaterThan(60);
    expect(kept).toBeGreaterThan(principals.length * searches.length * 0.9);
  });

  it('sees a part renamed, added or removed by a direct write on the very next search', async () => {
    const cache = createStockSearchCache();
    const hq = await principalOf('hq');
    const q: StockSearch = { keyword: '缓存测试件', page: 1, pageSize: 50 };
    const codes = async () =>
      (await searchStock(t.ctx.db, hq, q, 'zh-CN', cache)).items.map((i) => i.partCode);
    expect(await codes()).toEqual([]);

    const [some] = await t.ctx.db.select({ partCode: parts.partCode }).from(parts).limit(1);
    // a write outside the application (as another server would make it) moves the catalogue version
    await t.ctx.db.execute(sql`update parts set name_zh = '缓存测试件' where part_code = ${some.partCode}`);
    expect(new Set(await codes())).toEqual(new Set([some.partCode]));

    await t.ctx.db
      .insert(parts)
      .values({ partCode: 'KWCACHE-0001', nameZh: '缓存测试件二', nameEn: 'cache test' });
    expect(new Set(await codes())).toEqual(new Set([some.partCode, 'KWCACHE-0001']));

    // a warehouse taken out of service leaves the next search's rows and total
    const withW02 = await searchStock(t.ctx.db, hq, { ...q, warehouseCode: 'W02' }, 'zh-CN', cache);
    expect(withW02.total).toBe(2);
    await t.ctx.db.execute(sql`update warehouses set active = false where code = 'W02'`);
    const without = await searchStock(t.ctx.db, hq, { ...q, warehouseCode: 'W02' }, 'zh-CN', cache);
    expect(without).toMatchObject({ items: [], total: 0 });
    await t.ctx.db.execute(sql`update warehouses set active = true where code = 'W02'`);

    await t.ctx.db.delete(parts).where(eq(parts.partCode, 'KWCACHE-0001'));
    await t.ctx.db.update(parts).set({ nameZh: '别的名称' }).where(eq(parts.partCode, some.partCode));
    expect(await codes()).toEqual([]);
  });

  it('leaves a price change to the live part rows without reading the catalogue again', async () => {
    const cache = createStockSearchCache();
    const hq = await principalOf('hq');
    const q: StockSearch = { keyword: '机油', page: 1, pageSize: 5, warehouseCode: 'W01' };
    const first = await searchStock(t.ctx.db, hq, q, 'zh-CN', cache);
    const partCode = first.items[0].partCode;
    const version = async () =>
      (await t.ctx.db.execute(sql`select version from catalogue_version where id = 1`)).rows[0];
    const before = await version();
    await t.ctx.db.update(parts).set({ priceOrdinary: '123.45' }).where(eq(parts.partCode, partCode));
    expect(await version()).toEqual(before);
    const again = await searchStock(t.ctx.db, hq, q, 'zh-CN', cache);
    expect(again.items[0]).toMatchObject({ partCode, price: '123.45' });
  });

  it('declines a keyword matching more parts than it keeps, and the search still answers', async () => {
    const hq = await principalOf('hq');
    const q: StockSearch = { keyword: '0', page: 1, pageSize: 20 };
    const plain = await searchStock(t.ctx.db, hq, q, 'zh-CN');
    expect(plain.total).toBeGreaterThan(20);
    const small = createStockSearchCache(createPartKeywordCache({ maxCodesPerKeyword: 3 }));
    expect(await searchStock(t.ctx.db, hq, q, 'zh-CN', small)).toEqual(plain);
  });
});
