import type { WarehouseClaimListItem, WarehouseClaimListQuery } from '@spm/contracts';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { listOrder } from '../../platform/db/list-order';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { columnsOf } from '../../platform/db/select-columns';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { linesWithPartNames } from '../parts';
import { warehouseClaimLines, warehouseClaims } from './warehouse-claims.tables';

/**
 * In-warehouse claims a caller may read: warehouse staff their warehouses' (another warehouse's claim
 * is NOT_FOUND), the local dealer its own, head office all.
 */
export const warehouseClaimScope = (principal: Principal): SQL =>
  dealerDocumentScope(principal, warehouseClaims.dealerCode, warehouseClaims.warehouseCode);

const totals = sql<string>`(select coalesce(sum(l.qty), 0)::int || ':' || coalesce(sum(l.qty * l.price), 0)::numeric(18,2) from ${warehouseClaimLines} l where l.claim_id = ${warehouseClaims.id})`;

/** The list columns (instants still Dates; `totals` = "qty:amount"). */
const columns = {
  id: warehouseClaims.id,
  warehouseClaimNo: warehouseClaims.warehouseClaimNo,
  status: warehouseClaims.status,
  warehouseCode: warehouseClaims.warehouseCode,
  dealerCode: warehouseClaims.dealerCode,
  reason: warehouseClaims.reason,
  judge: warehouseClaims.judge,
  totals,
  compensatedAmount: warehouseClaims.compensatedAmount,
  replacementOrderNo: dealerOrders.dealerOrderNo,
  submitter: warehouseClaims.submitter,
  submittedAt: warehouseClaims.submittedAt,
  version: warehouseClaims.version,
};
interface Row extends Omit<WarehouseClaimListItem, 'claimQty' | 'claimAmount' | 'submittedAt'> {
  totals: string;
  submittedAt: Date | null;
}

/**
 * A list or detail row as the contracts answer it: `totals` split into the claimed qty (pieces) and
 * amount (CNY, 2 decimals), the submit time as ISO text; the row's other fields as they are.
 */
export function toWarehouseClaimItem<R extends Row>(row: R) {
  const { totals: t, replacementOrderNo, submittedAt, ...rest } = row;
  const [qty, amount] = t.split(':');
  return {
    ...rest,
    claimQty: Number(qty),
    claimAmount: Number(amount).toFixed(2),
    replacementOrderNo: replacementOrderNo ?? null,
    submittedAt: submittedAt?.toISOString() ?? null,
  };
}

function where(principal: Principal, q: WarehouseClaimListQuery): SQL {
  return and(
    warehouseClaimScope(principal),
    q.warehouseClaimNo ? eq(warehouseClaims.warehouseClaimNo, q.warehouseClaimNo) : undefined,
    q.warehouseCode ? eq(warehouseClaims.warehouseCode, q.warehouseCode) : undefined,
    q.dealerCode ? eq(warehouseClaims.dealerCode, q.dealerCode) : undefined,
    q.status === undefined ? undefined : eq(warehouseClaims.status, q.status),
  ) as SQL;
}

const SORTS = {
  warehouseClaimNo: warehouseClaims.warehouseClaimNo,
  status: warehouseClaims.status,
  submittedAt: warehouseClaims.submittedAt,
} as const;

const base = (q: DbOrTx) =>
  q
    .select(columns)
    .from(warehouseClaims)
    .leftJoin(dealerOrders, eq(dealerOrders.id, warehouseClaims.replacementOrderId));

/** A page of in-warehouse claims in the caller's scope, newest first unless `sort` names a column. */
export async function listWarehouseClaims(db: DbOrTx, principal: Principal, q: WarehouseClaimListQuery) {
  const condition = where(principal, q);
  return listPage(
    db.select({ total: count() }).from(warehouseClaims).where(condition),
    base(db)
      .where(condition)
      .orderBy(...listOrder(q.sort, SORTS, warehouseClaims.createdAt, warehouseClaims.id))
      .$dynamic(),
    q,
    toWarehouseClaimItem,
  );
}

/** One in-warehouse claim's header within the caller's scope, or undefined. */
export async function findWarehouseClaim(db: DbOrTx, principal: Principal, id: number) {
  const [row] = await db
    .select({
      ...columns,
      description: warehouseClaims.description,
      phone: warehouseClaims.phone,
      auditNote: warehouseClaims.auditNote,
      receivedStorageCode: warehouseClaims.receivedStorageCode,
    })
    .from(warehouseClaims)
    .leftJoin(dealerOrders, eq(dealerOrders.id, warehouseClaims.replacementOrderId))
    .where(and(eq(warehouseClaims.id, id), warehouseClaimScope(principal)));
  return row;
}

/**
 * Locks an in-warehouse claim in the caller's scope for a change in `tx` and checks the version the
 * caller saw. @throws AppError NOT_FOUND (missing or out of scope) | CONCURRENT_MODIFICATION
 */
export const lockWarehouseClaim = (tx: Tx, principal: Principal, id: number, version: number) =>
  lockRow(tx, warehouseClaims, and(eq(warehouseClaims.id, id), warehouseClaimScope(principal)), version);

/** A claim's lines with the part names, in entry order. */
export const linesOfWarehouseClaim = (db: DbOrTx, claimId: number) =>
  linesWithPartNames(
    db,
    warehouseClaimLines,
    columnsOf(warehouseClaimLines, ['id', 'partCode', 'qty', 'price', 'remark']),
  )
    .where(eq(warehouseClaimLines.claimId, claimId))
    .orderBy(asc(warehouseClaimLines.id));
