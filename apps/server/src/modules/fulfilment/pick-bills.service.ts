import type { PickBill } from '@spm/contracts';
import {
  checkPickedQty,
  Decimal,
  isPartStatus,
  ORDER_STATUS,
  PART_STATUSES,
  toMoney,
  withFieldPrefix,
} from '@spm/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { AppError, enforceAll } from '../../platform/errors';
import { nextNumber } from '../../platform/numbering';
import { releaseCredit } from '../credit';
import { lockOrders, recordLineProgress } from '../dealer-orders';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { parts } from '../parts/parts.tables';
import { deallocate } from '../stock';
import { actorOf, currentWarehouseScope, linesOf, moveOrder } from './fulfilment.repository';
import { orderLineAllocations, PICK_BILL_STATUS, pickBillLines, pickBills } from './fulfilment.tables';
import { getPickBill } from './pick-bills.queries';

/** Compact business date `yyyyMMdd` used in document numbers. */
export const numberPeriod = (businessDate: string) => businessDate.replaceAll('-', '');

/**
 * Creates one pick bill (`POST /api/v1/warehouse/pick-bills`) for released orders (status 4) of the
 * caller's current warehouse: one line per order line and storage location holding its allocation,
 * sorted by storage location then part code. Number `PK` + yyyyMMdd + 4-digit daily sequence.
 * Errors: NOT_FOUND for an order outside the scope; ORDER_STATUS_TRANSITION_INVALID {from, to: 6} for
 * an order that is not released; CONCURRENT_MODIFICATION when an order is already on an open pick bill.
 */
export async function createPickBill(
  tx: Tx,
  principal: Principal,
  dealerOrderIds: readonly number[],
  businessDate: string,
  at: Date,
): Promise<PickBill> {
  const ids = [...new Set(dealerOrderIds)];
  const orders = await lockOrders(tx, ids, currentWarehouseScope(principal, dealerOrders.orderWarehouseCode));
  if (orders.length !== ids.length) throw new AppError('NOT_FOUND');
  for (const order of orders) {
    if (order.status !== ORDER_STATUS.released) {
      throw new AppError('ORDER_STATUS_TRANSITION_INVALID', { from: order.status, to: ORDER_STATUS.picked });
    }
  }
  const open = await tx
    .select({ orderId: pickBillLines.orderId })
    .from(pickBillLines)
    .innerJoin(pickBills, eq(pickBills.id, pickBillLines.pickBillId))
    .where(and(inArray(pickBillLines.orderId, ids), eq(pickBills.status, PICK_BILL_STATUS.created)))
    .limit(1);
  if (open.length > 0) throw new AppError('CONCURRENT_MODIFICATION');
  const allocations = await tx
    .select()
    .from(orderLineAllocations)
    .where(and(inArray(orderLineAllocations.orderId, ids), gt(orderLineAllocations.qty, 0)))
    .orderBy(
      asc(orderLineAllocations.storageCode),
      asc(orderLineAllocations.partCode),
      asc(orderLineAllocations.id),
    );
  const warehouseCode = orders[0].orderWarehouseCode;
  const seq = await nextNumber(tx, 'pickBill', numberPeriod(businessDate));
  const pickBillNo = `PK${numberPeriod(businessDate)}${String(seq).padStart(4, '0')}`;
  const [bill] = await tx
    .insert(pickBills)
    .values({ pickBillNo, warehouseCode, createdBy: principal.userId, createdAt: at })
    .returning({ id: pickBills.id });
  if (allocations.length > 0) {
    await tx.insert(pickBillLines).values(
      allocations.map((a) => ({
        pickBillId: bill.id,
        orderId: a.orderId,
        orderLineId: a.orderLineId,
        partCode: a.partCode,
        storageCode: a.storageCode,
        qty: a.qty,
      })),
    );
  }
  return getPickBill(tx, principal, bill.id);
}

/**
 * Confirms a pick bill (`POST /api/v1/warehouse/pick-bills/{id}/confirm`): the picked qty of each line
 * (lines not given count as picked in full). A short pick gives the missing pieces back to stock
 * (deallocate) and to the order: as a backorder when the order accepts backorders and the part allows
 * them, otherwise they are cut and their amount is given back to the dealer's credit. An order that
 * got nothing picked at all returns to "can release" (3) with its qty unallocated; the others become
 * picked (6). Errors: NOT_FOUND (bill outside the scope, unknown line id, field `lines[i].id`);
 * PICK_QTY_INVALID / PICK_QTY_EXCEEDS (field `lines[i].pickedQty`); CONCURRENT_MODIFICATION when the
 * bill is already confirmed.
 */
export async function confirmPickBill(
  tx: Tx,
  principal: Principal,
  id: number,
  input: { lines: { id: number; pickedQty: number }[] },
  at: Date,
): Promise<PickBill> {
  const bill = await lockRow(
    tx,
    pickBills,
    and(eq(pickBills.id, id), currentWarehouseScope(principal, pickBills.warehouseCode)),
  );
  if (bill.status !== PICK_BILL_STATUS.created) throw new AppError('CONCURRENT_MODIFICATION');
  const billLines = await tx.select().from(pickBillLines).where(eq(pickBillLines.pickBillId, id));
  const byId = new Map(billLines.map((l) => [l.id, l]));
  const picked = new Map(billLines.map((l) => [l.id, l.qty]));
  enforceAll(
    input.lines.flatMap((given, i) => {
      const line = byId.get(given.id);
      if (!line) return [{ code: 'NOT_FOUND' as const, field: `lines[${i}].id` }];
      picked.set(line.id, given.pickedQty);
      const v = checkPickedQty({ partCode: line.partCode, qty: line.qty, pickedQty: given.pickedQty });
      return v ? withFieldPrefix([v], `lines[${i}]`) : [];
    }),
  );
  const orderIds = [...new Set(billLines.map((l) => l.orderId))];
  const orders = await lockOrders(tx, orderIds, sql`true`);
  const orderLines = new Map((await linesOf(tx, orderIds)).map((l) => [l.id, l]));
  const pickedByOrder = new Map<number, number>();
  for (const line of billLines)
    pickedByOrder.set(line.orderId, (pickedByOrder.get(line.orderId) ?? 0) + (picked.get(line.id) ?? 0));
  const partRows = await tx
    .select({ partCode: parts.partCode, status: parts.status })
    .from(parts)
    .where(inArray(parts.partCode, [...new Set(billLines.map((l) => l.partCode))]));
  const backorderAllowed = new Map(
    partRows.map((p) => [
      p.partCode,
      isPartStatus(p.status) ? PART_STATUSES[p.status].backorderAllowed : true,
    ]),
  );
  const actor = actorOf(principal);
  const cut = new Map<string, Decimal>();
  const sorted = [...billLines].sort((a, b) =>
    a.partCode < b.partCode ? -1 : a.partCode > b.partCode ? 1 : a.id - b.id,
  );
  for (const line of sorted) {
    const pickedQty = picked.get(line.id) ?? line.qty;
    const short = line.qty - pickedQty;
    const order = orders.find((o) => o.id === line.orderId)!;
    await tx.update(pickBillLines).set({ pickedQty }).where(eq(pickBillLines.id, line.id));
    if (short === 0) {
      await recordLineProgress(tx, line.orderLineId, { pickedQty });
      continue;
    }
    await deallocate(tx, {
      partCode: line.partCode,
      warehouseCode: bill.warehouseCode,
      storageCode: line.storageCode,
      qty: short,
      documentType: 'pickBill',
      documentNo: bill.pickBillNo,
      actorId: actor.userId,
      at,
    });
    await tx
      .update(orderLineAllocations)
      .set({ qty: sql`${orderLineAllocations.qty} - ${short}` })
      .where(
        and(
          eq(orderLineAllocations.orderLineId, line.orderLineId),
          eq(orderLineAllocations.storageCode, line.storageCode),
        ),
      );
    const nothingPicked = (pickedByOrder.get(order.id) ?? 0) === 0;
    const owe = !nothingPicked && order.acceptBackorder && (backorderAllowed.get(line.partCode) ?? true);
    await recordLineProgress(tx, line.orderLineId, {
      pickedQty,
      allocatedQty: -short,
      backorderQty: owe ? short : 0,
    });
    if (!nothingPicked && !owe) {
      const price = orderLines.get(line.orderLineId)?.price ?? '0';
      cut.set(
        order.dealerCode,
        (cut.get(order.dealerCode) ?? new Decimal(0)).plus(new Decimal(price).times(short)),
      );
    }
  }
  for (const [dealerCode, amount] of cut) await releaseCredit(tx, dealerCode, toMoney(amount), at);
  for (const order of orders) {
    const to = (pickedByOrder.get(order.id) ?? 0) > 0 ? ORDER_STATUS.picked : ORDER_STATUS.canRelease;
    await moveOrder(tx, order, to, 'pick', actor, at);
  }
  await tx
    .update(pickBills)
    .set({
      status: PICK_BILL_STATUS.confirmed,
      confirmedAt: at,
      confirmedBy: actor.userId,
      version: sql`${pickBills.version} + 1`,
    })
    .where(eq(pickBills.id, id));
  return getPickBill(tx, principal, id);
}
