import type { BaseNumberCreateRequest, BaseNumberItem, BaseNumberUpdateRequest } from '@spm/contracts';
import { violation } from '@spm/domain';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { containsAny, prefixPattern } from '../../platform/db/filters';
import { requestedSort, sortTerm } from '../../platform/db/list-order';
import { checkVersion } from '../../platform/documents';
import { AppError, raise } from '../../platform/errors';
import { baseNumbers, parts } from '../parts/parts.tables';

/** Base number format: 1 to 30 capital letters or digits (docs/decisions/parts-search.md). */
export const BASE_NUMBER_MAX = 30;
const BASE_NUMBER = new RegExp(`^[A-Z0-9]{1,${BASE_NUMBER_MAX}}$`);

// Qualified by hand: inside a single-table select drizzle writes columns unqualified.
const partCount = sql<number>`(select count(*)::int from parts p where p.base_number = "base_numbers"."base_number")`;

const columns = {
  baseNumber: baseNumbers.baseNumber,
  nameZh: baseNumbers.nameZh,
  nameEn: baseNumbers.nameEn,
  remark: baseNumbers.remark,
  partCount,
  createdAt: baseNumbers.createdAt,
  version: baseNumbers.version,
};

const toItem = (r: Omit<BaseNumberItem, 'createdAt'> & { createdAt: Date }): BaseNumberItem => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Columns the base number list sorts by (`sort` = `field` or `-field`). */
const SORTABLE = {
  baseNumber: baseNumbers.baseNumber,
  nameZh: baseNumbers.nameZh,
  nameEn: baseNumbers.nameEn,
  partCount,
  createdAt: baseNumbers.createdAt,
} as const;

/** ORDER BY of the list: `sort` when it names a column of SORTABLE, then the base number; else base-number order. */
function orderByOf(sort: string | undefined): SQL[] {
  const asked = requestedSort(sort, SORTABLE);
  return asked ? [sortTerm(asked, SORTABLE), asc(baseNumbers.baseNumber)] : [asc(baseNumbers.baseNumber)];
}

/**
 * `GET /api/v1/base-numbers`: `keyword` (base number prefix or zh/en name contains), sorted by `sort`
 * (base number, names, part count, created at) or in base-number order.
 */
export async function listBaseNumbers(
  db: Db,
  q: { keyword?: string; page: number; pageSize: number; sort?: string },
) {
  const k = q.keyword?.trim();
  const where = k
    ? or(
        sql`${baseNumbers.baseNumber} like ${prefixPattern(k.toUpperCase())}`,
        containsAny(k, [baseNumbers.nameZh, baseNumbers.nameEn]),
      )
    : undefined;
  const [rows, count] = await Promise.all([
    db
      .select(columns)
      .from(baseNumbers)
      .where(where)
      .orderBy(...orderByOf(q.sort))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(baseNumbers).where(where),
  ]);
  return { items: rows.map(toItem), total: count[0]?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** One base number; NOT_FOUND when missing. */
export async function getBaseNumber(db: DbOrTx, code: string): Promise<BaseNumberItem> {
  const rows = await db
    .select(columns)
    .from(baseNumbers)
    .where(eq(baseNumbers.baseNumber, code.trim().toUpperCase()));
  if (!rows[0]) throw new AppError('NOT_FOUND');
  return toItem(rows[0]);
}

/**
 * Adds a base number (spec §2 "service-part base number maintenance"): BASE_NUMBER_FORMAT_INVALID
 * {max} (1-30 A-Z/0-9, upper-cased), BASE_NUMBER_ALREADY_EXISTS {baseNumber}. Runs in the caller's
 * transaction; `at` (the app clock's time) is its creation time.
 */
export async function createBaseNumber(
  tx: Tx,
  input: BaseNumberCreateRequest,
  at: Date,
): Promise<BaseNumberItem> {
  const baseNumber = input.baseNumber.trim().toUpperCase();
  if (!BASE_NUMBER.test(baseNumber)) {
    raise(violation('BASE_NUMBER_FORMAT_INVALID', { max: BASE_NUMBER_MAX }, 'baseNumber'));
  }
  const inserted = await tx
    .insert(baseNumbers)
    .values({ baseNumber, nameZh: input.nameZh, nameEn: input.nameEn, remark: input.remark, createdAt: at })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) {
    raise(violation('BASE_NUMBER_ALREADY_EXISTS', { baseNumber }, 'baseNumber'));
  }
  return toItem({ ...inserted[0], partCount: 0 });
}

/** Edits names and remark at `version`; NOT_FOUND when missing, CONCURRENT_MODIFICATION when stale. */
export async function updateBaseNumber(
  tx: Tx,
  code: string,
  input: BaseNumberUpdateRequest,
): Promise<BaseNumberItem> {
  const baseNumber = code.trim().toUpperCase();
  const rows = await tx
    .update(baseNumbers)
    .set({
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      remark: input.remark,
      version: sql`${baseNumbers.version} + 1`,
    })
    .where(and(eq(baseNumbers.baseNumber, baseNumber), eq(baseNumbers.version, input.version)))
    .returning({ baseNumber: baseNumbers.baseNumber });
  if (rows.length === 0) {
    await getBaseNumber(tx, baseNumber);
    throw new AppError('CONCURRENT_MODIFICATION');
  }
  return getBaseNumber(tx, baseNumber);
}

/**
 * Deletes an unused base number at `version`: BASE_NUMBER_IN_USE {baseNumber, count} while parts use
 * it (checked in the DELETE's WHERE), NOT_FOUND when missing, CONCURRENT_MODIFICATION when stale.
 */
export async function deleteBaseNumber(tx: Tx, code: string, version: number): Promise<null> {
  const baseNumber = code.trim().toUpperCase();
  const deleted = await tx
    .delete(baseNumbers)
    .where(
      and(
        eq(baseNumbers.baseNumber, baseNumber),
        eq(baseNumbers.version, version),
        sql`not exists (select 1 from ${parts} where ${parts.baseNumber} = ${baseNumber})`,
      ),
    )
    .returning({ baseNumber: baseNumbers.baseNumber });
  if (deleted.length > 0) return null;
  const current = await tx.select(columns).from(baseNumbers).where(eq(baseNumbers.baseNumber, baseNumber));
  if (!current[0]) throw new AppError('NOT_FOUND');
  checkVersion(current[0], version);
  throw new AppError('BASE_NUMBER_IN_USE', { baseNumber, count: current[0].partCount });
}
