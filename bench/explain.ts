/**
 * Prints `EXPLAIN (ANALYZE, BUFFERS)` for the hot queries of the benchmarks, captured from the
 * server's own query functions with the same inputs the scenarios use: the stock search (code prefix,
 * Chinese name fragment, pinyin initials; dealer D0001), the order list and the largest order's detail
 * of D0001. PostgreSQL only (server stopped or running, it does not matter).
 *
 * Usage: `npx tsx bench/explain.ts --database-url postgres://…/spm_scale`
 */
import { parseArgs } from 'node:util';
import { orderListQuery } from '@spm/contracts';
import { createOrderQueries } from '../apps/server/src/modules/dealer-orders';
import { searchStock } from '../apps/server/src/modules/stock';
import { type CapturedRequest, openBenchDb } from './lib/db';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
if (!values['database-url']) throw new Error('--database-url is required');
const db = await openBenchDb({ db: 'pg', databaseUrl: values['database-url'], dataDir: '' }, 2);

/** Runs EXPLAIN ANALYZE on every statement of a captured request and prints the plans. */
async function explain(title: string, request: CapturedRequest): Promise<void> {
  for (const statement of request.flat()) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.params,
    );
    console.log(`\n### ${title}\n\n\`\`\`sql\n${statement.text.trim()}\n\`\`\`\n`);
    console.log(`\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
  }
}

const [sample] = await db.query<{ part_code: string; name_zh: string; pinyin_initials: string }>(
  `select part_code, name_zh, pinyin_initials from parts
   where pinyin_initials is not null and length(pinyin_initials) >= 3 and char_length(name_zh) >= 3
   order by part_code offset (select count(*) / 2 from parts) limit 1`,
);
const dealer = await db.principal('dealer');
for (const keyword of [
  sample.part_code.slice(0, 5),
  [...sample.name_zh].slice(0, 2).join(''),
  sample.pinyin_initials.slice(0, 3),
]) {
  await explain(
    `stock search '${keyword}'`,
    await db.capture((d) => searchStock(d, dealer, { keyword, page: 1, pageSize: 20 }, 'zh-CN')),
  );
}
const queries = createOrderQueries('Asia/Shanghai');
await explain(
  'order list D0001',
  await db.capture((d) => queries.list(d, dealer, orderListQuery.parse({}), 'zh-CN')),
);
const [big] = await db.query<{ id: number }>(
  `select o.id from dealer_orders o join dealer_order_lines l on l.order_id = o.id
   where o.dealer_code = 'D0001' and o.status <> 11 group by o.id order by count(*) desc, o.id desc limit 1`,
);
await explain(`order detail #${big.id}`, await db.capture((d) => queries.detail(d, dealer, big.id, 'zh-CN')));
await db.close();
