import { inArray } from 'drizzle-orm';
import type { Principal } from '../../../platform/access/principal';
import type { DbOrTx } from '../../../platform/db/client';
import { warehouses } from '../../../platform/db/platform.tables';
import type { ApplyContext, ImportRow } from '../../../platform/excel/importer';
import { parts } from '../parts.tables';
import { warehouseInScope } from './import-support';

/** The part codes of `codes` that exist (one query per batch). */
export async function existingParts(db: DbOrTx, codes: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Set();
  const rows = await db.select({ code: parts.partCode }).from(parts).where(inArray(parts.partCode, unique));
  return new Set(rows.map((r) => r.code));
}

/** The warehouse codes of `codes` that exist and the caller may work in (one query per batch). */
export async function usableWarehouses(
  db: DbOrTx,
  principal: Principal,
  codes: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ code: warehouses.code })
    .from(warehouses)
    .where(inArray(warehouses.code, unique));
  return new Set(rows.map((r) => r.code).filter((code) => warehouseInScope(principal.scope, code)));
}

/**
 * Keeps the rows whose part exists and whose warehouse (when given) exists and is the caller's; the
 * others are failed with PART_NOT_FOUND {partCode} / WAREHOUSE_NOT_FOUND {warehouseCode} (a warehouse
 * outside the caller's scope reads as missing).
 */
export async function rowsWithKnownReferences<
  V extends { partCode: string | null; warehouseCode?: string | null },
>(db: DbOrTx, rows: ImportRow<V>[], ctx: ApplyContext): Promise<ImportRow<V>[]> {
  const known = await existingParts(
    db,
    rows.map((r) => r.values.partCode as string),
  );
  const usable = await usableWarehouses(
    db,
    ctx.principal,
    rows.flatMap((r) => (r.values.warehouseCode ? [r.values.warehouseCode] : [])),
  );
  return rows.filter((row) => {
    const { partCode, warehouseCode } = row.values;
    let ok = true;
    if (!known.has(partCode as string)) {
      ctx.fail(row, 'PART_NOT_FOUND', { partCode }, 'partCode');
      ok = false;
    }
    if (warehouseCode && !usable.has(warehouseCode)) {
      ctx.fail(row, 'WAREHOUSE_NOT_FOUND', { warehouseCode }, 'warehouseCode');
      ok = false;
    }
    return ok;
  });
}
