import type { Db } from '../../../platform/db/client';
import { scalar } from './sql';

/**
 * The invariants the generator keeps (docs/decisions/scale-data.md "Invariants"), as SQL counting the
 * rows that break each one; all counts are 0 on a consistent database.
 */
export const INVARIANT_CHECKS: Record<string, string> = {
  /** Per stock row: ledger on-hand deltas sum to on-hand qty and allocated deltas to allocated qty. */
  stockLedger: `select count(*)::int as n from stock s
    left join (select part_code, warehouse_code, storage_code, sum(on_hand_delta) as oh, sum(allocated_delta) as al
               from stock_ledger group by 1, 2, 3) l using (part_code, warehouse_code, storage_code)
    where coalesce(l.oh, 0) <> s.on_hand_qty or coalesce(l.al, 0) <> s.allocated_qty`,
  /** Per stock row: allocated qty equals the open allocations of that location. */
  stockAllocations: `select count(*)::int as n from stock s
    left join (select part_code, warehouse_code, storage_code, sum(qty) as q from order_line_allocations group by 1, 2, 3) a
      using (part_code, warehouse_code, storage_code)
    where coalesce(a.q, 0) <> s.allocated_qty`,
  /** Per order line: allocated qty equals the sum of its allocations. */
  lineAllocations: `select count(*)::int as n from dealer_order_lines l
    left join (select order_line_id, sum(qty) as q from order_line_allocations group by 1) a on a.order_line_id = l.id
    where coalesce(a.q, 0) <> l.allocated_qty`,
  /** Per dealer: available balance equals the sum of its balance changes. */
  balanceChanges: `select count(*)::int as n from credit_accounts c
    left join (select dealer_code, sum(change_amount) as s from balance_changes group by 1) b using (dealer_code)
    where coalesce(b.s, 0) <> c.available_balance`,
  /** Per dealer: submitted-not-settled equals the unsent amount of its open orders (status 1–4, 6, 7). */
  submittedNotSettled: `select count(*)::int as n from credit_accounts c
    left join (select o.dealer_code, sum(l.price * greatest(l.qty - l.shipped_qty, 0)) as s
               from dealer_orders o join dealer_order_lines l on l.order_id = o.id
               where o.status in (1, 2, 3, 4, 6, 7) group by 1) x using (dealer_code)
    where coalesce(x.s, 0) <> c.submitted_not_settled`,
  /** Per dealer: the latest balance change shows the available balance excluding tax (/ 1.13). */
  balanceExcludingTax: `select count(*)::int as n from credit_accounts c
    join lateral (select balance_excluding_tax from balance_changes b where b.dealer_code = c.dealer_code
                  order by change_date desc, id desc limit 1) b on true
    where b.balance_excluding_tax <> round(c.available_balance / 1.13, 2)`,
  /** Per order: amount equals the sum of its line amounts, each line amount = qty × price. */
  orderAmounts: `select count(*)::int as n from dealer_orders o
    join (select order_id, sum(amount) as s, bool_or(amount <> qty * price) as bad from dealer_order_lines group by 1) l on l.order_id = o.id
    where o.amount <> l.s or l.bad`,
  /** Line quantities: picked ≤ qty, shipped ≤ picked, received ≤ shipped. */
  lineQuantities: `select count(*)::int as n from dealer_order_lines
    where picked_qty > qty or shipped_qty > picked_qty or received_qty > shipped_qty`,
  /** Number sequences at or past every DealerOrderNO in use. */
  dealerOrderNumbers: `select count(*)::int as n from dealer_orders o
    left join number_sequences s on s.series = 'dealerOrder:' || o.dealer_code
      and s.period = '20' || substr(o.dealer_order_no, length(o.dealer_code) + 1, 6)
    where o.dealer_order_no is not null and coalesce(s.last_value, 0) < right(o.dealer_order_no, 4)::int`,
  /** Number sequences at or past every temp order number in use. */
  tempOrderNumbers: `select count(*)::int as n from dealer_orders o
    left join number_sequences s on s.series = 'tempOrder' and s.period = substr(o.temp_order_no, 2, 8)
    where coalesce(s.last_value, 0) < substr(o.temp_order_no, 10)::int`,
};

/** Runs every invariant check; answers the name and count of each broken one (empty = all hold). */
export async function brokenInvariants(db: Db): Promise<Record<string, number>> {
  const broken: Record<string, number> = {};
  for (const [name, query] of Object.entries(INVARIANT_CHECKS)) {
    const n = await scalar(db, query);
    if (n !== 0) broken[name] = n;
  }
  return broken;
}
