import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/client';

interface OrderFacts {
  id: number;
  status: number;
  lines: number;
  /** Lines whose allocated + backordered quantity is not the ordered quantity. */
  unbalanced: number;
  /** Lines whose allocation rows do not sum to the line's allocated quantity. */
  misallocated: number;
  allocated: number;
  backordered: number;
  allocationRows: number;
  releases: number;
}

/**
 * Checks what a batch release (one transaction per order) may leave behind, for orders that were
 * submitted (status 3) with nothing shipped before it, and answers every violation as a sentence
 * (none: `[]`):
 * - an order is either untouched (status 3, no allocated or backordered quantity, no allocation row,
 *   no release in its history) or fully released: status 4 when any piece is allocated, else 2; every
 *   line allocated + backordered = ordered, allocation rows summing to the line's allocated quantity,
 *   one release in its history;
 * - every stock row of the database: the ledger sums to its on-hand quantity;
 * - every stock row of `partCodes`: the ledger sums to its allocated quantity, which equals the open
 *   allocations of that location, and never exceeds the on-hand quantity.
 */
export async function releaseViolations(db: Db, orderIds: number[], partCodes: string[]): Promise<string[]> {
  const found: string[] = [];
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const orders = (
    await db.execute(sql`
      select o.id, o.status,
        count(l.id)::int as lines,
        count(l.id) filter (where l.allocated_qty + l.backorder_qty <> l.qty)::int as unbalanced,
        count(l.id) filter (where l.allocated_qty <> coalesce(
          (select sum(a.qty) from order_line_allocations a where a.order_line_id = l.id), 0))::int as misallocated,
        coalesce(sum(l.allocated_qty), 0)::int as allocated,
        coalesce(sum(l.backorder_qty), 0)::int as backordered,
        (select count(*) from order_line_allocations a where a.order_id = o.id)::int as "allocationRows",
        (select count(*) from dealer_order_history h where h.order_id = o.id and h.action = 'release')::int as releases
      from dealer_orders o join dealer_order_lines l on l.order_id = o.id
      where o.id in (${ids})
      group by o.id, o.status`)
  ).rows as unknown as OrderFacts[];
  if (orders.length !== orderIds.length) found.push(`${orderIds.length - orders.length} orders missing`);
  for (const o of orders) {
    const untouched =
      o.status === 3 &&
      o.allocated === 0 &&
      o.backordered === 0 &&
      o.allocationRows === 0 &&
      o.releases === 0;
    const released =
      o.status === (o.allocated > 0 ? 4 : 2) &&
      o.unbalanced === 0 &&
      o.misallocated === 0 &&
      o.releases === 1;
    if (!untouched && !released) found.push(`order ${o.id} half-released: ${JSON.stringify(o)}`);
  }

  const rows = (
    await db.execute(sql`
      select s.part_code, s.warehouse_code, s.storage_code, s.on_hand_qty, s.allocated_qty,
        (select coalesce(sum(g.on_hand_delta), 0)::int from stock_ledger g where g.part_code = s.part_code
          and g.warehouse_code = s.warehouse_code and g.storage_code = s.storage_code) as ledger_on_hand,
        (select coalesce(sum(g.allocated_delta), 0)::int from stock_ledger g where g.part_code = s.part_code
          and g.warehouse_code = s.warehouse_code and g.storage_code = s.storage_code) as ledger_allocated,
        (select coalesce(sum(a.qty), 0)::int from order_line_allocations a where a.part_code = s.part_code
          and a.warehouse_code = s.warehouse_code and a.storage_code = s.storage_code) as open_allocations
      from stock s`)
  ).rows as {
    part_code: string;
    warehouse_code: string;
    storage_code: string;
    on_hand_qty: number;
    allocated_qty: number;
    ledger_on_hand: number;
    ledger_allocated: number;
    open_allocations: number;
  }[];
  const watched = new Set(partCodes);
  for (const r of rows) {
    const where = `${r.part_code}@${r.warehouse_code}/${r.storage_code}`;
    if (r.ledger_on_hand !== r.on_hand_qty)
      found.push(`${where}: on hand ${r.on_hand_qty}, ledger ${r.ledger_on_hand}`);
    if (!watched.has(r.part_code)) continue;
    if (r.ledger_allocated !== r.allocated_qty)
      found.push(`${where}: allocated ${r.allocated_qty}, ledger ${r.ledger_allocated}`);
    if (r.open_allocations !== r.allocated_qty)
      found.push(`${where}: allocated ${r.allocated_qty}, open allocations ${r.open_allocations}`);
    if (r.allocated_qty > r.on_hand_qty) found.push(`${where}: negative available`);
  }
  if (rows.filter((r) => watched.has(r.part_code)).length === 0) found.push('no stock rows of the parts');
  return found;
}
