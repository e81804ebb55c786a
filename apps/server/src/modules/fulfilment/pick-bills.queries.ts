import type { Page, PickBill, PickBillListItem } from '@spm/contracts';
import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { prefixPattern } from '../../platform/db/filters';
import { listPage } from '../../platform/db/paging';
import { warehouses } from '../../platform/db/platform.tables';
import { columnsOf } from '../../platform/db/select-columns';
import { AppError } from '../../platform/errors';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { linesWithPartNames } from '../parts';
import { currentWarehouseScope, sortOf } from './fulfilment.repository';
import { pickBillLines, pickBills } from './fulfilment.tables';

/**
 * The pick bill `id` of the caller's current warehouse with its lines; NOT_FOUND when it does not
 * exist or belongs to another warehouse.
 */
export async function getPickBill(db: DbOrTx, principal: Principal, id: number): Promise<PickBill> {
  const [bill] = await db
    .select({
      id: pickBills.id,
      pickBillNo: pickBills.pickBillNo,
      warehouseCode: pickBills.warehouseCode,
      warehouseNameZh: warehouses.nameZh,
      warehouseNameEn: warehouses.nameEn,
      status: pickBills.status,
      createdAt: pickBills.createdAt,
      confirmedAt: pickBills.confirmedAt,
      version: pickBills.version,
    })
    .from(pickBills)
    .innerJoin(warehouses, eq(warehouses.code, pickBills.warehouseCode))
    .where(and(eq(pickBills.id, id), currentWarehouseScope(principal, pickBills.warehouseCode)));
  if (!bill) throw new AppError('NOT_FOUND');
  const lines = await linesWithPartNames(db, pickBillLines, {
    ...columnsOf(pickBillLines, ['id', 'partCode', 'storageCode', 'qty', 'pickedQty', 'boxedQty']),
    dealerOrderId: pickBillLines.orderId,
    dealerOrderNo: dealerOrders.dealerOrderNo,
    dealerCode: dealerOrders.dealerCode,
  })
    .innerJoin(dealerOrders, eq(dealerOrders.id, pickBillLines.orderId))
    .where(eq(pickBillLines.pickBillId, id))
    .orderBy(asc(pickBillLines.storageCode), asc(pickBillLines.partCode), asc(pickBillLines.id));
  return {
    ...bill,
    createdAt: bill.createdAt.toISOString(),
    confirmedAt: bill.confirmedAt?.toISOString() ?? null,
    lines,
  };
}

/** The pick bill's id, table-qualified for correlated subqueries (a single-table select leaves columns bare). */
const billId = sql.raw('"pick_bills"."id"');

/**
 * Pick bills of the caller's current warehouse (`GET /api/v1/warehouse/pick-bills`), newest first:
 * filters `pickBillNo` (prefix), `status` (0 created, 1 confirmed), `boxable` (confirmed with picked
 * pieces not yet boxed); sort `pickBillNo`, `createdAt`, `status`.
 */
export async function listPickBills(
  db: DbOrTx,
  principal: Principal,
  q: {
    page: number;
    pageSize: number;
    sort?: string;
    pickBillNo?: string;
    status?: number;
    boxable?: boolean;
  },
): Promise<Page<PickBillListItem>> {
  const conditions: SQL[] = [currentWarehouseScope(principal, pickBills.warehouseCode)];
  if (q.pickBillNo) conditions.push(like(pickBills.pickBillNo, prefixPattern(q.pickBillNo)));
  if (q.status !== undefined) conditions.push(eq(pickBills.status, q.status));
  if (q.boxable) {
    conditions.push(
      sql`exists (select 1 from ${pickBillLines} l where l.pick_bill_id = ${billId} and l.boxed_qty < coalesce(l.picked_qty, 0))`,
    );
  }
  const where = and(...conditions);
  return listPage(
    db.select({ total: count() }).from(pickBills).where(where),
    db
      .select({
        id: pickBills.id,
        pickBillNo: pickBills.pickBillNo,
        warehouseCode: pickBills.warehouseCode,
        status: pickBills.status,
        createdAt: pickBills.createdAt,
        confirmedAt: pickBills.confirmedAt,
        lineCount: sql<number>`(select count(*)::int from ${pickBillLines} l where l.pick_bill_id = ${billId})`,
        totalQty: sql<number>`(select coalesce(sum(l.qty), 0)::int from ${pickBillLines} l where l.pick_bill_id = ${billId})`,
        pickedQty: sql<number>`(select coalesce(sum(l.picked_qty), 0)::int from ${pickBillLines} l where l.pick_bill_id = ${billId})`,
        boxedQty: sql<number>`(select coalesce(sum(l.boxed_qty), 0)::int from ${pickBillLines} l where l.pick_bill_id = ${billId})`,
        dealerOrderNos: sql<string>`(select coalesce(string_agg(distinct o.dealer_order_no, ', '), '') from ${pickBillLines} l join ${dealerOrders} o on o.id = l.order_id where l.pick_bill_id = ${billId})`,
        dealerCodes: sql<string>`(select coalesce(string_agg(distinct o.dealer_code, ', '), '') from ${pickBillLines} l join ${dealerOrders} o on o.id = l.order_id where l.pick_bill_id = ${billId})`,
      })
      .from(pickBills)
      .where(where)
      .orderBy(
        ...sortOf(
          q.sort,
          { pickBillNo: pickBills.pickBillNo, createdAt: pickBills.createdAt, status: pickBills.status },
          [sql`${pickBills.createdAt} desc`],
          pickBills.id,
        ),
      )
      .$dynamic(),
    q,
    (r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      confirmedAt: r.confirmedAt?.toISOString() ?? null,
    }),
  );
}
