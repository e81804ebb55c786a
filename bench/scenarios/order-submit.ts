import { type ApiClient, signIn } from '../lib/api';
import type { BenchDb } from '../lib/db';
import { workers } from '../lib/load';
import {
  BENCH_CREDIT,
  createAndSubmit,
  type Line,
  ORDER_WAREHOUSE,
  orderableLines,
  raiseCredit,
} from '../lib/orders';
import { figure, type Scenario } from '../lib/scenario';
import { type Figure, recorder, round } from '../lib/stats';

const NAME = 'order-submit';

/** Dealers of the many-dealers load: one signed-in user each (issue: 20 connections of 20 dealers). */
const MANY_DEALERS = 20;

/** Username of the benchmark user of dealer `code`. */
const benchUser = (code: string) => `bench-dealer-${code.toLowerCase()}`;

/**
 * Prepares `count` active dealers besides D0001 for the many-dealers load, directly in SQL (dealers of
 * the types that order as D0001 does: internal customers need an approval no): credit
 * BENCH_CREDIT (limit and balance), ORDER_WAREHOUSE among their ordering warehouses, and a user
 * `bench-dealer-<code>` with the demo dealer's password, roles and warehouses. Answers the usernames.
 */
async function prepareDealers(db: BenchDb, count: number): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `select code from dealers where active and code <> 'D0001'
       and dealer_type in ('Group', 'JointVentureA', 'JointVentureB') order by code limit $1`,
    [count],
  );
  for (const { code } of rows) {
    await db.query(
      `insert into credit_accounts (dealer_code, credit_limit, available_balance) values ($1, $2, $2)
       on conflict (dealer_code) do update set credit_limit = $2, available_balance = $2, updated_at = now()`,
      [code, BENCH_CREDIT],
    );
    await db.query(
      `insert into dealer_ordering_warehouses (dealer_code, warehouse_code) values ($1, $2) on conflict do nothing`,
      [code, ORDER_WAREHOUSE],
    );
    await db.query(
      `insert into users (username, name, account_type, dealer_code, password_hash, must_change_password)
       select $1, $1, account_type, $2, password_hash, false from users where username = 'dealer'
       on conflict do nothing`,
      [benchUser(code), code],
    );
    await db.query(
      `insert into user_roles (user_id, role_code)
       select u.id, ur.role_code from users u, users d join user_roles ur on ur.user_id = d.id
       where lower(u.username) = lower($1) and d.username = 'dealer' on conflict do nothing`,
      [benchUser(code)],
    );
    await db.query(
      `insert into user_warehouses (user_id, warehouse_code)
       select u.id, uw.warehouse_code from users u, users d join user_warehouses uw on uw.user_id = d.id
       where lower(u.username) = lower($1) and d.username = 'dealer' on conflict do nothing`,
      [benchUser(code)],
    );
  }
  return rows.map((r) => benchUser(r.code));
}

/** The pair and submit figures of one load (`label` names the dealers). */
function figuresOf(
  label: string,
  lineCount: number,
  pair: Awaited<ReturnType<typeof workers>>,
  submit: ReturnType<typeof recorder>,
  ordersTarget: number,
  submitP95Target: number | null,
): Figure[] {
  const ordersPerS = round(pair.ok / (pair.requests / Math.max(pair.rps, 0.001)));
  const extra = { lines: lineCount, ok: pair.ok, refused: pair.refused, ordersPerS };
  const pairFig = figure(NAME, `create + submit ${lineCount} lines (pair${label})`, 'api', pair, extra);
  pairFig.target = {
    text: `≥ ${ordersTarget} orders/s, every pair ok or cleanly refused`,
    met: ordersPerS >= ordersTarget && pair.errors === 0,
  };
  const submitFig = figure(NAME, `submit ${lineCount} lines${label}`, 'api', {
    ...pair,
    requests: submit.count(),
    ...submit.percentiles(),
  });
  if (submitP95Target !== null)
    submitFig.target = { text: `p95 ≤ ${submitP95Target} ms`, met: submitFig.p95Ms <= submitP95Target };
  return [pairFig, submitFig];
}

/**
 * Order create + submit with `ctx.orderLines` lines (issue: 50) on W01, in `ctx.shape.connections`
 * concurrent loops for `ctx.shape.durationS` seconds, twice: all as dealer D0001 (parallel submits
 * queue on one credit row and one number series), then spread over MANY_DEALERS dealers (each loop
 * uses a dealer no other loop uses at that moment). Credit is raised in SQL first. Reports the pair
 * (create + submit) and the submit call alone (p50/p95/p99 ms), completed pairs per second, and ok /
 * clean refusals / errors. Targets: one dealer ≥ 100 orders/s with submit p95 ≤ 150 ms; many dealers
 * ≥ 150 orders/s; no errors.
 */
export const orderSubmitScenario: Scenario = {
  name: NAME,
  description: 'order create + submit with 50 lines, one dealer and 20 dealers',
  async prepare(db) {
    await raiseCredit(db);
    const usernames = await prepareDealers(db, MANY_DEALERS);
    return {
      baseline: [],
      async run({ server, users, ctx }) {
        const lines: Line[] = await orderableLines(users.dealer, ctx.orderLines);
        const submit = recorder();
        const pair = await workers(ctx.shape, async () => {
          const r = await createAndSubmit(users.dealer, lines);
          if (r.submitMs !== null) submit.record(r.submitMs);
          return r.outcome;
        });
        const figures = figuresOf('', lines.length, pair, submit, 100, 150);

        const dealers: { client: ApiClient; lines: Line[] }[] = [];
        for (const username of usernames) {
          const client = await signIn(server.baseUrl, username);
          // a dealer the parts' sales rules refuse too many lines is left out (the figure names how many ran)
          const found = await orderableLines(client, ctx.orderLines).catch(() => null);
          if (found && found.length === ctx.orderLines) dealers.push({ client, lines: found });
        }
        const free = [...dealers];
        const manySubmit = recorder();
        const many = await workers(ctx.shape, async () => {
          const dealer = free.shift();
          if (!dealer) return 'error';
          try {
            const r = await createAndSubmit(dealer.client, dealer.lines);
            if (r.submitMs !== null) manySubmit.record(r.submitMs);
            return r.outcome;
          } finally {
            free.push(dealer);
          }
        });
        const label = `, ${dealers.length} dealers`;
        figures.push(...figuresOf(label, ctx.orderLines, many, manySubmit, 150, null));
        return figures;
      },
    };
  },
};
