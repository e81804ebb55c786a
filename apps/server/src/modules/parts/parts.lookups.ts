import { violation } from '@spm/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { columnsOf } from '../../platform/db/select-columns';
import { enforceAll, raise } from '../../platform/errors';
import { parts } from './parts.tables';

type PartRow = typeof parts.$inferSelect;
type PartColumn = keyof PartRow & keyof typeof parts;

/**
 * The parts of `codes` by code, with their names and the `extra` columns asked for. PART_NOT_FOUND
 * {partCode} (field `fieldOf(i)`, by default `lines[i].partCode`) for the first code the master does
 * not hold.
 */
export async function requireParts<K extends PartColumn = never>(
  db: DbOrTx,
  codes: readonly string[],
  extra: readonly K[] = [],
  fieldOf: (i: number) => string = (i) => `lines[${i}].partCode`,
): Promise<Map<string, Pick<PartRow, 'partCode' | 'nameZh' | 'nameEn' | K>>> {
  const unique = [...new Set(codes)];
  const columns: { partCode: typeof parts.partCode } = columnsOf(parts, [
    'partCode',
    'nameZh',
    'nameEn',
    ...extra,
  ]);
  const rows = unique.length
    ? ((await db.select(columns).from(parts).where(inArray(parts.partCode, unique))) as Pick<
        PartRow,
        'partCode' | 'nameZh' | 'nameEn' | K
      >[])
    : [];
  const byCode = new Map(rows.map((r) => [r.partCode, r]));
  codes.forEach((partCode, i) => {
    if (!byCode.has(partCode)) raise(violation('PART_NOT_FOUND', { partCode }, fieldOf(i)));
  });
  return byCode;
}

/**
 * A document's lines with their part names: the `fields` of `lines` and the part's `nameZh` and
 * `nameEn` from the master (inner join on the line's `partCode`), as a query to filter, order and await.
 */
export function linesWithPartNames<F extends SelectedFields>(
  db: DbOrTx,
  lines: PgTable & { partCode: AnyPgColumn },
  fields: F,
) {
  return db
    .select({ ...fields, nameZh: parts.nameZh, nameEn: parts.nameEn })
    .from(lines)
    .innerJoin(parts, eq(parts.partCode, lines.partCode))
    .$dynamic();
}

/** Names of parts for display: `code → { nameZh, nameEn }`, empty names for a part the master does not hold. */
export async function partNames(db: DbOrTx, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  const rows = unique.length
    ? await db
        .select({ partCode: parts.partCode, nameZh: parts.nameZh, nameEn: parts.nameEn })
        .from(parts)
        .where(inArray(parts.partCode, unique))
    : [];
  const byCode = new Map(rows.map((r) => [r.partCode, r]));
  return (code: string) => byCode.get(code) ?? { nameZh: '', nameEn: '' };
}

/**
 * The ordinary price of each part of `codes` (`code → price`, CNY as 2-decimal text), for lines priced
 * from the parts master. PART_NOT_FOUND {partCode} for every code the master does not hold, all in one
 * AppError (`enforceAll`: the first at the top, each on its `lines[i].partCode`).
 */
export async function ordinaryPrices(db: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> {
  const found = codes.length
    ? await db
        .select({ partCode: parts.partCode, price: parts.priceOrdinary })
        .from(parts)
        .where(inArray(parts.partCode, [...codes]))
    : [];
  const prices = new Map(found.map((p) => [p.partCode, p.price]));
  enforceAll(
    codes.map((code, i) =>
      prices.has(code) ? null : violation('PART_NOT_FOUND', { partCode: code }, `lines[${i}].partCode`),
    ),
  );
  return prices;
}
