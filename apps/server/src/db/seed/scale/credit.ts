import type { Db } from '../../../platform/db/client';
import { exec, scalar } from './sql';

/**
 * Credit of the historic orders (docs/decisions/scale-data.md "Credit"), amounts CNY with 2 decimals:
 * - open orders (status 1, 2, 3, 4, 6, 7) reserve their unsent amount: it is added to the dealer's
 *   `submitted_not_settled` and, so that every dealer's remaining submittable amount stays what it
 *   was, to its credit limit too;
 * - every shipped order (5, 8, 9) is settled by a `shipment` balance change (−amount, business no
 *   DealerOrderNO + `A`, dated on its ship date) and every dealer pays each month's shipments on the
 *   first of that month (`payment`, +amount), so available balances do not drift;
 * - every dealer gets one `opening` row (available balance − the sum of its earlier rows), so the
 *   available balance equals the sum of the dealer's balance changes;
 * - `balance_excluding_tax` of every row is recomputed as the running balance / 1.13.
 * Answers the number of balance change rows written.
 */
export async function applyCredit(db: Db, opts: { openingDate: string }): Promise<number> {
  await exec(
    db,
    `update credit_accounts c set submitted_not_settled = c.submitted_not_settled + r.amount,
       credit_limit = c.credit_limit + r.amount, version = c.version + 1, updated_at = now()
     from (select o.dealer_code, sum(l.price * greatest(l.qty - l.shipped_qty, 0))::numeric(18, 2) as amount
           from _scale_orders o join dealer_order_lines l on l.order_id = o.id
           where o.status in (1, 2, 3, 4, 6, 7) group by o.dealer_code) r
     where c.dealer_code = r.dealer_code`,
  );
  const before = await scalar(db, 'select count(*)::int as n from balance_changes');
  await exec(
    db,
    `insert into balance_changes (dealer_code, batch_no, change_date, business_type, business_no, change_amount, balance_excluding_tax, created_at)
     select c.dealer_code, 'B' || to_char(date '${opts.openingDate}', 'YYYYMMDD') || lpad(row_number() over (order by c.dealer_code)::text, 6, '0'),
       date '${opts.openingDate}', 'opening', 'OPENING-' || c.dealer_code,
       c.available_balance - coalesce((select sum(b.change_amount) from balance_changes b where b.dealer_code = c.dealer_code), 0), 0,
       '${opts.openingDate} 09:00:00+08'
     from credit_accounts c`,
  );
  await exec(
    db,
    `create unlogged table _scale_bc as
     with shipped as (
       select o.dealer_code, o.ship_date as d, 1 as kind, o.dealer_no || 'A' as no, -d.amount as amount, o.i
       from _scale_orders o join dealer_orders d on d.id = o.id where o.status in (5, 8, 9) and d.amount > 0
     ), paid as (
       select dealer_code, date_trunc('month', d)::date as d, 0 as kind, 'PAY' || dealer_code || to_char(d, 'YYYYMM') as no,
         -sum(amount) as amount, min(i) as i
       from shipped group by dealer_code, date_trunc('month', d)::date, to_char(d, 'YYYYMM')
     )
     select x.*, row_number() over (partition by x.d order by x.kind, x.i, x.dealer_code) as seq
     from (select * from shipped union all select * from paid) x`,
  );
  await exec(
    db,
    `insert into balance_changes (dealer_code, batch_no, change_date, business_type, business_no, change_amount, balance_excluding_tax, created_at)
     select x.dealer_code, 'B' || to_char(x.d, 'YYYYMMDD') || lpad((coalesce(n.last_value, 0) + x.seq)::text, 6, '0'),
       x.d, case when x.kind = 0 then 'payment' else 'shipment' end, x.no, x.amount, 0,
       (x.d::timestamp + interval '9 hours' + x.kind * interval '8 hours') at time zone 'Asia/Shanghai'
     from _scale_bc x left join number_sequences n on n.series = 'balanceChange' and n.period = to_char(x.d, 'YYYYMMDD')
     order by x.dealer_code, x.d, x.kind, x.i`,
  );
  await exec(db, 'drop table _scale_bc');
  await exec(
    db,
    `update balance_changes b set balance_excluding_tax = round(r.running / 1.13, 2)
     from (select id, sum(change_amount) over (partition by dealer_code order by change_date, id) as running from balance_changes) r
     where b.id = r.id`,
  );
  return (await scalar(db, 'select count(*)::int as n from balance_changes')) - before;
}

/**
 * Advances `number_sequences` past every number the generator used (temp orders, DealerOrderNOs,
 * pick bills, ship boxes, balance change batches) and the id sequences past the explicit ids, so
 * documents created afterwards never collide. Answers the number of sequence rows touched.
 */
export async function advanceSequences(db: Db): Promise<number> {
  const rows = await exec<{ n: number }>(
    db,
    `with used as (
       select 'tempOrder' as series, substr(temp_no, 2, 8) as period, substr(temp_no, 10)::int as v from _scale_orders
       union all select 'dealerOrder:' || dealer_code, '20' || substr(dealer_no, length(dealer_code) + 1, 6), right(dealer_no, 4)::int
         from _scale_orders where dealer_no is not null
       union all select 'pickBill', substr(pick_bill_no, 3, 8), substr(pick_bill_no, 11)::int from pick_bills
       union all select 'shipBox', substr(box_no, 3, 8), substr(box_no, 11)::int from ship_boxes
       union all select 'balanceChange', substr(batch_no, 2, 8), substr(batch_no, 10)::int from balance_changes
     ), ins as (
       insert into number_sequences (series, period, last_value)
       select series, period, max(v) from used group by series, period
       on conflict (series, period) do update set last_value = greatest(number_sequences.last_value, excluded.last_value)
       returning 1
     ) select count(*)::int as n from ins`,
  );
  for (const table of ['dealer_orders', 'dealer_order_lines', 'pick_bills', 'ship_boxes', 'ship_bills']) {
    await exec(
      db,
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`,
    );
  }
  return Number(rows[0]?.n ?? 0);
}
