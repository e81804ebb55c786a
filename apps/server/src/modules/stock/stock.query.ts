import type { StockListItem, StockLocationItem, WarehouseStockSummary } from '@spm/contracts';
import {
  checkPartOrderable,
  type Language,
  type LimitArea,
  nameIn,
  PART_STATUSES,
  type PartStatus,
  type PartType,
} from '@spm/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { warehouseScope } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { warehouses } from '../../platform/db/platform.tables';
import { AppError } from '../../platform/errors';
import { partCodeSortKey, partKeywordCondition } from '../parts';
import { parts } from '../parts/parts.tables';
import { storageLocations } from '../parts/parts-settings.tables';
import {
  keywordPageApplies,
  keywordStockPage,
  type StockPage,
  type StockSearch,
  type StockSearchCache,
} from './stock.keyword-search';
import {
  type DealerJson,
  dealerJsonSql,
  type OrderingProfile,
  profileOf,
  ROW_COLUMNS,
  STOCK_COLUMNS,
  type StockRow,
  stockSums,
  visibleWarehouses,
} from './stock.search-sql';
import { stock } from './stock.tables';

export type { StockSearch };

/** Columns a stock row is sorted by: part code, warehouse (code and display order), available pieces. */
interface SortColumns {
  partCode: SQL;
  warehouseCode: SQL;
  sortOrder: SQL;
}

const ORDER: Record<string, (c: SortColumns) => SQL> = {
  partCode: (c) => sql`${c.partCode} asc, ${c.sortOrder} asc`,
  '-partCode': (c) => sql`${c.partCode} desc, ${c.sortOrder} asc`,
  warehouseCode: (c) => sql`${c.warehouseCode} asc, ${c.partCode} asc`,
  '-warehouseCode': (c) => sql`${c.warehouseCode} desc, ${c.partCode} asc`,
  availableQty: (c) => sql`available asc, ${c.partCode} asc, ${c.sortOrder} asc`,
  '-availableQty': (c) => sql`available desc, ${c.partCode} asc, ${c.sortOrder} asc`,
};

/**
 * The page of stock rows. Sorted or filtered by availability, the sums are needed for every candidate
 * row; otherwise the page is chosen first and the stock summed for its rows only.
 */
function stockPageQuery(q: StockSearch, where: SQL, filtered: boolean): SQL {
  const sort = q.sort && Object.hasOwn(ORDER, q.sort) ? ORDER[q.sort] : ORDER.partCode;
  const page = sql`limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const own = {
    partCode: partCodeSortKey(filtered),
    warehouseCode: sql`${warehouses.code}`,
    sortOrder: sql`${warehouses.sortOrder}`,
  };
  if (q.availableOnly || q.sort?.endsWith('availableQty')) {
    return sql`select ${ROW_COLUMNS}, ${STOCK_COLUMNS}
      from ${parts} cross join ${warehouses} ${stockSums(sql`${parts.partCode}`, own.warehouseCode)}
      where ${where} ${q.availableOnly ? sql`and s.on_hand - s.allocated > 0` : sql``}
      order by ${sort(own)} ${page}`;
  }
  const picked = {
    partCode: sql`p."partCode"`,
    warehouseCode: sql`p."warehouseCode"`,
    sortOrder: sql`p."sortOrder"`,
  };
  return sql`select p.*, ${STOCK_COLUMNS}
    from (select ${ROW_COLUMNS} from ${parts} cross join ${warehouses} where ${where} order by ${sort(own)} ${page}) p
    ${stockSums(picked.partCode, picked.warehouseCode)}
    order by ${sort(picked)}`;
}

/** The dealer context orderability is judged in (`profileOf`), read on its own. */
async function orderingProfile(db: DbOrTx, principal: Principal): Promise<OrderingProfile> {
  if (!principal.dealerCode) return profileOf(principal, null);
  const result = await db.execute(sql`select ${dealerJsonSql(principal)} as dealer`);
  return profileOf(principal, (result.rows[0] as { dealer: DealerJson | string }).dealer);
}

/** The plain stock search: the page and the total from the part and warehouse tables, with the dealer context. */
async function plainStockPage(db: DbOrTx, principal: Principal, q: StockSearch): Promise<StockPage> {
  const keyword = partKeywordCondition(q.keyword);
  const where = and(
    keyword,
    visibleWarehouses(principal),
    q.warehouseCode ? eq(warehouses.code, q.warehouseCode) : undefined,
  ) as SQL;
  const [rows, count, profile] = await Promise.all([
    db.execute(stockPageQuery(q, where, keyword !== undefined)),
    db.execute(sql`
      select count(*)::int as n from ${parts} cross join ${warehouses}
      ${q.availableOnly ? sql`${stockSums(sql`${parts.partCode}`, sql`${warehouses.code}`)}` : sql``}
      where ${where} ${q.availableOnly ? sql`and s.on_hand - s.allocated > 0` : sql``}`),
    orderingProfile(db, principal),
  ]);
  const total = Number((count.rows[0] as { n: number } | undefined)?.n ?? 0);
  return { rows: rows.rows as unknown as StockRow[], total, profile };
}

/**
 * Stock search (API.md `GET /api/v1/stock`, spec §2 `/InventoryQuery/index`): one row per part and
 * visible warehouse with on-hand, allocated and available pieces summed over the storage locations
 * (a part never stocked in a warehouse shows 0). Dealer accounts get `onHandQty`/`allocatedQty` null.
 * `orderable` applies the orderability rules of spec §5 for a Normal order of the caller's dealer
 * (head office and warehouse staff: no dealer region, new-energy allowed). With `cache`, a keyword
 * search sorted by part or warehouse code takes the matching part codes and the warehouse list from
 * it (`keywordStockPage`); the answer is the same either way.
 */
export async function searchStock(
  db: DbOrTx,
  principal: Principal,
  q: StockSearch,
  language: Language,
  cache?: StockSearchCache,
): Promise<{ items: StockListItem[]; total: number; page: number; pageSize: number }> {
  const cached = cache && keywordPageApplies(q) ? await keywordStockPage(db, principal, q, cache) : null;
  const { rows, total, profile } = cached ?? (await plainStockPage(db, principal, q));
  const dealerView = principal.accountType === 'Dealer';
  const items = rows.map((r): StockListItem => {
    const status = r.status as PartStatus;
    const violation = checkPartOrderable(
      {
        partCode: r.partCode,
        status,
        newPartCode: r.newPartCode,
        partType: (r.partType ?? undefined) as PartType | undefined,
        flags: { discard: r.discard, subPart: r.subPart, limitSell: r.limitSell, newEnergy: r.newEnergy },
        limitedSalesAreas: r.limitedSalesArea ? [r.limitedSalesArea as LimitArea] : [],
      },
      {
        orderType: 'Normal',
        dealerRegion: profile.dealerRegion,
        newEnergyAuthorised: profile.newEnergyAuthorised,
      },
    );
    return {
      partCode: r.partCode,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      status: r.status,
      warehouseCode: r.warehouseCode,
      warehouseName: nameIn(r, language, 'warehouseName'),
      onHandQty: dealerView ? null : Number(r.onHand),
      allocatedQty: dealerView ? null : Number(r.allocated),
      availableQty: Number(r.available),
      price: String(r.price),
      minPackageQty: r.minPackageQty,
      unitSalesQty: r.unitSalesQty,
      orderable: violation === null,
      notOrderableReason: violation?.code ?? null,
      backorderAllowed: PART_STATUSES[status]?.backorderAllowed ?? false,
      newPartCode: r.newPartCode,
    };
  });
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/**
 * Storage locations of a part in the caller's warehouses (head office: all), in warehouse and
 * storage-code order. Dealers and suppliers see none. NOT_FOUND for an unknown part.
 */
export async function stockLocations(
  db: DbOrTx,
  principal: Principal,
  partCode: string,
  warehouseCode?: string,
): Promise<StockLocationItem[]> {
  const part = await db.select({ partCode: parts.partCode }).from(parts).where(eq(parts.partCode, partCode));
  if (part.length === 0) throw new AppError('NOT_FOUND');
  const rows = await db
    .select({
      warehouseCode: stock.warehouseCode,
      storageCode: stock.storageCode,
      storageType: storageLocations.storageType,
      onHandQty: stock.onHandQty,
      allocatedQty: stock.allocatedQty,
      updatedAt: stock.updatedAt,
    })
    .from(stock)
    .leftJoin(
      storageLocations,
      and(
        eq(storageLocations.warehouseCode, stock.warehouseCode),
        eq(storageLocations.storageCode, stock.storageCode),
      ),
    )
    .where(
      and(
        eq(stock.partCode, partCode),
        warehouseScope(principal, stock.warehouseCode),
        warehouseCode ? eq(stock.warehouseCode, warehouseCode) : undefined,
      ),
    )
    .orderBy(asc(stock.warehouseCode), asc(stock.storageCode));
  return rows.map((r) => ({
    ...r,
    availableQty: r.onHandQty - r.allocatedQty,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A part's stock per visible warehouse (every visible warehouse, zeros where none), in warehouse order. */
export async function stockSummary(
  db: DbOrTx,
  principal: Principal,
  partCode: string,
  language: Language,
): Promise<WarehouseStockSummary[]> {
  const rows = await db
    .select({
      warehouseCode: warehouses.code,
      nameZh: warehouses.nameZh,
      nameEn: warehouses.nameEn,
      onHandQty: sql<number>`coalesce(sum(${stock.onHandQty}), 0)::int`,
      allocatedQty: sql<number>`coalesce(sum(${stock.allocatedQty}), 0)::int`,
    })
    .from(warehouses)
    .leftJoin(stock, and(eq(stock.warehouseCode, warehouses.code), eq(stock.partCode, partCode)))
    .where(visibleWarehouses(principal))
    .groupBy(warehouses.code, warehouses.nameZh, warehouses.nameEn, warehouses.sortOrder)
    .orderBy(asc(warehouses.sortOrder));
  return rows.map((r) => ({
    warehouseCode: r.warehouseCode,
    warehouseName: nameIn(r, language),
    onHandQty: r.onHandQty,
    allocatedQty: r.allocatedQty,
    availableQty: r.onHandQty - r.allocatedQty,
  }));
}

/**
 * A part's on-hand stock (pieces) in one warehouse, or summed over all when `warehouseCode` is null:
 * the stock that blocks the part's discard, replacement or storage change (spec §4).
 */
export async function stockHeldOf(
  db: DbOrTx,
  partCode: string,
  warehouseCode: string | null,
): Promise<{ stockQty: number }> {
  const [row] = await db
    .select({ qty: sql<number>`coalesce(sum(${stock.onHandQty}), 0)::int` })
    .from(stock)
    .where(
      and(eq(stock.partCode, partCode), warehouseCode ? eq(stock.warehouseCode, warehouseCode) : undefined),
    );
  return { stockQty: row?.qty ?? 0 };
}
