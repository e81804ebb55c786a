import type { CreatedBox } from '@spm/contracts';
import { checkBoxing, ORDER_STATUS } from '@spm/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { AppError, enforceAll } from '../../platform/errors';
import { nextNumber } from '../../platform/numbering';
import { lockOrders } from '../dealer-orders';
import { actorOf, currentWarehouseScope, moveOrder } from './fulfilment.repository';
import { pickBillLines, pickBills, shipBoxes, shipBoxLines } from './fulfilment.tables';
import { numberPeriod } from './pick-bills.service';

/**
 * Packs picked pieces of one pick bill into numbered boxes (`POST /api/v1/warehouse/ship-boxes`). A
 * pick bill line may be split over several boxes; a box holds pieces of one dealer order only. Box no
 * `BX` + yyyyMMdd + 5-digit daily sequence. An order whose picked pieces on the bill are all boxed
 * becomes boxed (7). Errors: NOT_FOUND (pick bill outside the current warehouse, or a line of another
 * bill, field `boxes[i].lines[j].pickBillLineId`); BOX_EMPTY; BOX_QTY_INVALID; BOX_QTY_EXCEEDS_PICKED
 * {partCode, boxedQty, pickedQty} (boxed over all boxes, earlier ones included, above the picked qty;
 * an unconfirmed pick bill has nothing picked yet); VALIDATION_FAILED with field `boxes[i]` when a box
 * mixes lines of several orders.
 */
export async function createShipBoxes(
  tx: Tx,
  principal: Principal,
  input: { pickBillId: number; boxes: { lines: { pickBillLineId: number; qty: number }[] }[] },
  businessDate: string,
  at: Date,
): Promise<CreatedBox[]> {
  const [bill] = await tx
    .select({ id: pickBills.id, warehouseCode: pickBills.warehouseCode })
    .from(pickBills)
    .where(and(eq(pickBills.id, input.pickBillId), currentWarehouseScope(principal, pickBills.warehouseCode)))
    .for('update');
  if (!bill) throw new AppError('NOT_FOUND');
  const lines = await tx.select().from(pickBillLines).where(eq(pickBillLines.pickBillId, bill.id));
  const byId = new Map(lines.map((l) => [l.id, l]));
  enforceAll(
    checkBoxing(
      lines.map((l) => ({ pickBillLineId: String(l.id), partCode: l.partCode, pickedQty: l.pickedQty ?? 0 })),
      input.boxes.map((b) => ({
        lines: b.lines.map((l) => ({ pickBillLineId: String(l.pickBillLineId), qty: l.qty })),
      })),
      Object.fromEntries(lines.map((l) => [String(l.id), l.boxedQty])),
    ),
  );
  enforceAll(
    input.boxes.flatMap((box, i) =>
      new Set(box.lines.map((l) => byId.get(l.pickBillLineId)?.orderId)).size > 1
        ? [{ code: 'VALIDATION_FAILED' as const, field: `boxes[${i}]` }]
        : [],
    ),
  );
  const orderIds = [
    ...new Set(input.boxes.flatMap((b) => b.lines.map((l) => byId.get(l.pickBillLineId)!.orderId))),
  ];
  const orders = await lockOrders(tx, orderIds, sql`true`);
  const actor = actorOf(principal);
  const created: CreatedBox[] = [];
  for (const box of input.boxes) {
    const orderId = byId.get(box.lines[0].pickBillLineId)!.orderId;
    const seq = await nextNumber(tx, 'shipBox', numberPeriod(businessDate));
    const boxNo = `BX${numberPeriod(businessDate)}${String(seq).padStart(5, '0')}`;
    const [row] = await tx
      .insert(shipBoxes)
      .values({
        boxNo,
        pickBillId: bill.id,
        orderId,
        warehouseCode: bill.warehouseCode,
        createdBy: actor.userId,
        createdAt: at,
      })
      .returning({ id: shipBoxes.id });
    await tx.insert(shipBoxLines).values(
      box.lines.map((l) => {
        const line = byId.get(l.pickBillLineId)!;
        return {
          boxId: row.id,
          pickBillLineId: line.id,
          orderLineId: line.orderLineId,
          partCode: line.partCode,
          storageCode: line.storageCode,
          qty: l.qty,
        };
      }),
    );
    for (const l of box.lines) {
      await tx
        .update(pickBillLines)
        .set({ boxedQty: sql`${pickBillLines.boxedQty} + ${l.qty}` })
        .where(eq(pickBillLines.id, l.pickBillLineId));
    }
    created.push({ id: row.id, boxNo, dealerOrderId: orderId });
  }
  const unboxed = await tx
    .select({
      orderId: pickBillLines.orderId,
      open: sql<number>`sum(coalesce(${pickBillLines.pickedQty}, 0) - ${pickBillLines.boxedQty})::int`,
    })
    .from(pickBillLines)
    .where(and(eq(pickBillLines.pickBillId, bill.id), inArray(pickBillLines.orderId, orderIds)))
    .groupBy(pickBillLines.orderId);
  for (const order of orders) {
    const open = unboxed.find((u) => u.orderId === order.id)?.open ?? 0;
    if (open === 0 && order.status === ORDER_STATUS.picked)
      await moveOrder(tx, order, ORDER_STATUS.boxed, 'box', actor, at);
  }
  return created;
}
