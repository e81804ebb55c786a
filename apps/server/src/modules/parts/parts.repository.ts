import type { ChainLink, PartWarehouseSetting } from '@spm/contracts';
import { NO_PART_BLOCKERS, type PartBlockers } from '@spm/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
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
 * What another module holds of a part in a warehouse and so blocks its discard, replacement or
 * storage change (spec §4): on-hand stock, open dealer orders, and later inventory count plans,
 * counting, picking, shipping. Each answers the blockers it knows for the part (in one warehouse, or
 * all when `warehouseCode` is null); the app passes the list in where the modules are composed.
 */
export type PartHoldQuery = (
  db: DbOrTx,
  partCode: string,
  warehouseCode: string | null,
) => Promise<Partial<PartBlockers>>;

/** What holds a part (spec §4): the sum of what each of `holds` reports. */
export async function partBlockers(
  db: DbOrTx,
  holds: readonly PartHoldQuery[],
  partCode: string,
  warehouseCode: string | null,
): Promise<PartBlockers> {
  let blockers: PartBlockers = NO_PART_BLOCKERS;
  for (const hold of holds) {
    const found = await hold(db, partCode, warehouseCode);
    blockers = {
      stockQty: blockers.stockQty + (found.stockQty ?? 0),
      openOrderQty: blockers.openOrderQty + (found.openOrderQty ?? 0),
      inInventoryPlan: blockers.inInventoryPlan || !!found.inInventoryPlan,
      counting: blockers.counting || !!found.counting,
      picking: blockers.picking || !!found.picking,
      shipping: blockers.shipping || !!found.shipping,
      openPurchaseQty: (blockers.openPurchaseQty ?? 0) + (found.openPurchaseQty ?? 0),
    };
  }
  return blockers;
}
