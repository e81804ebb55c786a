import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dealers } from '../../platform/db/platform.tables';
import { dealerOrderingWarehouses } from './master-data.tables';

/**
 * The warehouses a dealer may order from (spec §2 Mst dealer master "default warehouse" and
 * "ordering warehouses", §6 dealer types): its default warehouse first, then its ordering warehouses by
 * code, each once (warehouse codes). A dealer without ordering-warehouse rows orders from its default
 * warehouse only; an unknown dealer, or one with neither, answers `[]` (docs/decisions/master-data.md
 * "Ordering warehouses and POPP eligibility"). Whether a warehouse is active is not checked here: the
 * order rules refuse an inactive one with WAREHOUSE_NOT_FOUND. Passed into dealer order entry where
 * the app is composed (`modules/index.ts`).
 */
export async function orderingWarehousesOf(db: DbOrTx, dealerCode: string): Promise<string[]> {
  const [dealer] = await db
    .select({ code: dealers.code, defaultWarehouseCode: dealers.defaultWarehouseCode })
    .from(dealers)
    .where(eq(dealers.code, dealerCode));
  if (!dealer) return [];
  return (await orderingWarehousesOfDealers(db, [dealer])).get(dealerCode) ?? [];
}

/**
 * The ordering warehouses the dealer master lists for each of `dealerCodes` (dealer code → warehouse
 * codes by code; `[]` for a dealer with none), in one query. The master's own list, without the
 * default warehouse: the dealer master page shows it; `orderingWarehousesOfDealers` adds the default.
 */
export async function listedOrderingWarehouses(
  db: DbOrTx,
  dealerCodes: readonly string[],
): Promise<Map<string, string[]>> {
  const listed = new Map(dealerCodes.map((code) => [code, [] as string[]]));
  if (dealerCodes.length === 0) return listed;
  const rows = await db
    .select({
      dealerCode: dealerOrderingWarehouses.dealerCode,
      warehouseCode: dealerOrderingWarehouses.warehouseCode,
    })
    .from(dealerOrderingWarehouses)
    .where(inArray(dealerOrderingWarehouses.dealerCode, [...dealerCodes]))
    .orderBy(asc(dealerOrderingWarehouses.warehouseCode));
  for (const r of rows) listed.get(r.dealerCode)?.push(r.warehouseCode);
  return listed;
}

/**
 * `orderingWarehousesOf` for several dealers at once (one query): dealer code → its default warehouse
 * first, then its ordering warehouses by code, each once. For the dealer pickers of order entry.
 */
export async function orderingWarehousesOfDealers(
  db: DbOrTx,
  list: readonly { code: string; defaultWarehouseCode: string | null }[],
): Promise<Map<string, string[]>> {
  const listed = await listedOrderingWarehouses(
    db,
    list.map((d) => d.code),
  );
  return new Map(
    list.map((d) => {
      const codes = [d.defaultWarehouseCode, ...(listed.get(d.code) ?? [])];
      return [d.code, [...new Set(codes.filter((c): c is string => !!c))]];
    }),
  );
}
