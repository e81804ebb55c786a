import type { LimitArea } from '@spm/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealers, warehouses } from '../../platform/db/platform.tables';
import { parts } from '../parts/parts.tables';
import { stock } from './stock.tables';

/** SQL pieces and row shapes shared by the stock search's plain and keyword-cached paths. */

/** Warehouses whose stock the caller may see: head office all, others their (ordering) warehouses. */
export function visibleWarehouses(principal: Principal): SQL {
  if (principal.scope.kind === 'all') return sql`${warehouses.active}`;
  if (
    principal.scope.kind === 'none' ||
    principal.scope.kind === 'supplier' ||
    principal.warehouseCodes.length === 0
  ) {
    return sql`false`;
  }
  return and(eq(warehouses.active, true), inArray(warehouses.code, principal.warehouseCodes)) as SQL;
}

/** The part and warehouse columns of a stock row (`StockRow` without the stock figures). */
export const ROW_COLUMNS = sql`${parts.partCode} as "partCode", ${parts.nameZh} as "nameZh", ${parts.nameEn} as "nameEn",
  ${parts.status} as status, ${warehouses.code} as "warehouseCode", ${warehouses.nameZh} as "warehouseNameZh",
  ${warehouses.nameEn} as "warehouseNameEn", ${warehouses.sortOrder} as "sortOrder", ${parts.priceOrdinary} as price,
  ${parts.minPackageQty} as "minPackageQty", ${parts.unitSalesQty} as "unitSalesQty",
  ${parts.newPartCode} as "newPartCode", ${parts.partType} as "partType",
  ${parts.limitedSalesArea} as "limitedSalesArea", ${parts.discard} as discard, ${parts.subPart} as "subPart",
  ${parts.limitSell} as "limitSell", ${parts.newEnergy} as "newEnergy"`;

/** On-hand and allocated pieces of a part in a warehouse, summed over its storage locations. */
export const stockSums = (partCode: SQL, warehouseCode: SQL) => sql`left join lateral (
    select coalesce(sum(${stock.onHandQty}), 0)::int as on_hand, coalesce(sum(${stock.allocatedQty}), 0)::int as allocated
    from ${stock} where ${stock.partCode} = ${partCode} and ${stock.warehouseCode} = ${warehouseCode}
  ) s on true`;
/** The stock figures of a row, in pieces, from `stockSums`'s `s`. */
export const STOCK_COLUMNS = sql`s.on_hand as "onHand", s.allocated as allocated, s.on_hand - s.allocated as available`;

/** The dealer context orderability is judged in (no dealer: head office and warehouse staff). */
export interface OrderingProfile {
  dealerRegion: LimitArea | null;
  newEnergyAuthorised: boolean;
}

/** The caller's dealer row as a statement's column (null without a dealer or when the dealer is gone). */
export type DealerJson = { region: string | null; newEnergyAuthorised: boolean } | null;

/** The `DealerJson` column of the caller's dealer, to be read with other figures in one statement. */
export function dealerJsonSql(principal: Principal): SQL {
  return principal.dealerCode
    ? sql`(select json_build_object('region', ${dealers.region}, 'newEnergyAuthorised', ${dealers.newEnergyAuthorised})
        from ${dealers} where ${eq(dealers.code, principal.dealerCode)})`
    : sql`null`;
}

/**
 * The dealer context orderability is judged in: the caller's dealer (a dealer row not found: no region,
 * new energy not authorised), or no dealer (head office, warehouse staff: no region, new energy allowed).
 */
export function profileOf(principal: Principal, dealer: DealerJson | string): OrderingProfile {
  if (!principal.dealerCode) return { dealerRegion: null, newEnergyAuthorised: true };
  const row = (typeof dealer === 'string' ? JSON.parse(dealer) : dealer) as DealerJson;
  return {
    dealerRegion: (row?.region as LimitArea) ?? null,
    newEnergyAuthorised: row?.newEnergyAuthorised ?? false,
  };
}

/** One row of a stock search as the statements answer it (quantities in pieces, price in CNY as text). */
export interface StockRow {
  partCode: string;
  nameZh: string;
  nameEn: string;
  status: string;
  warehouseCode: string;
  warehouseNameZh: string;
  warehouseNameEn: string;
  onHand: number;
  allocated: number;
  available: number;
  price: string;
  minPackageQty: number;
  unitSalesQty: number;
  newPartCode: string | null;
  partType: string | null;
  limitedSalesArea: string | null;
  discard: boolean;
  subPart: boolean;
  limitSell: boolean;
  newEnergy: boolean;
}
