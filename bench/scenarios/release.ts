import type { ApiClient } from '../lib/api';
import { dataOf } from '../lib/api';
import { workers } from '../lib/load';
import { createAndSubmit, orderableLines, raiseCredit } from '../lib/orders';
import { figure, type Scenario } from '../lib/scenario';
import { recorder, round } from '../lib/stats';

const NAME = 'release';
/** Most ids one release call takes (contracts `dealerOrderIdsInput`). */
const BATCH = 500;

interface QueueRow {
  id: number;
  status: number;
}

interface ReleaseAnswer {
  id: number;
  ok: boolean;
  code?: string;
  status: number | null;
  allocatedLines: number;
  backorderedLines: number;
}

/** Ids of W01's release queue with status 3 (may be released), in the queue's order. */
async function releasable(wh: ApiClient): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await wh.get<{ items: QueueRow[] }>(
      `/api/v1/warehouse/orders?stage=release&pageSize=500&page=${page}`,
    );
    const items = dataOf(res, 'release queue').items;
    for (const o of items) if (o.status === 3) ids.push(o.id);
    if (items.length < 500) return ids;
  }
}

/**
 * Batch release of `ctx.releaseOrders` (issue: 1,000) submitted orders of warehouse W01 as user `wh`,
 * through `POST /api/v1/warehouse/releases` in calls of 500 ids as the warehouse screen sends them.
 * Missing orders are first created and submitted by dealer D0001 (10 lines each). Afterwards checks
 * that every order left status 3. Target: ≤ 10 s for the whole batch.
 */
export const releaseScenario: Scenario = {
  name: NAME,
  description: 'batch release of 1,000 orders',
  async prepare(db) {
    await raiseCredit(db);
    return {
      baseline: [],
      async run({ users, ctx }) {
        let ids = await releasable(users.wh);
        const missing = ctx.releaseOrders - ids.length;
        let prepared = 0;
        if (missing > 0) {
          const lines = await orderableLines(users.dealer, 10);
          const made = await workers(
            { connections: ctx.shape.connections, durationS: 3600 },
            async () => (await createAndSubmit(users.dealer, lines)).outcome,
            missing,
          );
          prepared = made.ok;
          ids = await releasable(users.wh);
        }
        ids = ids.slice(0, ctx.releaseOrders);
        const calls = recorder();
        const answers: ReleaseAnswer[] = [];
        let errors = 0;
        const start = performance.now();
        for (let i = 0; i < ids.length; i += BATCH) {
          const t = performance.now();
          const res = await users.wh.post<ReleaseAnswer[]>('/api/v1/warehouse/releases', {
            dealerOrderIds: ids.slice(i, i + BATCH),
          });
          calls.record(performance.now() - t);
          if (res.httpStatus !== 200 || res.body?.status !== 200) errors++;
          else answers.push(...res.body.data);
        }
        const seconds = (performance.now() - start) / 1000;
        const still = new Set(await releasable(users.wh));
        const moved = ids.filter((id) => !still.has(id)).length;
        const fig = figure(
          NAME,
          `release ${ids.length} orders (${Math.ceil(ids.length / BATCH)} calls)`,
          'job',
          {
            connections: 1,
            requests: calls.count(),
            ...calls.percentiles(),
            rps: round(ids.length / Math.max(seconds, 0.001)),
            errors,
            non2xx: errors,
          },
          {
            seconds: round(seconds),
            orders: ids.length,
            preparedOrders: prepared,
            released: answers.filter((a) => a.ok && a.status === 4).length,
            backordered: answers.filter((a) => a.ok && a.status === 2).length,
            refused: answers.filter((a) => !a.ok).length,
            movedFromStatus3: moved,
          },
        );
        fig.target = {
          text: `≤ 10 s for ${ctx.releaseOrders} orders, all moved`,
          met: seconds <= 10 && ids.length === ctx.releaseOrders && moved === ids.length,
        };
        return [fig];
      },
    };
  },
};
