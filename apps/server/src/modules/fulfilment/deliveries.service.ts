import type { Delivery, Page } from '@spm/contracts';
import {
  checkDeliveryConfirmable,
  checkReceiveDate,
  checkReceiveLine,
  ORDER_STATUS,
  type RuleViolation,
  withFieldPrefix,
} from '@spm/domain';
import { and, asc, count, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { warehouses } from '../../platform/db/platform.tables';
import { columnsOf } from '../../platform/db/select-columns';
import { AppError, enforce, enforceAll } from '../../platform/errors';
import { lockOrders, recordLineProgress } from '../dealer-orders';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { linesWithPartNames } from '../parts';
import { actorOf, currentWarehouseScope, moveOrder, sortOf } from './fulfilment.repository';
import { SHIP_BILL_STATUS, shipBillLines, shipBills } from './fulfilment.tables';

const header = {
  id: shipBills.id,
  shipBillNo: shipBills.shipBillNo,
  dealerOrderId: shipBills.orderId,
  dealerOrderNo: dealerOrders.dealerOrderNo,
  orderType: dealerOrders.orderType,
  dealerCode: shipBills.dealerCode,
  sendingWarehouseCode: shipBills.warehouseCode,
  sendingWarehouseNameZh: warehouses.nameZh,
  sendingWarehouseNameEn: warehouses.nameEn,
  shipDate: shipBills.shipDate,
  transportType: shipBills.transportType,
  carrier: shipBills.carrier,
  deliveryQty: sql<number>`(select coalesce(sum(l.shipped_qty), 0)::int from ${shipBillLines} l where l.ship_bill_id = ${shipBills.id})`,
  receivedQty: sql<number>`(select coalesce(sum(l.received_qty), 0)::int from ${shipBillLines} l where l.ship_bill_id = ${shipBills.id})`,
  amount: shipBills.amount,
  status: shipBills.status,
  receiveDate: shipBills.receiveDate,
  orderStatus: dealerOrders.status,
  containerNo: shipBills.containerNo,
  logisticsStatus: shipBills.logisticsStatus,
  handedToCarrierAt: shipBills.handedToCarrierAt,
  deliveredAt: shipBills.deliveredAt,
};

/**
 * The ship bill headers (`header`): each ship bill with its dealer order and its sending warehouse (one
 * of each, inner joins), unfiltered; the list and the detail add their conditions.
 */
const selectHeaders = (db: DbOrTx) =>
  db
    .select(header)
    .from(shipBills)
    .innerJoin(dealerOrders, eq(dealerOrders.id, shipBills.orderId))
    .innerJoin(warehouses, eq(warehouses.code, shipBills.warehouseCode));

type HeaderRow = Omit<Delivery, 'lines' | 'handedToCarrierAt' | 'deliveredAt'> & {
  handedToCarrierAt: Date | null;
  deliveredAt: Date | null;
};

async function withLines(db: DbOrTx, rows: HeaderRow[]): Promise<Delivery[]> {
  if (rows.length === 0) return [];
  const lines = await linesWithPartNames(db, shipBillLines, {
    ...columnsOf(shipBillLines, [
      'shipBillId',
      'id',
      'partCode',
      'shippedQty',
      'receivedQty',
      'receiveDate',
      'remark',
      'price',
      'amount',
    ]),
    dealerOrderNo: dealerOrders.dealerOrderNo,
  })
    .innerJoin(dealerOrderLines, eq(dealerOrderLines.id, shipBillLines.orderLineId))
    .innerJoin(dealerOrders, eq(dealerOrders.id, dealerOrderLines.orderId))
    .where(
      inArray(
        shipBillLines.shipBillId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(shipBillLines.id));
  return rows.map((r) => ({
    ...r,
    handedToCarrierAt: r.handedToCarrierAt?.toISOString() ?? null,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    lines: lines
      .filter((l) => l.shipBillId === r.id)
      .map(({ shipBillId: _, ...l }) => ({ ...l, receivableQty: l.receivedQty === null ? l.shippedQty : 0 })),
  }));
}

/** Ship bills a caller may read as deliveries: a dealer its own, warehouse staff their warehouses', head office all. */
export const deliveryScope = (principal: Principal): SQL =>
  dealerDocumentScope(principal, shipBills.dealerCode, shipBills.warehouseCode);

/** Ship bills of the caller's current warehouse (the warehouse ship bill list). */
export const shipBillWarehouseScope = (principal: Principal): SQL =>
  currentWarehouseScope(principal, shipBills.warehouseCode);

/**
 * Ship bills inside `scope` with their lines, newest ship date first (`GET /api/v1/deliveries` with
 * `deliveryScope`; `GET /api/v1/warehouse/ship-bills` with `shipBillWarehouseScope`). Filters:
 * `status` (`unconfirmed`: some line not yet confirmed; `confirmed`), `dealerOrderNo`, `shipBillNo`;
 * sort `shipDate`, `shipBillNo`, `dealerOrderNo`.
 */
export async function listDeliveries(
  db: DbOrTx,
  scope: SQL,
  q: {
    page: number;
    pageSize: number;
    sort?: string;
    status?: 'unconfirmed' | 'confirmed';
    dealerOrderNo?: string;
    shipBillNo?: string;
  },
): Promise<Page<Delivery>> {
  const conditions: SQL[] = [scope];
  if (q.status) {
    conditions.push(
      eq(
        shipBills.status,
        q.status === 'confirmed' ? SHIP_BILL_STATUS.confirmed : SHIP_BILL_STATUS.unconfirmed,
      ),
    );
  }
  if (q.dealerOrderNo) conditions.push(eq(dealerOrders.dealerOrderNo, q.dealerOrderNo));
  if (q.shipBillNo) conditions.push(eq(shipBills.shipBillNo, q.shipBillNo));
  const where = and(...conditions);
  const page = await listPage(
    db
      .select({ total: count() })
      .from(shipBills)
      .innerJoin(dealerOrders, eq(dealerOrders.id, shipBills.orderId))
      .where(where),
    selectHeaders(db)
      .where(where)
      .orderBy(
        ...sortOf(
          q.sort,
          {
            shipDate: shipBills.shipDate,
            shipBillNo: shipBills.shipBillNo,
            dealerOrderNo: dealerOrders.dealerOrderNo,
          },
          [sql`${shipBills.shipDate} desc`],
          shipBills.id,
        ),
      )
      .$dynamic(),
    q,
  );
  return { ...page, items: await withLines(db, page.items) };
}

/** One ship bill inside `scope`; NOT_FOUND otherwise (another dealer's ship bill included). */
export async function getDelivery(db: DbOrTx, scope: SQL, id: number): Promise<Delivery> {
  const rows = await selectHeaders(db).where(and(eq(shipBills.id, id), scope));
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return (await withLines(db, rows))[0];
}

/**
 * Delivery receipt confirmation (`POST /api/v1/deliveries/{shipBillId}/confirm`, spec §5 "Receiving"):
 * the dealer confirms the received qty of some or all unconfirmed lines (each line once; partial
 * confirmation leaves the others receivable). Rules, each a 422 with its field: receive date in the
 * current business month and not after today (RECEIVE_DATE_OUT_OF_RANGE); received ≤ receivable
 * (RECEIVE_QTY_EXCEEDS_RECEIVABLE); a remark when they differ (REMARK_REQUIRED_WHEN_QTY_DIFFERS).
 * DELIVERY_ALREADY_CONFIRMED (409) for a confirmed bill or line; NOT_FOUND for another dealer's bill
 * or an unknown line. The order lines' received qty rises; when every line of the bill is confirmed
 * the bill is confirmed, and a settled (8) or virtually received (5) order with nothing left to ship
 * and every ship bill confirmed becomes finished (9).
 */
export async function confirmDelivery(
  tx: Tx,
  principal: Principal,
  id: number,
  input: { receiveDate: string; lines: { id: number; receivedQty: number; remark?: string }[] },
  today: string,
  at: Date,
): Promise<Delivery> {
  const scope = deliveryScope(principal);
  const [found] = await tx
    .select({ orderId: shipBills.orderId })
    .from(shipBills)
    .where(and(eq(shipBills.id, id), scope));
  if (!found) throw new AppError('NOT_FOUND');
  const [order] = await lockOrders(tx, [found.orderId], sql`true`);
  const bill = await lockRow(tx, shipBills, eq(shipBills.id, id));
  enforce(checkDeliveryConfirmable({ confirmed: bill.status === SHIP_BILL_STATUS.confirmed }));
  enforce(checkReceiveDate(input.receiveDate, today, bill.shipDate));
  const lines = await tx.select().from(shipBillLines).where(eq(shipBillLines.shipBillId, id));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  enforceAll(
    input.lines.flatMap((given, i): RuleViolation[] => {
      const line = byId.get(given.id);
      if (!line) return [{ code: 'NOT_FOUND', field: `lines[${i}].id` }];
      if (line.receivedQty !== null || seen.has(line.id))
        return [{ code: 'DELIVERY_ALREADY_CONFIRMED', field: `lines[${i}].id` }];
      seen.add(line.id);
      const v = checkReceiveLine({
        receivableQty: line.shippedQty,
        receivedQty: given.receivedQty,
        remark: given.remark,
      });
      return v ? withFieldPrefix([v], `lines[${i}]`) : [];
    }),
  );
  for (const given of input.lines) {
    const line = byId.get(given.id)!;
    await tx
      .update(shipBillLines)
      .set({
        receivedQty: given.receivedQty,
        receiveDate: input.receiveDate,
        remark: given.remark?.trim() || null,
      })
      .where(eq(shipBillLines.id, line.id));
    await recordLineProgress(tx, line.orderLineId, { receivedQty: given.receivedQty });
  }
  const [{ open }] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(shipBillLines)
    .where(and(eq(shipBillLines.shipBillId, id), isNull(shipBillLines.receivedQty)));
  if (open === 0) {
    await tx
      .update(shipBills)
      .set({
        status: SHIP_BILL_STATUS.confirmed,
        receiveDate: input.receiveDate,
        confirmedAt: at,
        confirmedBy: principal.userId,
      })
      .where(eq(shipBills.id, id));
    await finishIfComplete(tx, order, principal, at);
  }
  return getDelivery(tx, scope, id);
}

/**
 * Settled (8) or virtually received (5) → finished (9) when nothing is owed or allocated and every ship
 * bill is confirmed.
 */
async function finishIfComplete(
  tx: Tx,
  order: { id: number; status: number },
  principal: Principal,
  at: Date,
): Promise<void> {
  if (order.status !== ORDER_STATUS.settled && order.status !== ORDER_STATUS.virtuallyReceived) return;
  const [pendingLine] = await tx
    .select({ id: dealerOrderLines.id })
    .from(dealerOrderLines)
    .where(
      and(
        eq(dealerOrderLines.orderId, order.id),
        or(gt(dealerOrderLines.backorderQty, 0), gt(dealerOrderLines.allocatedQty, 0)),
      ),
    )
    .limit(1);
  const [pendingBill] = await tx
    .select({ id: shipBills.id })
    .from(shipBills)
    .where(and(eq(shipBills.orderId, order.id), eq(shipBills.status, SHIP_BILL_STATUS.unconfirmed)))
    .limit(1);
  if (!pendingLine && !pendingBill)
    await moveOrder(tx, order, ORDER_STATUS.finished, 'receive', actorOf(principal), at);
}
