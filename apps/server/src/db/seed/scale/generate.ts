import { businessDate, DEFAULT_BUSINESS_TZ } from '@spm/domain';
import type { Db } from '../../../platform/db/client';
import { DEMO_PARTS } from '../demo/parts-catalogue';
import { insertScaleParts } from './catalogue';
import { advanceSequences, applyCredit } from './credit';
import { insertAllocations, insertPickAndBoxes, insertShipBills } from './fulfilment';
import { type ScaleOptions, volumesFor } from './options';
import { insertOrders, planOrders } from './orders';
import { addDealers, addWarehouses } from './org';
import { exec, rand, type StepReport, scalar, timed } from './sql';
import { buildOrderPool, insertScaleStock, insertStorageLocations } from './stock';

/** The `app_settings` key marking a database that holds scale data (value: JSON of seed, scale, time). */
export const SCALE_MARKER_KEY = 'scale_data';

/** Days of order history, ending yesterday. */
const HISTORY_DAYS = 730;

const WORK_TABLES = {
  _scale_parts:
    '(n int primary key, part_code varchar(30) not null, status varchar(10) not null, storage varchar(30) not null, sub_storage varchar(30) not null, usq int not null, price numeric(18, 2) not null, stock_scale int not null, orderable boolean not null)',
  _scale_wh: '(n int primary key, code varchar(20) not null)',
  _scale_dealers: '(n int primary key, code varchar(20) not null, warehouse_code varchar(20) not null)',
  _scale_pool:
    '(n int primary key, part_code varchar(30) not null, price numeric(18, 2) not null, usq int not null, storage varchar(30) not null)',
  _scale_orders:
    '(i int primary key, id int not null, dealer_code varchar(20) not null, wh varchar(20) not null, order_type varchar(10) not null, transport_type varchar(5), approval_status varchar(10), status smallint not null, day date not null, created_at timestamptz not null, submitted_at timestamptz, ship_date date, line_start int not null, line_end int not null, temp_no varchar(20) not null, dealer_no varchar(20))',
};

async function dropWorkTables(db: Db): Promise<void> {
  for (const name of [...Object.keys(WORK_TABLES), '_scale_alloc', '_scale_pick', '_scale_bc']) {
    await exec(db, `drop table if exists ${name}`);
  }
}

/** The scale marker of a database (seed, scale, started/finished time), or null when it has none. */
export async function scaleMarker(db: Db): Promise<Record<string, unknown> | null> {
  const rows = await exec<{ value: string }>(
    db,
    `select value from app_settings where key = '${SCALE_MARKER_KEY}'`,
  );
  return rows[0] ? (JSON.parse(rows[0].value) as Record<string, unknown>) : null;
}

const isoDay = (d: string, plusDays: number) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + plusDays);
  return t.toISOString().slice(0, 10);
};

/**
 * Adds the scale data (docs/decisions/scale-data.md) to a migrated database that holds the demo data:
 * parts, dealers, stock with ledger, historic dealer orders with lines, allocations, pick bills,
 * boxes, ship bills and balance changes, then advances the number sequences and runs VACUUM ANALYZE. Target
 * totals are `volumesFor(scale)` (rows already present count). Dates end yesterday (business date of
 * `now` in Asia/Shanghai), so the same seed and day give the same data. Throws when the database
 * already holds scale data. `report` receives one line per step (rows, seconds).
 */
export async function generateScaleData(
  db: Db,
  opts: ScaleOptions & { now?: () => Date; report?: (r: StepReport) => void },
): Promise<void> {
  const report = opts.report ?? (() => {});
  const existing = await scaleMarker(db);
  if (existing) throw new ScaleDataPresentError(existing);
  const now = opts.now ?? (() => new Date());
  const v = volumesFor(opts.scale);
  const r = rand(opts.seed);
  const end = isoDay(businessDate(now(), DEFAULT_BUSINESS_TZ), -1);
  const start = isoDay(end, -(HISTORY_DAYS - 1));
  const openingDate = isoDay(`${start.slice(0, 8)}01`, -1);
  const marker = { seed: opts.seed, scale: opts.scale, startedAt: now().toISOString() };
  await exec(
    db,
    `insert into app_settings (key, value) values ('${SCALE_MARKER_KEY}', '${JSON.stringify(marker)}')`,
  );
  await dropWorkTables(db);
  for (const [name, columns] of Object.entries(WORK_TABLES))
    await exec(db, `create unlogged table ${name} ${columns}`);

  await timed('warehouses', report, () => addWarehouses(db, v.warehouses));
  await timed('dealers + credit accounts', report, () => addDealers(db, opts.seed, v.dealers));
  const demoParts = await scalar(db, 'select count(*)::int as n from parts');
  await timed('parts', report, () => insertScaleParts(db, opts.seed, Math.max(0, v.parts - demoParts)));
  await exec(db, 'analyze _scale_parts');
  const stockBefore = await scalar(db, 'select count(*)::int as n from stock');
  await timed('stock + opening ledger', report, () =>
    insertScaleStock(db, r, {
      rows: Math.max(0, v.stockRows - stockBefore),
      openingAt: `${openingDate} 08:00:00+08`,
    }),
  );
  await timed('storage locations', report, () => insertStorageLocations(db));
  await timed('order part pool', report, () => buildOrderPool(db, Object.values(DEMO_PARTS)));
  const ordersBefore = await scalar(db, 'select count(*)::int as n from dealer_orders');
  const firstBefore = await scalar(
    db,
    `select count(*)::int as n from dealer_orders where dealer_code = 'D0001'`,
  );
  const orders = Math.max(0, v.orders - ordersBefore);
  await timed('order plan', report, () =>
    planOrders(db, r, {
      orders,
      firstDealer: Math.min(orders, Math.max(0, v.firstDealerOrders - firstBefore)),
      start,
      end,
      days: HISTORY_DAYS,
      recentShare: 0.06,
      businessTz: DEFAULT_BUSINESS_TZ,
    }),
  );
  await exec(db, 'analyze _scale_orders');
  await exec(db, 'analyze _scale_pool');
  await timed('dealer orders + lines', report, () => insertOrders(db, r));
  await timed('allocations', report, () => insertAllocations(db, end));
  await timed('pick bills + ship boxes', report, () => insertPickAndBoxes(db, end));
  await timed('ship bills', report, () => insertShipBills(db));
  await timed('credit + balance changes', report, () => applyCredit(db, { openingDate }));
  await timed('number sequences', report, () => advanceSequences(db));
  await dropWorkTables(db);
  // VACUUM too: bulk-loaded tables have no visibility map yet, so index-only scans would visit the heap
  await timed('vacuum + analyze', report, async () => {
    await exec(db, 'vacuum analyze');
    return 0;
  });
  await exec(
    db,
    `update app_settings set value = '${JSON.stringify({ ...marker, finishedAt: new Date().toISOString() })}' where key = '${SCALE_MARKER_KEY}'`,
  );
}

/** Thrown when the database already holds scale data (its marker is attached). */
export class ScaleDataPresentError extends Error {
  constructor(readonly marker: Record<string, unknown>) {
    super(
      `this database already holds scale data (${JSON.stringify(marker)}); use a fresh database (drop it, or remove DATA_DIR/db)`,
    );
  }
}
