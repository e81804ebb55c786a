import type { CreatedShipBill } from '@spm/contracts';
import { Decimal, lineAmount, nextShipBillNo, ORDER_STATUS, sumMoney, violation } from '@spm/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { AppError, enforce, raise, resultValue } from '../../platform/errors';
import { settleCredit } from '../credit';
import { lockOrders, recordLineProgress } from '../dealer-orders';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { creditShippedRebates } from '../promotions';
import { shipOut } from '../stock';
import { actorOf, currentWarehouseScope, linesOf, moveOrder } from './fulfilment.repository';
import { orderLineAllocations, shipBillLines, shipBills, shipBoxes, shipBoxLines } from './fulfilment.tables';
import { checkShipBillContainerNo } from './logistics.service';

/**
 * Ships boxes of one boxed dealer order (`POST /api/v1/warehouse/ship-bills`). The ship bill no is the
 * DealerOrderNO plus the next letter A..Z (SHIP_BILL_NUMBER_LIMIT {baseNo} after Z); the order row lock
 * serialises numbering of one order, and a unique index backs it. In one transaction: stock leaves the
 * storage locations (stock service `shipOut`, a ledger row each), the order lines' shipped qty rises and
 * their open allocation falls, the shipped amount (Σ price × qty) is settled on the dealer's credit
 * (balance change row, business type `shipment`, business no = ship bill no), and the promotion rebate
 * of the shipped qty is credited (promotions `creditShippedRebates`). When no box of the order
 * is left unshipped the order becomes settled (8), and goes on to owe (2) if backorders remain.
 * Ship date = today's business date. An optional container or vehicle number is checked first
 * (`checkShipBillContainerNo`: CONTAINER_NO_INVALID 422, CONTAINER_NO_IN_USE 409). Errors: NOT_FOUND (a box outside the current warehouse);
 * VALIDATION_FAILED (field `boxIds`) when the boxes belong to several orders; ORDER_STATUS_TRANSITION_INVALID {from, to: 8} when the order is not boxed;
 * CONCURRENT_MODIFICATION when a box is already shipped.
 */
export async function createShipBill(
  tx: Tx,
  principal: Principal,
  input: { boxIds: number[]; transportType?: string; carrier?: string; containerNo?: string },
  businessDate: string,
  at: Date,
): Promise<CreatedShipBill> {
  if (input.containerNo) enforce(await checkShipBillContainerNo(tx, input.containerNo));
  const boxIds = [...new Set(input.boxIds)];
  const found = await tx
    .select({ id: shipBoxes.id, orderId: shipBoxes.orderId })
    .from(shipBoxes)
    .where(and(inArray(shipBoxes.id, boxIds), currentWarehouseScope(principal, shipBoxes.warehouseCode)));
  if (found.length !== boxIds.length) throw new AppError('NOT_FOUND');
  const orderIds = [...new Set(found.map((b) => b.orderId))];
  if (orderIds.length > 1) raise(violation('VALIDATION_FAILED', undefined, 'boxIds'));
  const [order] = await lockOrders(
    tx,
    orderIds,
    currentWarehouseScope(principal, dealerOrders.orderWarehouseCode),
  );
  if (!order) throw new AppError('NOT_FOUND');
  if (order.status !== ORDER_STATUS.boxed) {
    throw new AppError('ORDER_STATUS_TRANSITION_INVALID', { from: order.status, to: ORDER_STATUS.settled });
  }
  const locked = await tx
    .select({ id: shipBoxes.id, shipBillId: shipBoxes.shipBillId })
    .from(shipBoxes)
    .where(inArray(shipBoxes.id, boxIds))
    .orderBy(shipBoxes.id)
    .for('update');
  if (locked.some((b) => b.shipBillId !== null)) throw new AppError('CONCURRENT_MODIFICATION');

  const baseNo = order.dealerOrderNo ?? String(order.id);
  const used = await tx
    .select({ suffix: shipBills.suffix })
    .from(shipBills)
    .where(eq(shipBills.baseNo, baseNo));
  const shipBillNo = resultValue(
    nextShipBillNo(
      baseNo,
      used.map((u) => u.suffix),
    ),
  );
  const actor = actorOf(principal);

  const boxLines = await tx.select().from(shipBoxLines).where(inArray(shipBoxLines.boxId, boxIds));
  const perLocation = new Map<
    string,
    { partCode: string; storageCode: string; orderLineId: number; qty: number }
  >();
  for (const l of boxLines) {
    const key = `${l.orderLineId}|${l.storageCode}`;
    const entry = perLocation.get(key) ?? {
      partCode: l.partCode,
      storageCode: l.storageCode,
      orderLineId: l.orderLineId,
      qty: 0,
    };
    entry.qty += l.qty;
    perLocation.set(key, entry);
  }
  const movements = [...perLocation.values()].sort((a, b) =>
    a.partCode < b.partCode ? -1 : a.partCode > b.partCode ? 1 : a.storageCode < b.storageCode ? -1 : 1,
  );
  for (const m of movements) {
    await shipOut(tx, {
      partCode: m.partCode,
      warehouseCode: order.orderWarehouseCode,
      storageCode: m.storageCode,
      qty: m.qty,
      documentType: 'shipBill',
      documentNo: shipBillNo,
      actorId: actor.userId,
      at,
    });
    await tx
      .update(orderLineAllocations)
      .set({ qty: sql`${orderLineAllocations.qty} - ${m.qty}` })
      .where(
        and(
          eq(orderLineAllocations.orderLineId, m.orderLineId),
          eq(orderLineAllocations.storageCode, m.storageCode),
        ),
      );
  }

  const orderLines = await linesOf(tx, [order.id]);
  const shipped = new Map<number, number>();
  for (const m of movements) shipped.set(m.orderLineId, (shipped.get(m.orderLineId) ?? 0) + m.qty);
  const billLines = orderLines
    .filter((l) => shipped.has(l.id))
    .map((l) => ({ line: l, qty: shipped.get(l.id)!, amount: lineAmount(l.price, shipped.get(l.id)!) }));
  const amount = sumMoney(billLines.map((b) => b.amount));
  const [bill] = await tx
    .insert(shipBills)
    .values({
      shipBillNo,
      baseNo,
      suffix: shipBillNo.slice(-1),
      orderId: order.id,
      dealerCode: order.dealerCode,
      warehouseCode: order.orderWarehouseCode,
      transportType: input.transportType ?? order.transportType,
      carrier: input.carrier ?? null,
      containerNo: input.containerNo ?? null,
      shipDate: businessDate,
      amount,
      createdBy: actor.userId,
      createdAt: at,
    })
    .returning({ id: shipBills.id });
  await tx.insert(shipBillLines).values(
    billLines.map((b) => ({
      shipBillId: bill.id,
      orderLineId: b.line.id,
      partCode: b.line.partCode,
      shippedQty: b.qty,
      price: b.line.price,
      amount: b.amount,
    })),
  );
  for (const b of billLines)
    await recordLineProgress(tx, b.line.id, { shippedQty: b.qty, allocatedQty: -b.qty });
  await tx.update(shipBoxes).set({ shipBillId: bill.id }).where(inArray(shipBoxes.id, boxIds));
  if (new Decimal(amount).gt(0)) {
    await settleCredit(tx, order.dealerCode, amount, {
      businessType: 'shipment',
      businessNo: shipBillNo,
      changeDate: businessDate,
      at,
    });
  }
  await creditShippedRebates(
    tx,
    order.dealerCode,
    billLines.map((b) => ({ orderLineId: b.line.id, qty: b.qty })),
    { shipBillNo, shipDate: businessDate, at },
  );

  const [{ unshipped }] = await tx
    .select({ unshipped: sql<number>`count(*)::int` })
    .from(shipBoxes)
    .where(and(eq(shipBoxes.orderId, order.id), isNull(shipBoxes.shipBillId)));
  if (unshipped === 0) {
    await moveOrder(tx, order, ORDER_STATUS.settled, 'ship', actor, at);
    const owing = orderLines.some((l) => l.backorderQty > 0);
    if (owing) await moveOrder(tx, order, ORDER_STATUS.backordered, 'backorder', actor, at);
  }
  return { id: bill.id, shipBillNo, dealerOrderNo: baseNo, shipDate: businessDate, amount, status: 0 };
}
