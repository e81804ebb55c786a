import { createStockSearchCache, searchStock } from '../../apps/server/src/modules/stock';
import type { Db } from '../../apps/server/src/platform/db/client';
import { dataOf } from '../lib/api';
import { bareFloor } from '../lib/bare';
import type { CapturedRequest } from '../lib/db';
import { cannon, workers } from '../lib/load';
import { figure, type Scenario } from '../lib/scenario';
import type { Figure } from '../lib/stats';

const NAME = 'stock';
const PAGE_SIZE = 20;

interface Variant {
  label: string;
  keyword: string;
  captured: CapturedRequest;
}

/**
 * Stock query (`GET /api/v1/stock?keyword=`) as dealer D0001 by code prefix, by Chinese name fragment
 * and by pinyin initials, at the run's connections. Terms are sampled from the database. Baselines:
 * the handler's SQL (captured from the server's own `searchStock`) through the driver, and a bare
 * http server answering the same payload. Targets: API p95 ≤ 50 ms; API p50 ≤ 1.5 × SQL p50. The
 * SQL is the warm cache path the server takes for a repeated keyword (one statement).
 */
export const stockScenario: Scenario = {
  name: NAME,
  description: 'stock query by code prefix, name and pinyin initials',
  async prepare(db, ctx) {
    const [sample] = await db.query<{ part_code: string; name_zh: string; pinyin_initials: string | null }>(
      `select part_code, name_zh, pinyin_initials from parts
       where pinyin_initials is not null and length(pinyin_initials) >= 3 and char_length(name_zh) >= 3
       order by part_code offset (select count(*) / 2 from parts) limit 1`,
    );
    if (!sample) throw new Error('stock: no part with pinyin initials to sample');
    const terms: [string, string][] = [
      ['code prefix', sample.part_code.slice(0, 5)],
      ['name fragment', [...sample.name_zh].slice(0, 2).join('')],
      ['pinyin initials', sample.pinyin_initials?.slice(0, 3) ?? 'jlq'],
    ];
    const baseline: Figure[] = [];
    const variants: Variant[] = [];
    const dealer = await db.principal('dealer');
    // the server answers a repeated keyword from its keyword cache: the floor is that warm path
    const searchCache = createStockSearchCache();
    for (const [label, keyword] of terms) {
      const search = (d: Db) =>
        searchStock(d, dealer, { keyword, page: 1, pageSize: PAGE_SIZE }, 'zh-CN', searchCache);
      await db.capture(search);
      const captured = await db.capture(search);
      const handler = captured;
      variants.push({ label, keyword, captured: handler });
      const load = await workers(ctx.shape, async () => {
        await db.replay(handler);
        return 'ok';
      });
      baseline.push(
        figure(NAME, `stock ${label} '${keyword}'`, 'sql', load, { statements: handler.flat().length }),
      );
    }
    return {
      baseline,
      async run({ server, users, ctx: c }) {
        const out: Figure[] = [];
        for (const v of variants) {
          const path = `/api/v1/stock?keyword=${encodeURIComponent(v.keyword)}&page=1&pageSize=${PAGE_SIZE}`;
          const first = await users.dealer.get<{ total: number }>(path);
          const total = dataOf(first, `stock ${v.label}`).total;
          const api = figure(
            NAME,
            `stock ${v.label} '${v.keyword}'`,
            'api',
            await cannon(`${server.baseUrl}${path}`, c.shape, { headers: users.dealer.headers }),
            { matches: total },
          );
          const sql = baseline.find((b) => b.name === api.name);
          const p95Ok = api.p95Ms <= 50;
          const ratioOk = sql ? api.p50Ms <= 1.5 * sql.p50Ms : false;
          api.target = {
            text: `p95 ≤ 50 ms${sql ? `, p50 ≤ 1.5 × SQL p50 (${(api.p50Ms / Math.max(sql.p50Ms, 0.01)).toFixed(1)}×)` : ''}`,
            met: p95Ok && ratioOk,
          };
          out.push(api, figure(NAME, api.name, 'bare', await bareFloor(first.raw, c.shape)));
        }
        return out;
      },
    };
  },
};
