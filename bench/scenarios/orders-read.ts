import { orderListQuery } from '@spm/contracts';
import { createOrderQueries } from '../../apps/server/src/modules/dealer-orders';
import { dataOf } from '../lib/api';
import { bareFloor } from '../lib/bare';
import type { CapturedRequest } from '../lib/db';
import { cannon, workers } from '../lib/load';
import { figure, type Scenario } from '../lib/scenario';
import type { Figure } from '../lib/stats';

const NAME = 'orders-read';
const BUSINESS_TZ = process.env.BUSINESS_TZ ?? 'Asia/Shanghai';

/**
 * Order status query of dealer D0001 (`GET /api/v1/dealer-orders`, first page of 20, default sort) and
 * one order's detail (`GET /api/v1/dealer-orders/{id}`, the D0001 order with the most lines), at the
 * run's connections. Baselines: the handler SQL captured from the server's own `createOrderQueries`
 * replayed through the driver, and a bare http server answering the same payload.
 */
export const ordersReadScenario: Scenario = {
  name: NAME,
  description: 'order list and order detail of dealer D0001',
  async prepare(db, ctx) {
    const [counts] = await db.query<{ n: number }>(
      `select count(*)::int as n from dealer_orders where dealer_code = 'D0001'`,
    );
    const [big] = await db.query<{ id: number; lines: number }>(
      `select o.id, count(l.*)::int as lines from dealer_orders o join dealer_order_lines l on l.order_id = o.id
       where o.dealer_code = 'D0001' and o.status <> 11 group by o.id order by lines desc, o.id desc limit 1`,
    );
    if (!big) throw new Error('orders-read: dealer D0001 has no order with lines');
    const queries = createOrderQueries(BUSINESS_TZ);
    const dealer = await db.principal('dealer');
    const captures: [string, string, CapturedRequest][] = [
      [
        'order list D0001',
        '/api/v1/dealer-orders?page=1&pageSize=20',
        await db.capture(async (d) => queries.list(d, dealer, orderListQuery.parse({}), 'zh-CN')),
      ],
      [
        `order detail #${big.id} (${big.lines} lines)`,
        `/api/v1/dealer-orders/${big.id}`,
        await db.capture(async (d) => queries.detail(d, dealer, big.id, 'zh-CN')),
      ],
    ];
    const baseline: Figure[] = [];
    for (const [name, , captured] of captures) {
      const load = await workers(ctx.shape, async () => {
        await db.replay(captured);
        return 'ok';
      });
      baseline.push(figure(NAME, name, 'sql', load, { statements: captured.flat().length }));
    }
    return {
      baseline,
      async run({ server, users, ctx: c }) {
        const out: Figure[] = [];
        for (const [name, path] of captures) {
          const first = await users.dealer.get(path);
          dataOf(first, name);
          const api = figure(
            NAME,
            name,
            'api',
            await cannon(`${server.baseUrl}${path}`, c.shape, { headers: users.dealer.headers }),
            { dealerOrders: counts?.n ?? 0 },
          );
          const sql = baseline.find((b) => b.name === name);
          if (sql)
            api.target = {
              text: `p50 ≤ 3 × SQL p50 (${(api.p50Ms / Math.max(sql.p50Ms, 0.01)).toFixed(1)}×)`,
              met: api.p50Ms <= 3 * sql.p50Ms,
            };
          out.push(api, figure(NAME, name, 'bare', await bareFloor(first.raw, c.shape)));
        }
        return out;
      },
    };
  },
};
