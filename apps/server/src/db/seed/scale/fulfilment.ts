import type { Db } from '../../../platform/db/client';
import { exec, scalar } from './sql';

/**
 * Downstream documents of the historic orders (docs/decisions/scale-data.md "Downstream documents"):
 * - released (4), picked (6), boxed (7): one allocation per line at the part's main location of the
 *   order warehouse (stock `allocated_qty` raised, `allocate` ledger rows; when a location holds too
 *   few pieces its on-hand is first raised with an `adjust` ledger row, so every check holds);
 * - picked (6) and boxed (7): one confirmed pick bill per order (`PK` + yyyyMMdd + 4 digits), lines
 *   picked in full; boxed (7) also one ship box per order (`BX` + yyyyMMdd + 5 digits) holding them;
 * - settled (8): one ship bill per order (DealerOrderNO + `A`), lines shipped in full, to be received.
 * Finished (9) and virtually received (5) orders keep their shipped/received qty on the lines only.
 * Answers rows written per step.
 */
export async function insertAllocations(db: Db, end: string): Promise<number> {
  await exec(
    db,
    `insert into order_line_allocations (order_id, order_line_id, part_code, warehouse_code, storage_code, qty)
     select l.order_id, l.id, l.part_code, o.wh, p.storage, l.qty
     from _scale_orders o join dealer_order_lines l on l.order_id = o.id join _scale_pool p on p.part_code = l.part_code
     where o.status in (4, 6, 7)`,
  );
  const at = `'${end} 10:00:00+08'`;
  // Raise on-hand where the new allocations would exceed it (ledger `adjust`), then allocate.
  await exec(
    db,
    `create unlogged table _scale_alloc as
     select a.part_code, a.warehouse_code, a.storage_code, sum(a.qty)::int as qty
     from order_line_allocations a join _scale_orders o on o.id = a.order_id
     group by a.part_code, a.warehouse_code, a.storage_code`,
  );
  await exec(
    db,
    `insert into stock_ledger (part_code, warehouse_code, storage_code, on_hand_delta, allocated_delta, movement_type, document_type, document_no, created_at)
     select s.part_code, s.warehouse_code, s.storage_code, s.allocated_qty + a.qty - s.on_hand_qty, 0, 'adjust', 'scale', 'SCALE-ADJUST', ${at}
     from stock s join _scale_alloc a using (part_code, warehouse_code, storage_code)
     where s.on_hand_qty < s.allocated_qty + a.qty`,
  );
  await exec(
    db,
    `insert into stock_ledger (part_code, warehouse_code, storage_code, on_hand_delta, allocated_delta, movement_type, document_type, document_no, created_at)
     select a.part_code, a.warehouse_code, a.storage_code, 0, a.qty, 'allocate', 'dealerOrder', o.dealer_no, o.submitted_at + interval '1 hour'
     from order_line_allocations a join _scale_orders o on o.id = a.order_id`,
  );
  await exec(
    db,
    `update stock s set allocated_qty = s.allocated_qty + a.qty, on_hand_qty = greatest(s.on_hand_qty, s.allocated_qty + a.qty)
     from _scale_alloc a
     where s.part_code = a.part_code and s.warehouse_code = a.warehouse_code and s.storage_code = a.storage_code`,
  );
  await exec(db, 'drop table _scale_alloc');
  return scalar(
    db,
    'select count(*)::int as n from order_line_allocations a join _scale_orders o on o.id = a.order_id',
  );
}

/** Pick bills, their lines and ship boxes for picked (6) and boxed (7) orders; answers rows written. */
export async function insertPickAndBoxes(db: Db, end: string): Promise<number> {
  const pickBase = await scalar(db, 'select coalesce(max(id), 0)::int as n from pick_bills');
  const boxBase = await scalar(db, 'select coalesce(max(id), 0)::int as n from ship_boxes');
  await exec(
    db,
    `create unlogged table _scale_pick as
     select o.id as order_id, o.wh, o.status, d as day,
       ${pickBase} + row_number() over (order by o.i) as pick_id,
       'PK' || to_char(d, 'YYYYMMDD') || lpad((coalesce(np.last_value, 0) + row_number() over (partition by d order by o.i))::text, 4, '0') as pick_no,
       case when o.status = 7 then ${boxBase} + row_number() over (partition by o.status = 7 order by o.i) end as box_id,
       case when o.status = 7 then 'BX' || to_char(d, 'YYYYMMDD') || lpad((coalesce(nb.last_value, 0) + row_number() over (partition by d, o.status = 7 order by o.i))::text, 5, '0') end as box_no,
       (d::timestamp + interval '15 hours') at time zone 'Asia/Shanghai' as at
     from _scale_orders o
     cross join lateral (select least(o.day + 1, date '${end}') as d) x
     left join number_sequences np on np.series = 'pickBill' and np.period = to_char(d, 'YYYYMMDD')
     left join number_sequences nb on nb.series = 'shipBox' and nb.period = to_char(d, 'YYYYMMDD')
     where o.status in (6, 7)`,
  );
  await exec(
    db,
    `insert into pick_bills (id, pick_bill_no, warehouse_code, status, created_at, confirmed_at)
     select pick_id, pick_no, wh, 1, at, at + interval '2 hours' from _scale_pick`,
  );
  await exec(
    db,
    `insert into pick_bill_lines (pick_bill_id, order_id, order_line_id, part_code, storage_code, qty, picked_qty, boxed_qty)
     select k.pick_id, a.order_id, a.order_line_id, a.part_code, a.storage_code, a.qty, a.qty, case when k.status = 7 then a.qty else 0 end
     from _scale_pick k join order_line_allocations a on a.order_id = k.order_id`,
  );
  await exec(
    db,
    `insert into ship_boxes (id, box_no, pick_bill_id, order_id, warehouse_code, created_at)
     select box_id, box_no, pick_id, order_id, wh, at + interval '3 hours' from _scale_pick where status = 7`,
  );
  await exec(
    db,
    `insert into ship_box_lines (box_id, pick_bill_line_id, order_line_id, part_code, storage_code, qty)
     select k.box_id, pl.id, pl.order_line_id, pl.part_code, pl.storage_code, pl.boxed_qty
     from _scale_pick k join pick_bill_lines pl on pl.pick_bill_id = k.pick_id where k.status = 7 and pl.boxed_qty > 0`,
  );
  const rows = await scalar(db, 'select (count(*) + count(box_id))::int as n from _scale_pick');
  return rows;
}

/**
 * Ship bills (DealerOrderNO + `A`, status 0 shipped) and their lines for every order whose pieces
 * left the warehouse: virtually received (5), settled (8) and finished (9).
 */
export async function insertShipBills(db: Db): Promise<number> {
  const base = await scalar(db, 'select coalesce(max(id), 0)::int as n from ship_bills');
  await exec(
    db,
    `insert into ship_bills (id, ship_bill_no, base_no, suffix, order_id, dealer_code, warehouse_code, transport_type, carrier, ship_date, amount, status, created_at)
     select ${base} + row_number() over (order by o.i), o.dealer_no || 'A', o.dealer_no, 'A', o.id, o.dealer_code, o.wh, o.transport_type,
       '顺丰速运', o.ship_date, d.amount, 0, (o.ship_date::timestamp + interval '16 hours') at time zone 'Asia/Shanghai'
     from _scale_orders o join dealer_orders d on d.id = o.id where o.status in (5, 8, 9)`,
  );
  await exec(
    db,
    `insert into ship_bill_lines (ship_bill_id, order_line_id, part_code, shipped_qty, price, amount)
     select b.id, l.id, l.part_code, l.shipped_qty, l.price, l.amount
     from ship_bills b join _scale_orders o on o.id = b.order_id and o.status in (5, 8, 9)
     join dealer_order_lines l on l.order_id = o.id`,
  );
  return scalar(db, 'select count(*)::int as n from ship_bills b join _scale_orders o on o.id = b.order_id');
}
