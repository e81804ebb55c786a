import type { Page, ShipBoxListItem, WarehouseOrder, WarehouseOrderQuery } from '@spm/contracts';
import { ORDER_STATUS } from '@spm/domain';
import { and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { dealers, warehouses } from '../../platform/db/platform.tables';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { currentWarehouseScope, sortOf } from './fulfilment.repository';
import {
  PICK_BILL_STATUS,
  pickBillLines,
  pickBills,
  shipBills,
  shipBoxes,
  shipBoxLines,
} from './fulfilment.tables';

/**
 * Orders of the current warehouse waiting for a warehouse step (`GET /api/v1/warehouse/orders`):
 * stage `release` — can release (3) and to owe (2), VOR orders only once approved, in release priority
 * (VOR, Urgent, Normal, DFS, then submit time); stage `pick` — released (4) and not on an open pick
 * bill, oldest first. `qty` is the pieces still to allocate (release) or allocated to pick (pick).
 */
export async function listWarehouseOrders(
  db: DbOrTx,
  principal: Principal,
  q: WarehouseOrderQuery,
): Promise<Page<WarehouseOrder>> {
  const conditions: SQL[] = [currentWarehouseScope(principal, dealerOrders.orderWarehouseCode)];
  if (q.stage === 'release') {
    conditions.push(inArray(dealerOrders.status, [ORDER_STATUS.canRelease, ORDER_STATUS.backordered]));
    conditions.push(sql`(${dealerOrders.orderType} <> 'VOR' or ${dealerOrders.approvalStatus} = 'approved')`);
  } else {
    conditions.push(eq(dealerOrders.status, ORDER_STATUS.released));
    conditions.push(
      sql`not exists (select 1 from ${pickBillLines} l join ${pickBills} b on b.id = l.pick_bill_id where l.order_id = ${dealerOrders.id} and b.status = ${PICK_BILL_STATUS.created})`,
    );
  }
  if (q.dealerOrderNo) conditions.push(eq(dealerOrders.dealerOrderNo, q.dealerOrderNo));
  if (q.dealerCode) conditions.push(eq(dealerOrders.dealerCode, q.dealerCode));
  if (q.orderType) conditions.push(eq(dealerOrders.orderType, q.orderType));
  const where = and(...conditions);
  const qty =
    q.stage === 'release'
      ? sql<number>`(select coalesce(sum(case when ${dealerOrders.status} = ${ORDER_STATUS.canRelease} then l.qty - l.shipped_qty - l.allocated_qty else l.backorder_qty end), 0)::int from ${dealerOrderLines} l where l.order_id = ${dealerOrders.id})`
      : sql<number>`(select coalesce(sum(l.allocated_qty), 0)::int from ${dealerOrderLines} l where l.order_id = ${dealerOrders.id})`;
  const priority = sql`case ${dealerOrders.orderType} when 'VOR' then 0 when 'Urgent' then 1 when 'Normal' then 2 else 3 end`;
  return listPage(
    db.select({ total: count() }).from(dealerOrders).where(where),
    db
      .select({
        id: dealerOrders.id,
        dealerOrderNo: dealerOrders.dealerOrderNo,
        orderType: dealerOrders.orderType,
        status: dealerOrders.status,
        dealerCode: dealerOrders.dealerCode,
        dealerNameZh: dealers.nameZh,
        dealerNameEn: dealers.nameEn,
        orderWarehouseCode: dealerOrders.orderWarehouseCode,
        acceptBackorder: dealerOrders.acceptBackorder,
        submittedAt: dealerOrders.submittedAt,
        lineCount: sql<number>`(select count(*)::int from ${dealerOrderLines} l where l.order_id = ${dealerOrders.id})`,
        qty,
        amount: dealerOrders.amount,
      })
      .from(dealerOrders)
      .innerJoin(dealers, eq(dealers.code, dealerOrders.dealerCode))
      .where(where)
      .orderBy(
        ...sortOf(
          q.sort,
          {
            dealerOrderNo: dealerOrders.dealerOrderNo,
            submittedAt: dealerOrders.submittedAt,
            orderType: priority,
            dealerCode: dealerOrders.dealerCode,
          },
          q.stage === 'release'
            ? [sql`${priority}`, sql`${dealerOrders.submittedAt} asc`]
            : [sql`${dealerOrders.submittedAt} asc`],
          dealerOrders.id,
        ),
      )
      .$dynamic(),
    q,
    (r) => ({ ...r, submittedAt: r.submittedAt?.toISOString() ?? null }),
  );
}

/**
 * Ship boxes of the current warehouse (`GET /api/v1/warehouse/ship-boxes`), newest first; `shipped`
 * false lists the boxes waiting for a ship bill, `dealerOrderNo` one order's boxes.
 */
export async function listShipBoxes(
  db: DbOrTx,
  principal: Principal,
  q: { page: number; pageSize: number; sort?: string; shipped?: boolean; dealerOrderNo?: string },
): Promise<Page<ShipBoxListItem>> {
  const conditions: SQL[] = [currentWarehouseScope(principal, shipBoxes.warehouseCode)];
  if (q.shipped !== undefined)
    conditions.push(q.shipped ? isNotNull(shipBoxes.shipBillId) : isNull(shipBoxes.shipBillId));
  if (q.dealerOrderNo) conditions.push(eq(dealerOrders.dealerOrderNo, q.dealerOrderNo));
  const where = and(...conditions);
  return listPage(
    db
      .select({ total: count() })
      .from(shipBoxes)
      .innerJoin(dealerOrders, eq(dealerOrders.id, shipBoxes.orderId))
      .where(where),
    db
      .select({
        id: shipBoxes.id,
        boxNo: shipBoxes.boxNo,
        dealerOrderId: shipBoxes.orderId,
        dealerOrderNo: dealerOrders.dealerOrderNo,
        orderStatus: dealerOrders.status,
        dealerCode: dealerOrders.dealerCode,
        dealerNameZh: dealers.nameZh,
        dealerNameEn: dealers.nameEn,
        pickBillNo: pickBills.pickBillNo,
        lineCount: sql<number>`(select count(*)::int from ${shipBoxLines} l where l.box_id = ${shipBoxes.id})`,
        qty: sql<number>`(select coalesce(sum(l.qty), 0)::int from ${shipBoxLines} l where l.box_id = ${shipBoxes.id})`,
        shipBillNo: shipBills.shipBillNo,
        createdAt: shipBoxes.createdAt,
      })
      .from(shipBoxes)
      .innerJoin(dealerOrders, eq(dealerOrders.id, shipBoxes.orderId))
      .innerJoin(dealers, eq(dealers.code, dealerOrders.dealerCode))
      .innerJoin(pickBills, eq(pickBills.id, shipBoxes.pickBillId))
      .leftJoin(shipBills, eq(shipBills.id, shipBoxes.shipBillId))
      .where(where)
      .orderBy(
        ...sortOf(
          q.sort,
          {
            boxNo: shipBoxes.boxNo,
            dealerOrderNo: dealerOrders.dealerOrderNo,
            createdAt: shipBoxes.createdAt,
          },
          [sql`${shipBoxes.createdAt} desc`],
          shipBoxes.id,
        ),
      )
      .$dynamic(),
    q,
    (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  );
}

/** The warehouse (names) a ship bill or pick bill prints for. */
export async function warehouseNames(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ nameZh: warehouses.nameZh, nameEn: warehouses.nameEn })
    .from(warehouses)
    .where(eq(warehouses.code, code));
  return row ?? { nameZh: code, nameEn: code };
}
