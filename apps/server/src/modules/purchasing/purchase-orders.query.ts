import type {
  AsnItem,
  Page,
  PurchaseOrderDetail,
  PurchaseOrderItem,
  PurchaseOrderListQuery,
} from '@spm/contracts';
import { PO_STATUS } from '@spm/domain';
import { and, asc, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound, supplierScope } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { requestedSort, sortTerm } from '../../platform/db/list-order';
import { listPage } from '../../platform/db/paging';
import { suppliers } from '../../platform/db/platform.tables';
import { columnsOf } from '../../platform/db/select-columns';
import { linesWithPartNames } from '../parts';
import { asns, purchaseOrderLines, purchaseOrders } from './purchasing.tables';

/**
 * Reads of purchase orders, always within the caller's supplier scope (head office: all; a supplier:
 * its own; anyone else: none), so another supplier's order looks missing (404).
 */

const lineSums = sql`(select coalesce(sum(${purchaseOrderLines.qty}), 0)::int from ${purchaseOrderLines} where ${purchaseOrderLines.poId} = ${purchaseOrders.id})`;
const receivedSums = sql`(select coalesce(sum(${purchaseOrderLines.receivedQty}), 0)::int from ${purchaseOrderLines} where ${purchaseOrderLines.poId} = ${purchaseOrders.id})`;

const columns = {
  id: purchaseOrders.id,
  poNo: purchaseOrders.poNo,
  supplierCode: purchaseOrders.supplierCode,
  supplierName: suppliers.nameZh,
  warehouseCode: purchaseOrders.warehouseCode,
  currency: purchaseOrders.currency,
  status: purchaseOrders.status,
  totalAmount: purchaseOrders.totalAmount,
  orderedQty: sql<number>`${lineSums}`,
  receivedQty: sql<number>`${receivedSums}`,
  createdAt: purchaseOrders.createdAt,
  placedAt: purchaseOrders.placedAt,
  version: purchaseOrders.version,
};
type Row = {
  status: number;
  orderedQty: number;
  receivedQty: number;
  createdAt: Date;
  placedAt: Date | null;
} & Omit<PurchaseOrderItem, 'createdAt' | 'placedAt' | 'openQty' | 'orderedQty' | 'receivedQty'>;

const toItem = (r: Row): PurchaseOrderItem => ({
  ...r,
  orderedQty: Number(r.orderedQty),
  receivedQty: Number(r.receivedQty),
  openQty: r.status === PO_STATUS.cancelled ? 0 : Number(r.orderedQty) - Number(r.receivedQty),
  createdAt: r.createdAt.toISOString(),
  placedAt: r.placedAt?.toISOString() ?? null,
});

function where(db: DbOrTx, principal: Principal, q: Partial<PurchaseOrderListQuery>): SQL {
  return and(
    supplierScope(principal, purchaseOrders.supplierCode),
    q.poNo ? eq(purchaseOrders.poNo, q.poNo) : undefined,
    q.supplierCode ? eq(purchaseOrders.supplierCode, q.supplierCode) : undefined,
    q.warehouseCode ? eq(purchaseOrders.warehouseCode, q.warehouseCode) : undefined,
    q.status === undefined ? undefined : eq(purchaseOrders.status, q.status),
    q.partCode
      ? exists(
          db
            .select({ one: sql`1` })
            .from(purchaseOrderLines)
            .where(
              and(
                eq(purchaseOrderLines.poId, purchaseOrders.id),
                eq(purchaseOrderLines.partCode, q.partCode.toUpperCase()),
              ),
            ),
        )
      : undefined,
  ) as SQL;
}

/** List columns the caller may sort by (`sort=field` or `-field`); newest first otherwise. */
const SORTABLE: Record<string, SQL> = {
  poNo: sql`${purchaseOrders.poNo}`,
  supplierCode: sql`${purchaseOrders.supplierCode}`,
  warehouseCode: sql`${purchaseOrders.warehouseCode}`,
  status: sql`${purchaseOrders.status}`,
  totalAmount: sql`${purchaseOrders.totalAmount}`,
  createdAt: sql`${purchaseOrders.createdAt}`,
  placedAt: sql`${purchaseOrders.placedAt}`,
};

/** The order of a list: the asked sortable column with the id as tie-break, or newest first. */
function orderOf(sort: string | undefined): SQL[] {
  const asked = requestedSort(sort, SORTABLE);
  if (!asked) return [sql`${purchaseOrders.createdAt} desc`, sql`${purchaseOrders.id} desc`];
  return [sortTerm(asked, SORTABLE), sql`${purchaseOrders.id} ${sql.raw(asked.descending ? 'desc' : 'asc')}`];
}

const selectOrders = (db: DbOrTx) =>
  db
    .select(columns)
    .from(purchaseOrders)
    .leftJoin(suppliers, eq(suppliers.code, purchaseOrders.supplierCode));

/** A page of purchase orders in the caller's scope, newest first. */
export async function listPurchaseOrders(
  db: DbOrTx,
  principal: Principal,
  q: PurchaseOrderListQuery,
): Promise<Page<PurchaseOrderItem>> {
  const condition = where(db, principal, q);
  return listPage(
    db.select({ total: count() }).from(purchaseOrders).where(condition),
    selectOrders(db)
      .where(condition)
      .orderBy(...orderOf(q.sort))
      .$dynamic(),
    q,
    toItem,
  );
}

/** Every purchase order matching the list filters (the Excel export). */
export async function allPurchaseOrders(
  db: DbOrTx,
  principal: Principal,
  q: Partial<PurchaseOrderListQuery>,
): Promise<PurchaseOrderItem[]> {
  const rows = await selectOrders(db)
    .where(where(db, principal, q))
    .orderBy(...orderOf(q.sort));
  return rows.map(toItem);
}

/** The shipping notices of purchase orders, oldest first. */
export async function asnsOf(db: DbOrTx, condition: SQL): Promise<AsnItem[]> {
  const rows = await db
    .select({
      id: asns.id,
      asnNo: asns.asnNo,
      poId: asns.poId,
      poNo: purchaseOrders.poNo,
      supplierCode: asns.supplierCode,
      warehouseCode: purchaseOrders.warehouseCode,
      status: asns.status,
      receiptNo: asns.receiptNo,
      createdAt: asns.createdAt,
    })
    .from(asns)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, asns.poId))
    .where(condition)
    .orderBy(asc(asns.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** One purchase order in the caller's scope with its lines and shipping notices. @throws AppError NOT_FOUND */
export async function purchaseOrderDetail(
  db: DbOrTx,
  principal: Principal,
  id: number,
): Promise<PurchaseOrderDetail> {
  const [row] = await db
    .select({ ...columns, remark: purchaseOrders.remark, confirmedAt: purchaseOrders.confirmedAt })
    .from(purchaseOrders)
    .leftJoin(suppliers, eq(suppliers.code, purchaseOrders.supplierCode))
    .where(and(eq(purchaseOrders.id, id), supplierScope(principal, purchaseOrders.supplierCode)));
  const found = requireFound(row);
  const lines = await linesWithPartNames(
    db,
    purchaseOrderLines,
    columnsOf(purchaseOrderLines, [
      'id',
      'lineNo',
      'partCode',
      'qty',
      'unitPrice',
      'amount',
      'promisedDate',
      'shippedQty',
      'receivedQty',
    ]),
  )
    .where(eq(purchaseOrderLines.poId, id))
    .orderBy(asc(purchaseOrderLines.lineNo));
  const cancelled = found.status === PO_STATUS.cancelled;
  return {
    ...toItem(found),
    remark: found.remark,
    confirmedAt: found.confirmedAt?.toISOString() ?? null,
    lines: lines.map((l) => ({ ...l, openQty: cancelled ? 0 : l.qty - l.receivedQty })),
    asns: await asnsOf(db, inArray(asns.poId, [id])),
  };
}
