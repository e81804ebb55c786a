import { workers } from '../lib/load';
import { createAndSubmit, type Line, orderableLines, raiseCredit } from '../lib/orders';
import { figure, type Scenario } from '../lib/scenario';
import { recorder, round } from '../lib/stats';

const NAME = 'order-submit';

/**
 * Order create + submit with `ctx.orderLines` lines (issue: 50) as dealer D0001 on W01, in
 * `ctx.shape.connections` concurrent loops for `ctx.shape.durationS` seconds. Credit is raised in SQL
 * first. Reports the pair (create + submit) and the submit call alone (p50/p95/p99 ms), completed
 * pairs per second, and ok / clean refusals / errors. Targets: submit p95 ≤ 150 ms, ≥ 100 orders/s,
 * no errors.
 */
export const orderSubmitScenario: Scenario = {
  name: NAME,
  description: 'order create + submit with 50 lines',
  async prepare(db) {
    await raiseCredit(db);
    return {
      baseline: [],
      async run({ users, ctx }) {
        const lines: Line[] = await orderableLines(users.dealer, ctx.orderLines);
        const submit = recorder();
        const pair = await workers(ctx.shape, async () => {
          const r = await createAndSubmit(users.dealer, lines);
          if (r.submitMs !== null) submit.record(r.submitMs);
          return r.outcome;
        });
        const ordersPerS = round(pair.ok / (pair.requests / Math.max(pair.rps, 0.001)));
        const extra = { lines: lines.length, ok: pair.ok, refused: pair.refused, ordersPerS };
        const pairFig = figure(NAME, `create + submit ${lines.length} lines (pair)`, 'api', pair, extra);
        pairFig.target = {
          text: '≥ 100 orders/s, every pair ok or cleanly refused',
          met: ordersPerS >= 100 && pair.errors === 0,
        };
        const submitFig = figure(NAME, `submit ${lines.length} lines`, 'api', {
          ...pair,
          requests: submit.count(),
          ...submit.percentiles(),
        });
        submitFig.target = { text: 'p95 ≤ 150 ms', met: submitFig.p95Ms <= 150 };
        return [pairFig, submitFig];
      },
    };
  },
};
