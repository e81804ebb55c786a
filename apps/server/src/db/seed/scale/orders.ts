import type { Db } from '../../../platform/db/client';
import { exec, type Rand, scalar } from './sql';

/**
 * Historic dealer orders (docs/decisions/scale-data.md "Orders"). Order i (0-based, oldest first) is
 * dated `start + i·days/orders`; D0001 gets exactly `firstDealerOrders` of them, evenly spread, the
 * others go to the remaining dealers with a skew towards the first codes. The newest `recentShare` of
 * the orders carry the open statuses; older ones are finished (9), closed (10), deleted (11) or
 * virtually received (5). Order i has lines 10·i + j(i) … 10·(i+1) + j(i+1) − 1 (j pseudo-random in
 * 0..9, so 1–19 lines, exactly 10 per order in total). Numbers follow the app: temp `T` + yyyyMMdd +
 * 6 digits, DealerOrderNO = dealer + yyMMdd + 4 digits, continuing any existing daily sequence.
 */
export interface OrderPlan {
  /** Scale orders to add. */
  orders: number;
  /** Of which for dealer D0001. */
  firstDealer: number;
  /** First business date (yyyy-MM-dd) and number of days of history. */
  start: string;
  days: number;
  /** Last business date orders or shipments may carry (yesterday). */
  end: string;
  /** Share of the newest orders that may still be open. */
  recentShare: number;
  businessTz: string;
}

const DEMO_VIN = 'LSVAU218XN2183294';
const CONTACTS = ['李明', '王芳', '张伟', '刘洋', '陈静', '杨磊', '赵敏', '黄强'];

/** Fills the work table `_scale_orders` (one row per scale order, ids after the highest existing id). */
export async function planOrders(db: Db, r: Rand, plan: OrderPlan): Promise<number> {
  const { orders: o, firstDealer: d1 } = plan;
  if (o === 0) return 0;
  const baseId = await scalar(db, 'select coalesce(max(id), 0)::int as n from dealer_orders');
  const dealers = await scalar(db, 'select count(*)::int as n from _scale_dealers');
  const whs = await scalar(db, 'select count(*)::int as n from _scale_wh');
  const recentFrom = Math.floor(o * (1 - plan.recentShare));
  const us = r.unit('i', 2);
  await exec(
    db,
    `insert into _scale_orders (i, id, dealer_code, wh, order_type, transport_type, approval_status, status, day, created_at, submitted_at, ship_date, line_start, line_end, temp_no, dealer_no)
     with base as (
       select i,
         case when floor((i + 1)::numeric * ${d1} / ${o}) > floor(i::numeric * ${d1} / ${o}) then 0
              else 1 + floor(${dealers - 1} * power(${r.unit('i', 1)}, 1.6))::int end as dn,
         (date '${plan.start}' + (i::int8 * ${plan.days} / ${o})::int) as day,
         ${r.unit('i', 3)} as ut, ${r.unit('i', 4)} as uw, ${r.int('i', 5)} % 36000 as sec,
         case when i >= ${recentFrom} then
           case when ${us} < 0.08 then 0 when ${us} < 0.13 then 1 when ${us} < 0.2 then 2 when ${us} < 0.5 then 3
                when ${us} < 0.58 then 4 when ${us} < 0.63 then 6 when ${us} < 0.68 then 7 when ${us} < 0.83 then 8
                when ${us} < 0.84 then 5 when ${us} < 0.92 then 9 when ${us} < 0.96 then 10 else 11 end
         else case when ${us} < 0.9 then 9 when ${us} < 0.95 then 10 when ${us} < 0.99 then 11 else 5 end end as status
       from generate_series(0, ${o - 1}) i
     ), f as (
       select b.*, d.code as dealer_code,
         case when b.uw < 0.85 then d.warehouse_code else w.code end as wh,
         case when b.status = 1 or b.ut < 0.03 then 'VOR' when b.ut < 0.13 then 'Urgent' else 'Normal' end as order_type,
         ((b.day::timestamp + interval '8 hours' + b.sec * interval '1 second') at time zone '${plan.businessTz}') as created_at,
         b.status not in (0, 11) as numbered
       from base b join _scale_dealers d on d.n = b.dn join _scale_wh w on w.n = ${r.int('b.i', 6)} % ${whs}
     )
     select i, ${baseId} + i + 1, dealer_code, wh, order_type,
       case when order_type = 'Urgent' then 'Air' end,
       case when order_type = 'VOR' and status = 1 then 'pending' when order_type = 'VOR' and numbered then 'approved' end,
       status, day, created_at,
       case when numbered then created_at + interval '20 minutes' end,
       case when status in (5, 8, 9) then least(day + 1 + (${r.int('i', 7)} % 4)::int, date '${plan.end}') end,
       10 * i + case when i = 0 then 0 else ${r.int('i', 8)} % 10 end,
       10 * (i + 1) + case when i + 1 = ${o} then 0 else ${r.int('i + 1', 8)} % 10 end,
       'T' || to_char(day, 'YYYYMMDD') || lpad((coalesce(nt.last_value, 0) + row_number() over (partition by day order by i))::text, 6, '0'),
       case when numbered then dealer_code || to_char(day, 'YYMMDD')
         || lpad((coalesce(nd.last_value, 0) + row_number() over (partition by dealer_code, day, numbered order by i))::text, 4, '0') end
     from f
     left join number_sequences nt on nt.series = 'tempOrder' and nt.period = to_char(f.day, 'YYYYMMDD')
     left join number_sequences nd on nd.series = 'dealerOrder:' || f.dealer_code and nd.period = to_char(f.day, 'YYYYMMDD')`,
  );
  return o;
}

/**
 * Writes the planned orders and their lines in chunks of `chunk` orders: headers, lines (parts of
 * `_scale_pool`, qty 1–10 unit sales qty, price = the part's ordinary price, amount = qty × price,
 * CNY 2 decimals; allocated/backordered/picked/shipped/received qty as the status implies) and the
 * order amount = sum of its line amounts. Answers the number of lines.
 */
export async function insertOrders(db: Db, r: Rand, opts: { chunk?: number } = {}): Promise<number> {
  const orders = await scalar(db, 'select count(*)::int as n from _scale_orders');
  const pool = await scalar(db, 'select count(*)::int as n from _scale_pool');
  if (orders === 0) return 0;
  if (pool < 20) throw new Error(`only ${pool} orderable parts with stock everywhere; need at least 20`);
  const lineBase = await scalar(db, 'select coalesce(max(id), 0)::int as n from dealer_order_lines');
  const stride = pool % 7919 === 0 ? 7907 : 7919;
  const chunk = opts.chunk ?? 20_000;
  let lines = 0;
  for (let from = 0; from < orders; from += chunk) {
    const range = `o.i between ${from} and ${Math.min(orders, from + chunk) - 1}`;
    await exec(
      db,
      `insert into dealer_orders (id, temp_order_no, dealer_order_no, order_type, status, approval_status, dealer_code, order_warehouse_code, receiving_warehouse_code, transport_type, accept_backorder, vin, contact, contact_phone, amount, submitted_at, created_at, updated_at)
       select o.id, o.temp_no, o.dealer_no, o.order_type, o.status, o.approval_status, o.dealer_code, o.wh, o.wh, o.transport_type, true,
         case when o.order_type = 'VOR' then '${DEMO_VIN}' end,
         (array['${CONTACTS.join("','")}'])[1 + ${r.int('o.i', 13)} % ${CONTACTS.length}],
         '138' || lpad((${r.int('o.i', 14)} % 100000000)::text, 8, '0'),
         0, o.submitted_at, o.created_at, coalesce(o.ship_date::timestamp at time zone 'UTC', o.submitted_at, o.created_at)
       from _scale_orders o where ${range}`,
    );
    await exec(
      db,
      `insert into dealer_order_lines (id, order_id, line_no, part_code, qty, price, amount, allocated_qty, backorder_qty, picked_qty, shipped_qty, received_qty)
       select ${lineBase} + k + 1, o.id, k - o.line_start + 1, p.part_code, q.qty, p.price, q.qty * p.price,
         case when o.status in (4, 6, 7) then q.qty else 0 end,
         case when o.status = 2 then q.qty else 0 end,
         case when o.status in (5, 6, 7, 8, 9) then q.qty else 0 end,
         case when o.status in (5, 8, 9) then q.qty else 0 end,
         case when o.status in (5, 9) then q.qty else 0 end
       from _scale_orders o
       cross join lateral generate_series(o.line_start, o.line_end - 1) k
       join _scale_pool p on p.n = (floor(${pool} * power(${r.unit('o.i', 9)}, 2))::int8 + (k - o.line_start) * ${stride}) % ${pool}
       cross join lateral (select (1 + floor(power(${r.unit('k', 10)}, 3) * 10))::int * p.usq as qty) q
       where ${range}`,
    );
    await exec(
      db,
      `update dealer_orders d set amount = s.a
       from (select l.order_id, sum(l.amount) as a from dealer_order_lines l
             where l.order_id between ${from + 1} + (select min(id) - 1 from _scale_orders) and ${Math.min(orders, from + chunk)} + (select min(id) - 1 from _scale_orders)
             group by l.order_id) s
       where d.id = s.order_id`,
    );
  }
  lines = await scalar(db, 'select coalesce(sum(line_end - line_start), 0)::int as n from _scale_orders');
  return lines;
}
