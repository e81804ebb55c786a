import type { PartFlagsDto, PartListItem, PartMaster } from '@spm/contracts';
import { normalizePartCode, PART_STATUSES, type PartStatus, type PartStatusWording } from '@spm/domain';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern, prefixPattern } from '../../platform/db/filters';
import { requestedSort } from '../../platform/db/list-order';
import { flagsOf, toPartMaster } from './parts.mapping';
import { parts } from './parts.tables';

/**
 * The keyword condition of the parts and stock searches (API.md "GET /api/v1/parts"; decision in
 * docs/decisions/parts-search.md). A keyword matches when any of these holds:
 * - the part code starts with it (normalized: trimmed, half-width, upper case) — served by the
 *   `varchar_pattern_ops` index;
 * - the Chinese or English name contains it (case-insensitive), or, for a keyword of letters only,
 *   the stored pinyin initials contain it (`lqq` finds 机油滤清器 `jylqq`) — for a keyword of two
 *   characters or more first narrowed by the GIN index on the parts' two-character grams
 *   (`search_grams @> part_search_grams(keyword)`, migration 0001), then checked exactly;
 * - for a keyword of letters only: the letters occur in order from the first initial on
 *   (`jlq` → `LIKE 'j%l%q%'`), for two letters or more first narrowed by the same GIN index on the
 *   initials' order tokens (`^j`, `>jl`, `>jq`, `>lq`; migration 0003); one letter uses the pinyin
 *   `varchar_pattern_ops` index.
 * Answers undefined for a blank keyword.
 */
export function partKeywordCondition(keyword: string | undefined): SQL | undefined {
  const k = keyword?.trim() ?? '';
  if (k === '') return undefined;
  const contains = containsPattern(k);
  const letters = k.toLowerCase();
  const lettersOnly = /^[a-z]+$/.test(letters);
  const textMatch = or(
    sql`${parts.nameZh} ilike ${contains}`,
    sql`${parts.nameEn} ilike ${contains}`,
    lettersOnly ? sql`${parts.pinyinInitials} like ${`%${letters}%`}` : undefined,
  ) as SQL;
  const conditions: SQL[] = [
    [...k].length >= 2
      ? sql`(${parts}.search_grams @> part_search_grams(${k}::text) and ${textMatch})`
      : textMatch,
  ];
  const code = normalizePartCode(k);
  if (/^[A-Z0-9-]+$/.test(code)) conditions.push(sql`${parts.partCode} like ${prefixPattern(code)}`);
  if (lettersOnly) {
    const inOrder = sql`${parts.pinyinInitials} like ${`${letters.split('').join('%')}%`}`;
    conditions.push(
      letters.length >= 2
        ? sql`(${parts}.search_grams @> part_initial_tokens(${letters}::text) and ${inOrder})`
        : inOrder,
    );
  }
  return or(...conditions);
}

/** Filters of the parts search (`GET /api/v1/parts` and the parts export). */
export interface PartSearchFilters {
  keyword?: string;
  /** One status code, or a wording group of spec §4. */
  status?: PartStatus;
  wording?: PartStatusWording;
  baseNumber?: string;
  category?: string;
  supplierCode?: string;
  partType?: string;
  /** Only parts with this flag set (a key of PART_FLAGS, e.g. `newEnergy`). */
  flag?: keyof PartFlagsDto;
  /** `field` or `-field`; fields: partCode, nameZh, nameEn, status, price, updatedAt. */
  sort?: string;
}

const SORTS: Record<string, AnyPgColumn> = {
  partCode: parts.partCode,
  nameZh: parts.nameZh,
  nameEn: parts.nameEn,
  status: parts.status,
  price: parts.priceOrdinary,
  updatedAt: parts.updatedAt,
};

/**
 * The part code as a sort key. With `filtered` (a keyword search) it is an expression the primary
 * key cannot serve: otherwise the planner walks the whole catalogue in part-code order, filtering as
 * it goes, instead of finding the few matches through the search indexes and sorting them (174 ms
 * against 2 ms when the matches sit in the middle of 100,000 parts). Same order either way.
 */
export function partCodeSortKey(filtered: boolean): SQL {
  return filtered ? sql`(${parts.partCode} || '')` : sql`${parts.partCode}`;
}

/** ORDER BY of a `field`/`-field` sort over the allowed fields, part code as tie-breaker (see `partCodeSortKey`). */
export function partOrderBy(sort: string | undefined, filtered = false): SQL[] {
  const asked = requestedSort(sort, SORTS);
  const column = asked ? SORTS[asked.field] : parts.partCode;
  const dir = sort?.startsWith('-') ? desc : asc;
  const code = partCodeSortKey(filtered);
  return column === parts.partCode ? [dir(code)] : [dir(column), asc(code)];
}

const FLAG_COLUMNS = {
  colourPart: parts.colourPart,
  crossDock: parts.crossTransfer,
  discard: parts.discard,
  competitorUse: parts.competitorUse,
  promotion: parts.promotion,
  iso: parts.iso,
  hazardous: parts.hazardous,
  fragile: parts.fragile,
  subPart: parts.subPart,
  embargo: parts.embargo,
  airParcelEmbargo: parts.airParcelEmbargo,
  claim: parts.claim,
  consignment: parts.consignment,
  external: parts.external,
  limitSell: parts.limitSell,
  newEnergy: parts.newEnergy,
  slowCirculation: parts.slowCirculation,
} as const;

/** The WHERE of a parts search (the parts master is not tenant-scoped: every permitted user sees it). */
export function partSearchWhere(f: PartSearchFilters): SQL | undefined {
  const wordingStatuses = f.wording
    ? (Object.keys(PART_STATUSES) as PartStatus[]).filter((s) => PART_STATUSES[s].wording === f.wording)
    : undefined;
  return and(
    partKeywordCondition(f.keyword),
    f.status ? eq(parts.status, f.status) : undefined,
    wordingStatuses ? inArray(parts.status, wordingStatuses) : undefined,
    f.baseNumber ? eq(parts.baseNumber, f.baseNumber) : undefined,
    f.category ? eq(parts.category, f.category) : undefined,
    f.supplierCode ? eq(parts.supplierCode, f.supplierCode) : undefined,
    f.partType ? eq(parts.partType, f.partType) : undefined,
    f.flag ? eq(FLAG_COLUMNS[f.flag], true) : undefined,
  );
}

/** The flag columns by their column names (the filter names cross-transfer `crossDock`). */
const { crossDock: _crossDock, ...flagsButCrossDock } = FLAG_COLUMNS;

const listColumns = {
  partCode: parts.partCode,
  nameZh: parts.nameZh,
  nameEn: parts.nameEn,
  status: parts.status,
  baseNumber: parts.baseNumber,
  partType: parts.partType,
  category: parts.category,
  supplierCode: parts.supplierCode,
  minPackageQty: parts.minPackageQty,
  unitSalesQty: parts.unitSalesQty,
  price: parts.priceOrdinary,
  newPartCode: parts.newPartCode,
  version: parts.version,
  crossTransfer: parts.crossTransfer,
  ...flagsButCrossDock,
};

type ListRow = Pick<typeof parts.$inferSelect, Exclude<keyof typeof listColumns, 'price'>> & {
  price: string;
};

function toListItem(row: ListRow): PartListItem {
  return {
    partCode: row.partCode,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    status: row.status,
    baseNumber: row.baseNumber,
    partType: row.partType,
    category: row.category,
    supplierCode: row.supplierCode,
    minPackageQty: row.minPackageQty,
    unitSalesQty: row.unitSalesQty,
    price: row.price,
    newPartCode: row.newPartCode,
    flags: flagsOf(row),
    version: row.version,
  };
}

/**
 * One page of the parts search: `{ items, total, page, pageSize }` (API.md "Lists"). Not scoped: the
 * route's permission decides who may search the parts master.
 */
export async function searchParts(
  db: DbOrTx,
  filters: PartSearchFilters,
  page: { page: number; pageSize: number },
): Promise<{ items: PartListItem[]; total: number; page: number; pageSize: number }> {
  const where = partSearchWhere(filters);
  const [rows, count] = await Promise.all([
    db
      .select(listColumns)
      .from(parts)
      .where(where)
      .orderBy(...partOrderBy(filters.sort, Boolean(filters.keyword?.trim())))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(parts).where(where),
  ]);
  return { items: rows.map(toListItem), total: count[0]?.n ?? 0, page: page.page, pageSize: page.pageSize };
}

/**
 * The whole parts search as an async iterator of pages of `batchSize` parts (default 1000) with every
 * master field, in part-code order with keyset paging, for streaming exports: memory stays flat
 * whatever the catalogue size. Sort and paging of `filters` are ignored.
 */
export async function* iterateParts(
  db: DbOrTx,
  filters: PartSearchFilters,
  batchSize = 1000,
): AsyncGenerator<PartMaster[]> {
  const where = partSearchWhere(filters);
  let after: string | null = null;
  for (;;) {
    const rows: (typeof parts.$inferSelect)[] = await db
      .select()
      .from(parts)
      .where(and(where, after === null ? undefined : sql`${parts.partCode} > ${after}`))
      .orderBy(asc(parts.partCode))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toPartMaster);
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].partCode;
  }
}
