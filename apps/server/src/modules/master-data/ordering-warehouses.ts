import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dealers } from '../../platform/db/platform.tables';
import { dealerOrderingWarehouses } from './master-data.tables';

/** What the dealer master holds of a dealer's ordering warehouses; null for an unknown dealer. */
type OrderingWarehouseFacts = { defaultWarehouseCode: string | null; listed: string[] } | null;

/**
 * The warehouses a dealer may order from (spec §2 Mst dealer master "default warehouse" and
 * "ordering warehouses", §6 dealer types), read inside a caller's statement: `column(dealerCode)` is
 * one JSON column of the dealer master's facts, and `decode` turns the value read into the codes: its
 * default warehouse first, then its ordering warehouses by code, each once. A dealer without
 * ordering-warehouse rows orders from its default warehouse only; an unknown dealer, or one with
 * neither, answers `[]` (docs/decisions/master-data.md "Ordering warehouses and POPP eligibility").
 * Whether a warehouse is active is not checked here: the order rules refuse an inactive one with
 * WAREHOUSE_NOT_FOUND. Passed into dealer order entry where the app is composed (`modules/index.ts`),
 * so an order's checks read it in the statement that reads its parts (one round trip less).
 */
export const orderingWarehouses = {
  column: (dealerCode: string) =>
    sql<unknown>`(select json_build_object('defaultWarehouseCode', d.default_warehouse_code, 'listed',
      (select coalesce(json_agg(o.warehouse_code order by o.warehouse_code), '[]'::json)
        from ${dealerOrderingWarehouses} o where o.dealer_code = d.code))
      from ${dealers} d where d.code = ${dealerCode})`,
  decode: (value: unknown): string[] => {
    const facts = value as OrderingWarehouseFacts;
    return facts ? defaultFirst(facts.defaultWarehouseCode, facts.listed) : [];
  },
};

/** The default warehouse, then the listed ones, each once (no blanks). */
const defaultFirst = (defaultWarehouseCode: string | null, listed: readonly string[]): string[] => [
  ...new Set([defaultWarehouseCode, ...listed].filter((c): c is string => !!c)),
];

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
  return new Map(list.map((d) => [d.code, defaultFirst(d.defaultWarehouseCode, listed.get(d.code) ?? [])]));
}
