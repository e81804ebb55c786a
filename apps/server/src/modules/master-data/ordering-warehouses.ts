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
 * `orderingWarehousesOf` for several dealers at once (one query): dealer code → its default warehouse
 * first, then its ordering warehouses by code, each once. For the dealer pickers of order entry.
 */
export async function orderingWarehousesOfDealers(
  db: DbOrTx,
  list: readonly { code: string; defaultWarehouseCode: string | null }[],
): Promise<Map<string, string[]>> {
  const rows =
    list.length === 0
      ? []
      : await db
          .select({
            dealerCode: dealerOrderingWarehouses.dealerCode,
            warehouseCode: dealerOrderingWarehouses.warehouseCode,
          })
          .from(dealerOrderingWarehouses)
          .where(
            inArray(
              dealerOrderingWarehouses.dealerCode,
              list.map((d) => d.code),
            ),
          )
          .orderBy(asc(dealerOrderingWarehouses.warehouseCode));
  return new Map(
    list.map((d) => {
      const codes = [
        d.defaultWarehouseCode,
        ...rows.filter((r) => r.dealerCode === d.code).map((r) => r.warehouseCode),
      ];
      return [d.code, [...new Set(codes.filter((c): c is string => !!c))]];
    }),
  );
}
