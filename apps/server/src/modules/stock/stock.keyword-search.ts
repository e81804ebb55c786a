import { sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { warehouses } from '../../platform/db/platform.tables';
import { executePrepared } from '../../platform/db/prepared';
import { catalogueVersionSql, createPartKeywordCache, type PartKeywordCache } from '../parts';
import { parts } from '../parts/parts.tables';
import {
  type DealerJson,
  dealerJsonSql,
  type OrderingProfile,
  profileOf,
  ROW_COLUMNS,
  STOCK_COLUMNS,
  type StockRow,
  stockSums,
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

interface CatalogueWarehouse {
  code: string;
  nameZh: string;
  nameEn: string;
  sortOrder: number;
  active: boolean;
  /** Position in warehouse-code order (the database's collation), from 1. */
  codeRank: number;
}

/**
 * What the stock search keeps between requests, one per app: the keyword cache of the parts module
 * and the warehouse list, both valid for a catalogue version (migration 0020).
 */
export interface StockSearchCache {
  keywords: PartKeywordCache;
  warehouses?: { version: number; list: CatalogueWarehouse[] };
}

/** A stock search cache of its own (one per app: its entries belong to one database). */
export function createStockSearchCache(
  keywords: PartKeywordCache = createPartKeywordCache(),
): StockSearchCache {
  return { keywords };
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
 * The warehouses of the list the caller may see, in display order: the same rule as
 * `visibleWarehouses` (head office every active one, dealers and warehouse staff the active ones of
 * their account, suppliers none), applied to the cached list; `warehouseCode` narrows it to one.
 */
function visibleOf(
  principal: Principal,
  list: CatalogueWarehouse[],
  warehouseCode?: string,
): CatalogueWarehouse[] {
  const scope = principal.scope.kind;
  if (scope === 'none' || scope === 'supplier' || (scope !== 'all' && principal.warehouseCodes.length === 0))
    return [];
  return list
    .filter((w) => w.active && (scope === 'all' || principal.warehouseCodes.includes(w.code)))
    .filter((w) => !warehouseCode || w.code === warehouseCode)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.codeRank - b.codeRank);
}

/**
 * The (part code, warehouse code) pairs of the requested page, in the order of the plain search: by
 * part code (either way) then warehouse display order, or by warehouse code (either way) then part code.
 */
function pagePairs(codes: string[], visible: CatalogueWarehouse[], q: StockSearch): [string, string][] {
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

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);

/** The catalogue version and the caller's dealer context, as two columns of a statement's head. */
const headColumns = (principal: Principal) =>
  sql`${catalogueVersionSql} as version, ${dealerJsonSql(principal)} as dealer`;

/**
 * One statement (prepared on PostgreSQL: its text is the same for every page): the head (catalogue
 * version, dealer context) and the page's rows for `pairs`, part fields and stock sums read live.
 * Answers the head even for no pairs.
 */
async function pageWithHead(db: DbOrTx, principal: Principal, pairs: [string, string][]) {
  const rows = await executePrepared(
    db,
    sql`select h.version, h.dealer, r.*
    from (select ${headColumns(principal)}) h
    left join lateral (
      select ${ROW_COLUMNS}, ${STOCK_COLUMNS}, t.ord
      from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality as t(pair, ord)
      join ${parts} on ${parts.partCode} = t.pair->>0
      join ${warehouses} on ${warehouses.code} = t.pair->>1
      ${stockSums(sql`${parts.partCode}`, sql`${warehouses.code}`)}
    ) r on true
    order by r.ord`,
  );
  const all = rows as unknown as (StockRow & {
    version: number | null;
    dealer: DealerJson | string;
    ord: unknown;
  })[];
  return {
    version: all[0]?.version ?? null,
    dealer: all[0]?.dealer ?? null,
    rows: all.filter((r) => r.ord !== null) as StockRow[],
  };
}

/**
 * The stock search's page through the cache (issue "Performance round two", scope 1). When the
 * keyword's part codes and the warehouse list are kept for the same catalogue version, ONE statement
 * reads the page's part rows with their stock sums and the current version; if the version still
 * matches, that is the answer. Otherwise one statement reads the version, the warehouses and the
 * dealer context, the codes are read again (`PartKeywordCache.codes`), and a second statement reads
 * the page. Stock figures and part fields are never cached. Answers null when the keyword matches too
 * many parts to keep: the caller searches the plain way. Same rows, order and total as the plain path.
 */
export async function keywordStockPage(
  db: DbOrTx,
  principal: Principal,
  q: StockSearch,
  cache: StockSearchCache,
): Promise<StockPage | null> {
  const keyword = q.keyword ?? '';
  const page = (codes: string[], list: CatalogueWarehouse[]) => {
    const visible = visibleOf(principal, list, q.warehouseCode);
    return { pairs: pagePairs(codes, visible, q), total: codes.length * visible.length };
  };

  const kept = cache.keywords.peek(keyword);
  if (kept?.codes && cache.warehouses?.version === kept.version) {
    const { pairs, total } = page(kept.codes, cache.warehouses.list);
    const read = await pageWithHead(db, principal, pairs);
    if (read.version === kept.version)
      return { rows: read.rows, total, profile: profileOf(principal, read.dealer) };
  }

  const head = (
    await db.execute(sql`select ${headColumns(principal)},
      (select coalesce(json_agg(w), '[]'::json) from (
        select ${warehouses.code} as code, ${warehouses.nameZh} as "nameZh", ${warehouses.nameEn} as "nameEn",
          ${warehouses.sortOrder} as "sortOrder", ${warehouses.active} as active,
          row_number() over (order by ${warehouses.code}) as "codeRank"
        from ${warehouses}) w) as warehouses`)
  ).rows[0] as {
    version: number | null;
    dealer: DealerJson | string;
    warehouses: CatalogueWarehouse[] | string;
  };
  if (head.version === null) return null;
  const version = Number(head.version);
  const list = parseJson(head.warehouses);
  if ((cache.warehouses?.version ?? -1) <= version) cache.warehouses = { version, list };
  const codes = await cache.keywords.codes(db, keyword, version);
  if (codes === null) return null;
  const { pairs, total } = page(codes, list);
  const { rows } = await pageWithHead(db, principal, pairs);
  return { rows, total, profile: profileOf(principal, head.dealer) };
}
