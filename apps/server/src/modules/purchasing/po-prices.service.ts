import type {
  Page,
  PoPriceDetail,
  PoPriceInput,
  PoPriceItem,
  PoPriceListQuery,
  PoPriceUpdate,
} from '@spm/contracts';
import { checkPoPriceOverlap, checkPoPriceValidity, violation } from '@spm/domain';
import dayjs from 'dayjs';
import { and, asc, count, desc, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { suppliers, users } from '../../platform/db/platform.tables';
import { checkVersion } from '../../platform/documents';
import { enforce, raise } from '../../platform/errors';
import { parts } from '../parts/parts.tables';
import { poPriceHistory, poPrices } from './purchasing.tables';

const columns = {
  id: poPrices.id,
  supplierCode: poPrices.supplierCode,
  supplierName: suppliers.nameZh,
  partCode: poPrices.partCode,
  nameZh: parts.nameZh,
  nameEn: parts.nameEn,
  currency: poPrices.currency,
  unitPrice: poPrices.unitPrice,
  validFrom: poPrices.validFrom,
  validTo: poPrices.validTo,
  source: poPrices.source,
  remark: poPrices.remark,
  updatedAt: poPrices.updatedAt,
  version: poPrices.version,
};
type Row = Omit<PoPriceItem, 'updatedAt'> & { updatedAt: Date };
const toItem = (r: Row): PoPriceItem => ({ ...r, updatedAt: r.updatedAt.toISOString() });

/** Prices valid on `day` (business date): from ≤ day and (no end or end ≥ day). */
export const validOn = (day: string): SQL =>
  and(lte(poPrices.validFrom, day), or(isNull(poPrices.validTo), gte(poPrices.validTo, day))) as SQL;

/** A PO price's key: the supplier, the part and the currency its periods are kept per. */
export interface PoPriceKey {
  supplierCode: string;
  partCode: string;
  currency: string;
}

/**
 * The conditions that pick every period of one supplier's price of one part in one currency, to spread
 * into `and(…)` beside the caller's own.
 */
export const samePriceKey = (key: PoPriceKey): SQL[] => [
  eq(poPrices.supplierCode, key.supplierCode),
  eq(poPrices.partCode, key.partCode),
  eq(poPrices.currency, key.currency),
];

/** The list's order (the screen and its export): by supplier, part and currency, the latest period first. */
const listOrder = [
  asc(poPrices.supplierCode),
  asc(poPrices.partCode),
  asc(poPrices.currency),
  desc(poPrices.validFrom),
];

function where(q: Partial<PoPriceListQuery>): SQL | undefined {
  return and(
    q.supplierCode ? eq(poPrices.supplierCode, q.supplierCode) : undefined,
    q.partCode ? eq(poPrices.partCode, q.partCode.toUpperCase()) : undefined,
    q.currency ? eq(poPrices.currency, q.currency) : undefined,
    q.validOn ? validOn(q.validOn) : undefined,
  );
}

const selectPrices = (db: DbOrTx) =>
  db
    .select(columns)
    .from(poPrices)
    .innerJoin(parts, eq(parts.partCode, poPrices.partCode))
    .leftJoin(suppliers, eq(suppliers.code, poPrices.supplierCode));

/** A page of PO prices (head office; every supplier), by supplier, part, currency and validity. */
export async function listPoPrices(db: DbOrTx, q: PoPriceListQuery): Promise<Page<PoPriceItem>> {
  const condition = where(q);
  return listPage(
    db.select({ total: count() }).from(poPrices).where(condition),
    selectPrices(db)
      .where(condition)
      .orderBy(...listOrder)
      .$dynamic(),
    q,
    toItem,
  );
}

/** Every PO price matching the list filters (the Excel export), in the list's order. */
export async function allPoPrices(db: DbOrTx, q: Partial<PoPriceListQuery>): Promise<PoPriceItem[]> {
  const rows = await selectPrices(db)
    .where(where(q))
    .orderBy(...listOrder);
  return rows.map(toItem);
}

/** One PO price with every version it had. @throws AppError NOT_FOUND */
export async function poPriceDetail(db: DbOrTx, id: number): Promise<PoPriceDetail> {
  const [row] = await selectPrices(db).where(eq(poPrices.id, id));
  const found = requireFound(row);
  const history = await db
    .select({
      action: poPriceHistory.action,
      unitPrice: poPriceHistory.unitPrice,
      validFrom: poPriceHistory.validFrom,
      validTo: poPriceHistory.validTo,
      source: poPriceHistory.source,
      actorName: users.name,
      createdAt: poPriceHistory.createdAt,
    })
    .from(poPriceHistory)
    .leftJoin(users, eq(users.id, poPriceHistory.actorId))
    .where(eq(poPriceHistory.poPriceId, id))
    .orderBy(asc(poPriceHistory.id));
  return {
    ...toItem(found),
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

/** The PO price a purchase order line pays: the supplier's price of the part in `currency` valid on `day`. */
export async function validPoPrice(db: DbOrTx, key: PoPriceKey, day: string): Promise<string | null> {
  const [row] = await db
    .select({ unitPrice: poPrices.unitPrice })
    .from(poPrices)
    .where(and(...samePriceKey(key), validOn(day)));
  return row?.unitPrice ?? null;
}

/** What `recordPoPrice` writes: one validity period of a supplier's price of a part. */
export interface PoPriceRecord {
  supplierCode: string;
  partCode: string;
  currency: string;
  /** Decimal string, 2 decimals, in `currency`. */
  unitPrice: string;
  /** Business dates `yyyy-MM-dd`; `validTo` null = open-ended. */
  validFrom: string;
  validTo: string | null;
  /** `manual` (PO price screen) or `fixPrice` (the fix-price audit). */
  source: 'manual' | 'fixPrice';
  remark?: string | null;
  actorId: number | null;
  /** When it is recorded: the caller's clock (creation time and history row). */
  at: Date;
}

/**
 * Checks the period of a PO price against the others of its supplier, part and currency under a lock
 * of the part row (so two writers cannot both pass). @throws AppError PO_PRICE_VALIDITY_INVALID |
 * PO_PRICE_OVERLAP | PART_NOT_FOUND | SUPPLIER_NOT_FOUND
 */
async function checkPeriod(
  tx: Tx,
  r: Pick<PoPriceRecord, 'supplierCode' | 'partCode' | 'currency' | 'validFrom' | 'validTo'>,
  exceptId?: number,
): Promise<void> {
  enforce(checkPoPriceValidity(r.validFrom, r.validTo));
  const [part] = await tx
    .select({ partCode: parts.partCode })
    .from(parts)
    .where(eq(parts.partCode, r.partCode))
    .for('update');
  if (!part) raise(violation('PART_NOT_FOUND', { partCode: r.partCode }, 'partCode'));
  const [supplier] = await tx
    .select({ code: suppliers.code })
    .from(suppliers)
    .where(eq(suppliers.code, r.supplierCode));
  if (!supplier) raise(violation('SUPPLIER_NOT_FOUND', { supplierCode: r.supplierCode }, 'supplierCode'));
  const others = await tx
    .select({
      partCode: poPrices.partCode,
      currency: poPrices.currency,
      validFrom: poPrices.validFrom,
      validTo: poPrices.validTo,
    })
    .from(poPrices)
    .where(and(...samePriceKey(r), exceptId ? ne(poPrices.id, exceptId) : undefined));
  enforce(checkPoPriceOverlap(r, others));
}

/**
 * Public: records a new PO price period in the caller's transaction `tx` (the PO price screen, and
 * the fix-price audit of the sourcing module), with its history row. Answers the new price id.
 * @throws AppError PO_PRICE_VALIDITY_INVALID | PO_PRICE_OVERLAP | PART_NOT_FOUND | SUPPLIER_NOT_FOUND
 */
export async function recordPoPrice(tx: Tx, r: PoPriceRecord): Promise<number> {
  await checkPeriod(tx, r);
  const [row] = await tx
    .insert(poPrices)
    .values({
      supplierCode: r.supplierCode,
      partCode: r.partCode,
      currency: r.currency,
      unitPrice: r.unitPrice,
      validFrom: r.validFrom,
      validTo: r.validTo,
      source: r.source,
      remark: r.remark ?? null,
      createdBy: r.actorId,
      createdAt: r.at,
      updatedAt: r.at,
    })
    .returning({ id: poPrices.id });
  await tx.insert(poPriceHistory).values({
    poPriceId: row.id,
    action: 'create',
    unitPrice: r.unitPrice,
    validFrom: r.validFrom,
    validTo: r.validTo,
    source: r.source,
    actorId: r.actorId,
    createdAt: r.at,
  });
  return row.id;
}

/**
 * Public: the PO price an approved fixed price makes (spec §4 "the fixed price becomes the part's
 * prices and a PO price"), in the approval's transaction `tx`. A period of the same supplier, part and
 * currency that began earlier and is still in force on `validFrom` ends the day before (a history row
 * `end`); the fixed price is then recorded from `validFrom`, open-ended. Answers the new price id.
 * @throws AppError as `recordPoPrice` (PO_PRICE_OVERLAP when a period begins on or after `validFrom`)
 */
export async function recordFixedPoPrice(
  tx: Tx,
  r: Omit<PoPriceRecord, 'validTo' | 'source'>,
): Promise<number> {
  const dayBefore = dayjs(r.validFrom).subtract(1, 'day').format('YYYY-MM-DD');
  const ended = await tx
    .update(poPrices)
    .set({ validTo: dayBefore, updatedAt: r.at })
    .where(
      and(
        ...samePriceKey(r),
        lte(poPrices.validFrom, dayBefore),
        or(isNull(poPrices.validTo), gte(poPrices.validTo, r.validFrom)),
      ),
    )
    .returning();
  for (const row of ended)
    await tx.insert(poPriceHistory).values({
      poPriceId: row.id,
      action: 'end',
      unitPrice: row.unitPrice,
      validFrom: row.validFrom,
      validTo: dayBefore,
      source: 'fixPrice',
      actorId: r.actorId,
      createdAt: r.at,
    });
  return recordPoPrice(tx, { ...r, validTo: null, source: 'fixPrice' });
}

/** Adds a PO price from the screen (spec §1) at `at` (the clock's time). Same errors as `recordPoPrice`. */
export async function createPoPrice(
  tx: Tx,
  principal: Principal,
  input: PoPriceInput,
  at: Date,
): Promise<PoPriceDetail> {
  const id = await recordPoPrice(tx, {
    ...input,
    validTo: input.validTo ?? null,
    source: 'manual',
    remark: input.remark ?? null,
    actorId: principal.userId,
    at,
  });
  return poPriceDetail(tx, id);
}

/**
 * Changes a PO price's amount, validity or remark at `at` (the clock's time); the earlier version
 * stays in the history.
 * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | PO_PRICE_VALIDITY_INVALID | PO_PRICE_OVERLAP
 */
export async function updatePoPrice(
  tx: Tx,
  principal: Principal,
  id: number,
  input: PoPriceUpdate,
  at: Date,
): Promise<PoPriceDetail> {
  const [current] = await tx.select().from(poPrices).where(eq(poPrices.id, id)).for('update');
  const found = requireFound(current);
  checkVersion(found, input.version);
  const validTo = input.validTo ?? null;
  await checkPeriod(tx, { ...found, validFrom: input.validFrom, validTo }, id);
  await tx
    .update(poPrices)
    .set({
      unitPrice: input.unitPrice,
      validFrom: input.validFrom,
      validTo,
      remark: input.remark ?? null,
      updatedAt: at,
      version: found.version + 1,
    })
    .where(eq(poPrices.id, id));
  await tx.insert(poPriceHistory).values({
    poPriceId: id,
    action: 'edit',
    unitPrice: input.unitPrice,
    validFrom: input.validFrom,
    validTo,
    source: found.source,
    actorId: principal.userId,
    createdAt: at,
  });
  return poPriceDetail(tx, id);
}
