import type { Db } from '../../../platform/db/client';
import { exec, type Rand, scalar } from './sql';

/**
 * Scale stock (docs/decisions/scale-data.md "Stock"): row k of the extra stock rows is scale part
 * `k mod P` in warehouse `(k div P) mod W`, at the part's main location for k < P·W and at its sub
 * location (`Y-…`) after that. On-hand qty in pieces (whole unit sales qty; 10 % of rows empty, parts in
 * ONR/ATP/ORB status always empty); every non-empty row gets its opening `import` ledger row, so the
 * ledger sums equal the stock rows. Written in chunks of `chunk` rows by INSERT … SELECT.
 */
export async function insertScaleStock(
  db: Db,
  r: Rand,
  opts: { rows: number; openingAt: string; chunk?: number },
): Promise<number> {
  const parts = await scalar(db, 'select count(*)::int as n from _scale_parts');
  const whs = await scalar(db, 'select count(*)::int as n from _scale_wh');
  const total = Math.min(opts.rows, parts * whs * 2);
  const chunk = opts.chunk ?? 100_000;
  for (let from = 0; from < total; from += chunk) {
    const to = Math.min(total, from + chunk) - 1;
    await exec(
      db,
      `with s as (
         select p.part_code, w.code as warehouse_code,
           case when k < ${parts * whs} then p.storage else p.sub_storage end as storage_code,
           case when p.status in ('ONR', 'ATP', 'ORB') or ${r.unit('k', 11)} < 0.1 then 0
                else greatest(1, round(p.stock_scale * ${r.unit('k', 12)} * (case when w.n = 0 then 3 else 1 end)
                       * (case when k < ${parts * whs} then 1 else 0.3 end) / p.usq))::int * p.usq end as qty
         from generate_series(${from}, ${to}) k
         join _scale_parts p on p.n = k % ${parts}
         join _scale_wh w on w.n = (k / ${parts}) % ${whs}
       ), ins as (
         insert into stock (part_code, warehouse_code, storage_code, on_hand_qty, updated_at)
         select part_code, warehouse_code, storage_code, qty, '${opts.openingAt}' from s
         returning part_code, warehouse_code, storage_code, on_hand_qty
       )
       insert into stock_ledger (part_code, warehouse_code, storage_code, on_hand_delta, allocated_delta, movement_type, document_type, document_no, created_at)
       select part_code, warehouse_code, storage_code, on_hand_qty, 0, 'import', 'scale', 'SCALE-OPENING', '${opts.openingAt}'
       from ins where on_hand_qty > 0`,
    );
  }
  return total;
}

/** Adds the storage locations the stock rows use and the locations table lacks; answers how many. */
export async function insertStorageLocations(db: Db): Promise<number> {
  const before = await scalar(db, 'select count(*)::int as n from storage_locations');
  await exec(
    db,
    `insert into storage_locations (warehouse_code, storage_code, storage_type)
     select distinct s.warehouse_code, s.storage_code, case when s.storage_code like 'Y-%' then 'sub' else 'main' end
     from stock s join _scale_parts p on p.part_code = s.part_code
     on conflict do nothing`,
  );
  return (await scalar(db, 'select count(*)::int as n from storage_locations')) - before;
}

/**
 * Fills `_scale_pool (n, part_code, price, usq, storage)`: the parts historic order lines use — orderable
 * scale parts (CUR, not new energy or hazardous) with a stock row at their main location in every
 * warehouse; when there are fewer than 200 of them (tiny scales) the demo's plain CUR parts too.
 * Answers the pool size.
 */
export async function buildOrderPool(db: Db, demoFallback: readonly string[]): Promise<number> {
  const whs = await scalar(db, 'select count(*)::int as n from _scale_wh');
  const fromScale = `select p.part_code, p.price, p.usq, p.storage from _scale_parts p
    where p.orderable and (select count(*) from stock s where s.part_code = p.part_code and s.storage_code = p.storage) = ${whs}`;
  const fromDemo = `select p.part_code, p.price_ordinary, p.unit_sales_qty, p.main_storage_code from parts p
    where p.status = 'CUR' and p.part_type = 'Normal' and p.main_storage_code is not null
      and not (p.discard or p.sub_part or p.limit_sell or p.new_energy or p.embargo or p.air_parcel_embargo or p.hazardous)
      and p.part_code not in (${demoFallback.map((c) => `'${c}'`).join(',')})
      and not exists (select 1 from _scale_parts sp where sp.part_code = p.part_code)
      and (select count(*) from stock s where s.part_code = p.part_code and s.storage_code = p.main_storage_code) = ${whs}`;
  const scaleCount = await scalar(db, `select count(*)::int as n from (${fromScale}) x`);
  const source = scaleCount >= 200 ? fromScale : `${fromScale} union all ${fromDemo}`;
  await exec(
    db,
    `insert into _scale_pool (n, part_code, price, usq, storage)
     select row_number() over (order by part_code) - 1, part_code, price, usq, storage from (${source}) x(part_code, price, usq, storage)`,
  );
  return scalar(db, 'select count(*)::int as n from _scale_pool');
}
