import type { SourcingHistory } from '@spm/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { dailyDocumentNo } from '../../platform/documents';
import { AppError } from '../../platform/errors';
import { requireParts } from '../parts';
import { parts } from '../parts/parts.tables';
import { sourcingHistory } from './sourcing.tables';

/** Document types of the sourcing history. */
export type SourcingDocumentType = 'RFQ' | 'FIX_PRICE';

/**
 * The next document number `<prefix>yyyyMMdd<4 digits>` of the sourcing series `prefix`, the day in
 * the business time zone `businessTz` (`dailyDocumentNo`).
 */
export const documentNo = (tx: Tx, prefix: string, at: Date, businessTz: string): Promise<string> =>
  dailyDocumentNo(tx, `sourcing-${prefix}`, prefix, at, businessTz);

/** Appends one status change (who, when, from, to, opinion) in the command's transaction. */
export async function writeHistory(
  tx: Tx,
  entry: {
    documentType: SourcingDocumentType;
    documentId: number;
    action: string;
    fromStatus: number | null;
    toStatus: number | null;
    principal: Principal;
    opinion?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(sourcingHistory).values({
    documentType: entry.documentType,
    documentId: entry.documentId,
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actorId: entry.principal.userId,
    actorName: entry.principal.name,
    opinion: entry.opinion ?? null,
    createdAt: entry.at,
  });
}

/** Records that `principal` created the document at `at` (action `create`, from no status to 0). */
export const writeCreated = (
  tx: Tx,
  documentType: SourcingDocumentType,
  documentId: number,
  principal: Principal,
  at: Date,
): Promise<void> =>
  writeHistory(tx, {
    documentType,
    documentId,
    action: 'create',
    fromStatus: null,
    toStatus: 0,
    principal,
    at,
  });

/** The history of one document, oldest first. */
export async function historyOf(
  db: DbOrTx,
  documentType: SourcingDocumentType,
  documentId: number,
): Promise<SourcingHistory[]> {
  const rows = await db
    .select()
    .from(sourcingHistory)
    .where(and(eq(sourcingHistory.documentType, documentType), eq(sourcingHistory.documentId, documentId)))
    .orderBy(asc(sourcingHistory.id));
  return rows.map((h) => ({
    action: h.action,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    actorName: h.actorName,
    opinion: h.opinion,
    createdAt: h.createdAt.toISOString(),
  }));
}

/** Part rows (names, sub-part flag) by code; PART_NOT_FOUND {partCode} on `fieldOf(i)` for an unknown one. */
export const partsOf = (db: DbOrTx, codes: readonly string[], fieldOf: (i: number) => string) =>
  requireParts(db, codes, ['subPart'], fieldOf);

/** A part named in the path: NOT_FOUND when the parts master does not hold it. */
export async function requirePartFound(db: DbOrTx, partCode: string): Promise<void> {
  const [row] = await db.select({ c: parts.partCode }).from(parts).where(eq(parts.partCode, partCode));
  if (!row) throw new AppError('NOT_FOUND');
}
