import type { ChainLink, PartWarehouseSetting } from '@spm/contracts';
import { NO_PART_BLOCKERS, type PartBlockers } from '@spm/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { stock } from '../stock/stock.tables';
import { parts } from './parts.tables';
import { partPredictionSettings, partWarehouseSettings } from './parts-settings.tables';

type PartRow = typeof parts.$inferSelect;

/** A part by code (exact, already normalized), optionally locked `FOR UPDATE`; undefined when missing. */
export async function findPart(db: DbOrTx, partCode: string, lock = false): Promise<PartRow | undefined> {
  const query = db.select().from(parts).where(eq(parts.partCode, partCode));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/** The stored statuses of the given codes (missing codes are absent from the map). */
export async function statusesOf(db: DbOrTx, partCodes: string[]): Promise<Map<string, string>> {
  if (partCodes.length === 0) return new Map();
  const rows = await db
    .select({ partCode: parts.partCode, status: parts.status })
    .from(parts)
    .where(inArray(parts.partCode, partCodes));
  return new Map(rows.map((r) => [r.partCode, r.status]));
}

/**
 * The supersession chain from a part forward: the part itself, then its `newPartCode`, and so on
 * (recursive query, stops at a code already on the path or after 50 links, so a cycle cannot loop).
 */
export async function supersessionChain(db: DbOrTx, partCode: string): Promise<ChainLink[]> {
  const result = await db.execute(sql`
    with recursive chain(part_code, status, new_part_code, depth, path) as (
      select part_code, status, new_part_code, 0, array[part_code::text] from parts where part_code = ${partCode}
      union all
      select p.part_code, p.status, p.new_part_code, c.depth + 1, c.path || p.part_code::text
      from chain c join parts p on p.part_code = c.new_part_code
      where not (p.part_code::text = any(c.path)) and c.depth < 50
    )
    select part_code as "partCode", status from chain order by depth`);
  return result.rows as unknown as ChainLink[];
}

/** Parts that name this part as their successor. */
export async function predecessorsOf(db: DbOrTx, partCode: string): Promise<ChainLink[]> {
  return db
    .select({ partCode: parts.partCode, status: parts.status })
    .from(parts)
    .where(eq(parts.newPartCode, partCode))
    .orderBy(asc(parts.partCode));
}

/** Per-warehouse rows of a part (flow partition, storages, safety stock, capacity, min/max). */
export async function warehouseSettingsOf(db: DbOrTx, partCode: string): Promise<PartWarehouseSetting[]> {
  const rows = await db
    .select()
    .from(partWarehouseSettings)
    .where(eq(partWarehouseSettings.partCode, partCode))
    .orderBy(asc(partWarehouseSettings.warehouseCode));
  return rows.map(toWarehouseSetting);
}

/** A `part_warehouse_settings` row as the API writes it (timestamp as ISO string). */
export const toWarehouseSetting = (row: typeof partWarehouseSettings.$inferSelect): PartWarehouseSetting => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The prediction coefficients of a part, or undefined. */
export async function predictionOf(db: DbOrTx, partCode: string) {
  const rows = await db
    .select()
    .from(partPredictionSettings)
    .where(eq(partPredictionSettings.partCode, partCode));
  return rows[0];
}

/**
 * Something that holds a part in a warehouse and so blocks its discard, replacement or storage change
 * (spec §4): inventory count plans, counting, picking, shipping. Modules owning those documents
 * register a probe; it answers the blockers it knows for the part (in one warehouse, or all when
 * `warehouseCode` is null).
 */
export type PartBlockerProbe = (
  db: DbOrTx,
  partCode: string,
  warehouseCode: string | null,
) => Promise<Partial<PartBlockers>>;

const blockerProbes: PartBlockerProbe[] = [];

/** Registers a part blocker probe (see PartBlockerProbe). */
export function registerPartBlockerProbe(probe: PartBlockerProbe): void {
  if (!blockerProbes.includes(probe)) blockerProbes.push(probe);
}

/** Dealer order statuses whose unshipped qty is still open: postponed (1) to financially settled (8). */
const OPEN_ORDER_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * What holds a part (spec §4): on-hand stock, the unshipped qty of open dealer orders (status 1–8,
 * qty above shipped qty), plus whatever the registered probes report. One warehouse, or all when
 * `warehouseCode` is null.
 */
export async function partBlockers(
  db: DbOrTx,
  partCode: string,
  warehouseCode: string | null,
): Promise<PartBlockers> {
  const [stockRows, orderRows] = await Promise.all([
    db
      .select({ qty: sql<number>`coalesce(sum(${stock.onHandQty}), 0)::int` })
      .from(stock)
      .where(
        and(eq(stock.partCode, partCode), warehouseCode ? eq(stock.warehouseCode, warehouseCode) : undefined),
      ),
    db
      .select({
        qty: sql<number>`coalesce(sum(${dealerOrderLines.qty} - ${dealerOrderLines.shippedQty}), 0)::int`,
      })
      .from(dealerOrderLines)
      .innerJoin(dealerOrders, eq(dealerOrders.id, dealerOrderLines.orderId))
      .where(
        and(
          eq(dealerOrderLines.partCode, partCode),
          inArray(dealerOrders.status, OPEN_ORDER_STATUSES),
          gt(dealerOrderLines.qty, dealerOrderLines.shippedQty),
          warehouseCode ? eq(dealerOrders.orderWarehouseCode, warehouseCode) : undefined,
        ),
      ),
  ]);
  let blockers: PartBlockers = {
    ...NO_PART_BLOCKERS,
    stockQty: stockRows[0]?.qty ?? 0,
    openOrderQty: orderRows[0]?.qty ?? 0,
  };
  for (const probe of blockerProbes) {
    const found = await probe(db, partCode, warehouseCode);
    blockers = {
      stockQty: blockers.stockQty,
      openOrderQty: blockers.openOrderQty + (found.openOrderQty ?? 0),
      inInventoryPlan: blockers.inInventoryPlan || !!found.inInventoryPlan,
      counting: blockers.counting || !!found.counting,
      picking: blockers.picking || !!found.picking,
      shipping: blockers.shipping || !!found.shipping,
    };
  }
  return blockers;
}
