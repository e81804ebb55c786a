import { and, type Column, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { pickBills, SHIP_BILL_STATUS, shipBills, shipBoxes } from './fulfilment.tables';

/** A dealer's deliveries (ship bills) not yet confirmed as received. One count on `ship_bills_dealer_idx`. */
export async function deliveriesToConfirmCount(db: DbOrTx, dealerCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shipBills)
    .where(and(eq(shipBills.dealerCode, dealerCode), eq(shipBills.status, SHIP_BILL_STATUS.unconfirmed)));
  return Number(row?.n ?? 0);
}

/** Pick bills, boxes and ship bills of one business day. */
export interface WarehouseDayWork {
  pickBills: number;
  boxes: number;
  shipBills: number;
}

/**
 * What the warehouses did on business day `day` (`yyyy-MM-dd` in time zone `tz`): pick bills made,
 * boxes packed, ship bills shipped. One round trip of three indexed counts (`pick_bills_warehouse_idx`,
 * `ship_boxes_warehouse_idx`, `ship_bills_warehouse_idx`); all zero for an empty list.
 */
export async function warehouseWorkOn(
  db: DbOrTx,
  warehouseCodes: readonly string[],
  day: string,
  tz: string,
): Promise<WarehouseDayWork> {
  if (warehouseCodes.length === 0) return { pickBills: 0, boxes: 0, shipBills: 0 };
  const codes = [...warehouseCodes];
  const from = sql`(${day}::date::timestamp at time zone ${tz})`;
  const to = sql`((${day}::date + 1)::timestamp at time zone ${tz})`;
  const during = (column: Column) => sql`${column} >= ${from} and ${column} < ${to}`;
  const res = await db.execute(sql`select
    (select count(*) from ${pickBills} where ${inArray(pickBills.warehouseCode, codes)} and ${during(pickBills.createdAt)})::int as pick_bills,
    (select count(*) from ${shipBoxes} where ${inArray(shipBoxes.warehouseCode, codes)} and ${during(shipBoxes.createdAt)})::int as boxes,
    (select count(*) from ${shipBills} where ${inArray(shipBills.warehouseCode, codes)} and ${shipBills.shipDate} = ${day}::date)::int as ship_bills`);
  const row = res.rows[0] as { pick_bills: number; boxes: number; ship_bills: number };
  return { pickBills: Number(row.pick_bills), boxes: Number(row.boxes), shipBills: Number(row.ship_bills) };
}
