import type { RfqDetail, RfqItem, RfqListQuery } from '@spm/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { businessDaysFilter, prefixPattern } from '../../platform/db/filters';
import { requestedSort } from '../../platform/db/list-order';
import { listPage } from '../../platform/db/paging';
import { users } from '../../platform/db/platform.tables';
import { AppError } from '../../platform/errors';
import { partNames } from '../parts';
import { historyOf } from './shared';
import { rfqLines, rfqQuotes, rfqSuppliers, rfqs } from './sourcing.tables';

export type RfqRow = typeof rfqs.$inferSelect;

/** Columns the RFQ list sorts by (`sort` = `field` or `-field`). */
const RFQ_SORTS = {
  rfqNo: rfqs.rfqNo,
  status: rfqs.status,
  quoteDueDate: rfqs.quoteDueDate,
  createdAt: rfqs.createdAt,
} as const;

/** Whose view: head office (`null`: every supplier's quotations) or one supplier (its own only). */
export type RfqViewer = { supplierCode: string | null };

/** The viewer of `principal`: a supplier account sees its own company only; head office sees all. */
export function viewerOf(principal: Principal): RfqViewer | null {
  const s = principal.scope;
  if (s.kind === 'all') return { supplierCode: null };
  if (s.kind === 'supplier') return { supplierCode: s.supplierCode };
  return null;
}

/** SQL: the RFQ is addressed to the viewer's supplier (head office: any RFQ; no viewer: none). */
export function addressedTo(viewer: RfqViewer | null): SQL {
  if (!viewer) return sql`false`;
  if (viewer.supplierCode === null) return sql`true`;
  return sql`exists (select 1 from ${rfqSuppliers} where ${rfqSuppliers.rfqId} = ${rfqs.id} and ${rfqSuppliers.supplierCode} = ${viewer.supplierCode})`;
}

/** The RFQ row if the viewer may see it; NOT_FOUND otherwise (another supplier's RFQ looks missing). */
export async function findRfq(
  tx: DbOrTx,
  viewer: RfqViewer | null,
  id: number,
  lock = false,
): Promise<RfqRow> {
  const query = tx
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, id), addressedTo(viewer)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** List items of RFQ rows: suppliers, line count, lines quoted (by the viewer's supplier when one). */
async function toItems(tx: DbOrTx, viewer: RfqViewer, rows: RfqRow[]): Promise<RfqItem[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const supplierRows = await tx
    .select()
    .from(rfqSuppliers)
    .where(inArray(rfqSuppliers.rfqId, ids))
    .orderBy(asc(rfqSuppliers.supplierCode));
  const lineCounts = await tx
    .select({ rfqId: rfqLines.rfqId, n: count() })
    .from(rfqLines)
    .where(inArray(rfqLines.rfqId, ids))
    .groupBy(rfqLines.rfqId);
  const quoted = await tx
    .select({ rfqId: rfqQuotes.rfqId, n: sql<number>`count(distinct ${rfqQuotes.lineId})::int` })
    .from(rfqQuotes)
    .where(
      and(
        inArray(rfqQuotes.rfqId, ids),
        viewer.supplierCode ? eq(rfqQuotes.supplierCode, viewer.supplierCode) : undefined,
      ),
    )
    .groupBy(rfqQuotes.rfqId);
  const creators = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.createdBy))]));
  return rows.map((r) => ({
    id: r.id,
    rfqNo: r.rfqNo,
    status: r.status,
    title: r.title,
    currency: r.currency,
    quoteDueDate: r.quoteDueDate,
    supplierCodes: viewer.supplierCode
      ? [viewer.supplierCode]
      : supplierRows.filter((s) => s.rfqId === r.id).map((s) => s.supplierCode),
    lineCount: lineCounts.find((c) => c.rfqId === r.id)?.n ?? 0,
    quotedCount: quoted.find((c) => c.rfqId === r.id)?.n ?? 0,
    createdByName: creators.find((c) => c.id === r.createdBy)?.name ?? '',
    createdAt: r.createdAt.toISOString(),
    version: r.version,
  }));
}

/**
 * RFQs the viewer may see, filtered, newest first by default. The created-date range is read in the
 * business time zone `businessTz`, both days inclusive.
 */
export async function listRfqs(
  db: DbOrTx,
  viewer: RfqViewer | null,
  query: RfqListQuery,
  businessTz: string,
) {
  const where = and(
    addressedTo(viewer),
    query.rfqNo ? sql`${rfqs.rfqNo} like ${prefixPattern(query.rfqNo)}` : undefined,
    query.status === undefined ? undefined : eq(rfqs.status, query.status),
    query.partCode
      ? sql`exists (select 1 from ${rfqLines} where ${rfqLines.rfqId} = ${rfqs.id} and ${rfqLines.partCode} = ${query.partCode})`
      : undefined,
    query.supplierCode
      ? sql`exists (select 1 from ${rfqSuppliers} where ${rfqSuppliers.rfqId} = ${rfqs.id} and ${rfqSuppliers.supplierCode} = ${query.supplierCode})`
      : undefined,
    ...businessDaysFilter(rfqs.createdAt, query.createdFrom, query.createdTo, businessTz),
  );
  const asked = requestedSort(query.sort, RFQ_SORTS);
  const column = asked ? RFQ_SORTS[asked.field] : rfqs.id;
  const page = await listPage(
    db.select({ total: count() }).from(rfqs).where(where),
    db
      .select()
      .from(rfqs)
      .where(where)
      .orderBy(asked && !asked.descending ? asc(column) : desc(column), desc(rfqs.id))
      .$dynamic(),
    query,
  );
  return { ...page, items: viewer ? await toItems(db, viewer, page.items) : [] };
}

/** One RFQ with lines and quotations (a supplier sees its own quotations only) and the history. */
export async function rfqDetailOf(tx: DbOrTx, viewer: RfqViewer, row: RfqRow): Promise<RfqDetail> {
  const [item] = await toItems(tx, viewer, [row]);
  const lines = await tx
    .select()
    .from(rfqLines)
    .where(eq(rfqLines.rfqId, row.id))
    .orderBy(asc(rfqLines.lineNo));
  const quotes = await tx
    .select()
    .from(rfqQuotes)
    .where(
      and(
        eq(rfqQuotes.rfqId, row.id),
        viewer.supplierCode ? eq(rfqQuotes.supplierCode, viewer.supplierCode) : undefined,
      ),
    )
    .orderBy(asc(rfqQuotes.supplierCode));
  const name = await partNames(
    tx,
    lines.map((l) => l.partCode),
  );
  return {
    ...item,
    remark: row.remark,
    lines: lines.map((l) => ({
      id: l.id,
      lineNo: l.lineNo,
      partCode: l.partCode,
      nameZh: name(l.partCode).nameZh,
      nameEn: name(l.partCode).nameEn,
      qty: l.qty,
      quotes: quotes
        .filter((q) => q.lineId === l.id)
        .map((q) => ({
          supplierCode: q.supplierCode,
          unitPrice: q.unitPrice,
          leadTimeDays: q.leadTimeDays,
          remark: q.remark,
          quotedAt: q.quotedAt.toISOString(),
        })),
    })),
    history: await historyOf(tx, 'RFQ', row.id),
  };
}
