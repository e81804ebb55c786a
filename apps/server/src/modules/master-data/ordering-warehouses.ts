import { asc, eq } from 'drizzle-orm';
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
    .select({ defaultWarehouseCode: dealers.defaultWarehouseCode })
    .from(dealers)
    .where(eq(dealers.code, dealerCode));
  if (!dealer) return [];
  const rows = await db
    .select({ warehouseCode: dealerOrderingWarehouses.warehouseCode })
    .from(dealerOrderingWarehouses)
    .where(eq(dealerOrderingWarehouses.dealerCode, dealerCode))
    .orderBy(asc(dealerOrderingWarehouses.warehouseCode));
  const codes = [dealer.defaultWarehouseCode, ...rows.map((r) => r.warehouseCode)];
  return [...new Set(codes.filter((c): c is string => !!c))];
}
