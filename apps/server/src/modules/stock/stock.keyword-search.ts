import type { LimitArea } from '@spm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { dealers, warehouses } from '../../platform/db/platform.tables';
import { catalogueVersionSql, type PartKeywordCache } from '../parts';
import { parts } from '../parts/parts.tables';
import {
  type OrderingProfile,
  ROW_COLUMNS,
  STOCK_COLUMNS,
  type StockRow,
  stockSums,
  visibleWarehouses,
} from './stock.search-sql';

/** The filters and page of a stock search (`GET /api/v1/stock`); page from 1, pageSize rows. */
export interface StockSearch {
  keyword?: string;
  warehouseCode?: string;
  availableOnly?: boolean;
  sort?: string;
  page: number;
  pageSize: number;
}

interface VisibleWarehouse {
  code: string;
  nameZh: string;
  nameEn: string;
  sortOrder: number;
  /** Position in warehouse-code order (the database's collation), from 1. */
  codeRank: number;
}

/** A page of stock rows with the search's total and the dealer context to judge them in. */
export interface StockPage {
  rows: StockRow[];
  total: number;
  profile: OrderingProfile;
}

/**
 * True when the keyword-cached path can answer the search: a keyword, no availability filter and a
 * sort by part or warehouse code (the rows and their order then follow from the matching part codes
 * and the visible warehouses alone; sorting or filtering by stock needs every candidate's sums).
 */
export function keywordPageApplies(q: StockSearch): boolean {
  const sort = (q.sort ?? 'partCode').replace(/^-/, '');
  return (
    (q.keyword?.trim() ?? '') !== '' && !q.availableOnly && (sort === 'partCode' || sort === 'warehouseCode')
  );
}

/**
 * The (part code, warehouse code) pairs of the requested page, in the order of the plain search: by
 * part code (either way) then warehouse display order, or by warehouse code (either way) then part code.
 */
function pagePairs(codes: string[], visible: VisibleWarehouse[], q: StockSearch): [string, string][] {
  const sort = q.sort ?? 'partCode';
  const descending = sort.startsWith('-');
  const total = codes.length * visible.length;
  const from = (q.page - 1) * q.pageSize;
  const to = Math.min(from + q.pageSize, total);
  const pairs: [string, string][] = [];
  if (sort.endsWith('warehouseCode')) {
    const byCode = [...visible].sort((a, b) =>
      descending ? b.codeRank - a.codeRank : a.codeRank - b.codeRank,
    );
    for (let i = from; i < to; i++)
      pairs.push([codes[i % codes.length], byCode[Math.floor(i / codes.length)].code]);
  } else {
    const n = visible.length;
    for (let i = from; i < to; i++) {
      const part = Math.floor(i / n);
      pairs.push([codes[descending ? codes.length - 1 - part : part], visible[i % n].code]);
    }
  }
  return pairs;
}

/**
 * The stock search's page through the keyword cache (issue "Performance round two", scope 1): one
 * statement reads the catalogue version, the visible warehouses and the dealer context; the matching
 * part codes come from `cache` (read again when the catalogue changed); one statement then reads the
 * page's part rows and sums their stock, which is never cached. Answers null when the cache declines
 * (too many matches): the caller searches the plain way. Same rows, order and total as the plain path.
 */
export async function keywordStockPage(
  db: DbOrTx,
  principal: Principal,
  q: StockSearch,
  cache: PartKeywordCache,
): Promise<StockPage | null> {
  const shown = and(
    visibleWarehouses(principal),
    q.warehouseCode ? eq(warehouses.code, q.warehouseCode) : undefined,
  );
  const dealer = principal.dealerCode
    ? sql`(select json_build_object('region', ${dealers.region}, 'newEnergyAuthorised', ${dealers.newEnergyAuthorised})
        from ${dealers} where ${eq(dealers.code, principal.dealerCode)})`
    : sql`null`;
  const head = (
    await db.execute(sql`select ${catalogueVersionSql} as version,
      (select coalesce(json_agg(w order by w."sortOrder", w.code), '[]'::json) from (
        select ${warehouses.code} as code, ${warehouses.nameZh} as "nameZh", ${warehouses.nameEn} as "nameEn",
          ${warehouses.sortOrder} as "sortOrder", row_number() over (order by ${warehouses.code}) as "codeRank"
        from ${warehouses} where ${shown}) w) as warehouses,
      ${dealer} as dealer`)
  ).rows[0] as {
    version: number | null;
    warehouses: VisibleWarehouse[] | string;
    dealer: { region: string | null; newEnergyAuthorised: boolean } | string | null;
  };
  if (head.version === null) return null;
  const codes = await cache.codes(db, q.keyword ?? '', Number(head.version));
  if (codes === null) return null;
  // json columns arrive parsed from node-postgres and as text from some drivers
  const visible = (
    typeof head.warehouses === 'string' ? JSON.parse(head.warehouses) : head.warehouses
  ) as VisibleWarehouse[];
  const dealerRow = (typeof head.dealer === 'string' ? JSON.parse(head.dealer) : head.dealer) as {
    region: string | null;
    newEnergyAuthorised: boolean;
  } | null;
  const profile: OrderingProfile = principal.dealerCode
    ? {
        dealerRegion: (dealerRow?.region as LimitArea) ?? null,
        newEnergyAuthorised: dealerRow?.newEnergyAuthorised ?? false,
      }
    : { dealerRegion: null, newEnergyAuthorised: true };

  const pairs = pagePairs(codes, visible, q);
  const rows =
    pairs.length === 0
      ? []
      : ((
          await db.execute(sql`select ${ROW_COLUMNS}, ${STOCK_COLUMNS}
            from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality as t(pair, ord)
            join ${parts} on ${parts.partCode} = t.pair->>0
            join ${warehouses} on ${warehouses.code} = t.pair->>1
            ${stockSums(sql`${parts.partCode}`, sql`${warehouses.code}`)}
            order by t.ord`)
        ).rows as unknown as StockRow[]);
  return { rows, total: codes.length * visible.length, profile };
}
