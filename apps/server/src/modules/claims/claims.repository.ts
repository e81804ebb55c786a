import type { ClaimListItem, ClaimListQuery } from '@spm/contracts';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { businessDaysFilter } from '../../platform/db/filters';
import { listOrder } from '../../platform/db/list-order';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { shipBills } from '../fulfilment/fulfilment.tables';
import { claimLines, claims } from './claims.tables';

/** Owner type of claim photos in the attachment store. */
export const CLAIM_OWNER = 'claim';

/** Claims a caller may read: a dealer its own, warehouse staff their warehouses', head office all. */
export const claimScope = (principal: Principal): SQL =>
  dealerDocumentScope(principal, claims.dealerCode, claims.warehouseCode);

const claimQtySql = sql<number>`(select coalesce(sum(l.claim_qty), 0)::int from ${claimLines} l where l.claim_id = ${claims.id})`;

/** The list columns (`claimListItem`, `submittedAt` still a Date). */
export const claimColumns = {
  id: claims.id,
  claimBillNo: claims.claimBillNo,
  status: claims.status,
  dealerCode: claims.dealerCode,
  warehouseCode: claims.warehouseCode,
  shipBillNo: shipBills.shipBillNo,
  dealerOrderNo: sql<string>`coalesce(${dealerOrders.dealerOrderNo}, '')`,
  reason: claims.reason,
  judge: claims.judge,
  claimQty: claimQtySql,
  compensatedAmount: claims.compensatedAmount,
  submitter: claims.submitter,
  submittedAt: claims.submittedAt,
  version: claims.version,
};

function where(principal: Principal, q: Omit<ClaimListQuery, 'page' | 'pageSize' | 'sort'>, tz: string): SQL {
  const conditions: (SQL | undefined)[] = [
    claimScope(principal),
    q.claimBillNo ? eq(claims.claimBillNo, q.claimBillNo) : undefined,
    q.shipBillNo ? eq(shipBills.shipBillNo, q.shipBillNo) : undefined,
    q.dealerOrderNo ? eq(dealerOrders.dealerOrderNo, q.dealerOrderNo) : undefined,
    q.dealerCode ? eq(claims.dealerCode, q.dealerCode) : undefined,
    q.warehouseCode ? eq(claims.warehouseCode, q.warehouseCode) : undefined,
    q.status === undefined ? undefined : eq(claims.status, q.status),
    ...businessDaysFilter(claims.submittedAt, q.submitDateFrom, q.submitDateTo, tz),
  ];
  return and(...conditions) as SQL;
}

const SORTS = {
  claimBillNo: claims.claimBillNo,
  status: claims.status,
  submittedAt: claims.submittedAt,
  dealerCode: claims.dealerCode,
} as const;

const base = (q: DbOrTx) =>
  q
    .select(claimColumns)
    .from(claims)
    .innerJoin(shipBills, eq(shipBills.id, claims.shipBillId))
    .innerJoin(dealerOrders, eq(dealerOrders.id, claims.dealerOrderId));

/**
 * A page of the claims in the caller's scope; newest first unless `sort` names a column of `SORTS`.
 * Submit dates are business dates in `tz` (the configured business time zone).
 */
export async function listClaims(db: DbOrTx, principal: Principal, q: ClaimListQuery, tz: string) {
  const condition = where(principal, q, tz);
  return listPage(
    db
      .select({ total: count() })
      .from(claims)
      .innerJoin(shipBills, eq(shipBills.id, claims.shipBillId))
      .innerJoin(dealerOrders, eq(dealerOrders.id, claims.dealerOrderId))
      .where(condition),
    base(db)
      .where(condition)
      .orderBy(...listOrder(q.sort, SORTS, claims.createdAt, claims.id))
      .$dynamic(),
    q,
  );
}

/** One claim's header within the caller's scope, or undefined. */
export async function findClaim(db: DbOrTx, principal: Principal, id: number) {
  const [row] = await db
    .select({
      ...claimColumns,
      sendDate: claims.sendDate,
      description: claims.description,
      phone: claims.phone,
      auditNote: claims.auditNote,
      backedAt: claims.backedAt,
      shipBillId: claims.shipBillId,
    })
    .from(claims)
    .innerJoin(shipBills, eq(shipBills.id, claims.shipBillId))
    .innerJoin(dealerOrders, eq(dealerOrders.id, claims.dealerOrderId))
    .where(and(eq(claims.id, id), claimScope(principal)));
  return row;
}

/**
 * Locks a claim in the caller's scope for a change in `tx` and checks the version the caller saw.
 * @throws AppError NOT_FOUND (missing or out of scope) | CONCURRENT_MODIFICATION
 */
export const lockClaim = (tx: Tx, principal: Principal, id: number, version: number) =>
  lockRow(tx, claims, and(eq(claims.id, id), claimScope(principal)), version);

/** A claim's lines, in entry order. */
export const linesOfClaim = (db: DbOrTx, claimId: number) =>
  db.select().from(claimLines).where(eq(claimLines.claimId, claimId)).orderBy(asc(claimLines.id));

/**
 * Pieces already claimed per ship bill line by live claims other than `exceptClaimId`: every claim
 * counts, whatever its status, until it is deleted.
 */
export async function claimedQtyByLine(
  q: DbOrTx,
  shipBillLineIds: readonly number[],
  exceptClaimId?: number,
): Promise<Map<number, number>> {
  if (shipBillLineIds.length === 0) return new Map();
  const rows = await q
    .select({ lineId: claimLines.shipBillLineId, qty: sql<number>`sum(${claimLines.claimQty})::int` })
    .from(claimLines)
    .where(
      and(
        inArray(claimLines.shipBillLineId, [...shipBillLineIds]),
        exceptClaimId === undefined ? undefined : ne(claimLines.claimId, exceptClaimId),
      ),
    )
    .groupBy(claimLines.shipBillLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.qty)]));
}

/** A list row as the contract answers it. */
export const toListItem = (row: Awaited<ReturnType<typeof listClaims>>['items'][number]): ClaimListItem => ({
  ...row,
  submittedAt: row.submittedAt?.toISOString() ?? null,
});
