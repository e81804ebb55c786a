import { statisticsQuery } from '@spm/contracts';
import { statisticsOf } from '../../apps/server/src/modules/sales-statistics';
import { dataOf } from '../lib/api';
import type { CapturedRequest } from '../lib/db';
import { cannon, type LoadShape, workers } from '../lib/load';
import { figure, type Scenario } from '../lib/scenario';
import type { Figure } from '../lib/stats';

const NAME = 'sales-statistics';
const BUSINESS_TZ = process.env.BUSINESS_TZ ?? 'Asia/Shanghai';

interface Case {
  name: string;
  user: 'dealer' | 'hq';
  path: string;
  targetMs: number;
  captured: CapturedRequest;
}

/**
 * Sales statistics of a whole year (`GET /api/v1/sales-statistics?year=…`, months 1–12, every order
 * type): dealer D0001 its own figures, head office (`hq`) all dealers. The year is the one of the
 * newest ship bill in the data. Issue 15 targets, at p95 on PostgreSQL: dealer ≤ 300 ms, all dealers
 * ≤ 1 s. A statistics screen is opened by one person at a time, so the target figure is measured at
 * one connection; the run's connections (default 20) are measured beside it to show the queueing.
 * Baseline: the handler's SQL captured from the server's own `statisticsOf` and replayed directly.
 */
export const salesStatisticsScenario: Scenario = {
  name: NAME,
  description: 'sales statistics of a year: dealer D0001 and all dealers',
  async prepare(db, ctx) {
    const [newest] = await db.query<{ year: number | null }>(
      `select extract(year from max(ship_date))::int as year from ship_bills`,
    );
    const year = newest?.year;
    if (!year) throw new Error('sales-statistics: the data has no ship bill');
    const query = statisticsQuery.parse({ year });
    const path = `/api/v1/sales-statistics?year=${year}`;
    const dealer = await db.principal('dealer');
    const hq = await db.principal('hq');
    const cases: Case[] = [
      {
        name: `year ${year}, dealer D0001`,
        user: 'dealer',
        path,
        targetMs: 300,
        captured: await db.capture((d) => statisticsOf(d, dealer, query, BUSINESS_TZ)),
      },
      {
        name: `year ${year}, all dealers`,
        user: 'hq',
        path,
        targetMs: 1000,
        captured: await db.capture((d) => statisticsOf(d, hq, query, BUSINESS_TZ)),
      },
    ];
    const single: LoadShape = { connections: 1, durationS: ctx.shape.durationS };
    const baseline: Figure[] = [];
    for (const c of cases) {
      const load = await workers(single, async () => {
        await db.replay(c.captured);
        return 'ok';
      });
      baseline.push(figure(NAME, c.name, 'sql', load, { statements: c.captured.flat().length }));
    }
    return {
      baseline,
      async run({ server, users, ctx: run }) {
        const out: Figure[] = [];
        for (const c of cases) {
          const client = users[c.user];
          const first = await client.get(c.path);
          dataOf(first, c.name);
          const api = figure(
            NAME,
            c.name,
            'api',
            await cannon(`${server.baseUrl}${c.path}`, single, { headers: client.headers }),
          );
          api.target = { text: `p95 ≤ ${c.targetMs} ms at 1 connection`, met: api.p95Ms <= c.targetMs };
          const wide = figure(
            NAME,
            `${c.name}, ${run.shape.connections} connections`,
            'api',
            await cannon(`${server.baseUrl}${c.path}`, run.shape, { headers: client.headers }),
          );
          out.push(api, wide);
        }
        return out;
      },
    };
  },
};
