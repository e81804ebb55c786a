import type { Delivery, ShipBillLogisticsInput } from '@spm/contracts';
import {
  checkContainerNo,
  checkContainerNoUnused,
  checkLogisticsStep,
  checkVirtualReceivable,
  checkVirtualReceiveCancellable,
  LOGISTICS_STATUS,
  ORDER_STATUS,
  type RuleViolation,
} from '@spm/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { AppError, enforce } from '../../platform/errors';
import { lockOrders } from '../dealer-orders';
import { deliveryScope, getDelivery, shipBillWarehouseScope } from './deliveries.service';
import { actorOf, moveOrder } from './fulfilment.repository';
import { shipBills } from './fulfilment.tables';

/**
 * A container or vehicle number a ship bill may take (spec §5 "Other"): the format (CONTAINER_NO_INVALID,
 * 422) and not on any other ship bill of any warehouse, branch or main (CONTAINER_NO_IN_USE, 409;
 * `exceptShipBillId` is the bill itself). The unique index `ship_bills_container_no_uq` backs it.
 */
export async function checkShipBillContainerNo(
  tx: Tx,
  containerNo: string,
  exceptShipBillId?: number,
): Promise<RuleViolation | null> {
  const invalid = checkContainerNo(containerNo);
  if (invalid) return invalid;
  const [used] = await tx
    .select({ id: shipBills.id })
    .from(shipBills)
    .where(
      exceptShipBillId === undefined
        ? eq(shipBills.containerNo, containerNo)
        : and(eq(shipBills.containerNo, containerNo), ne(shipBills.id, exceptShipBillId)),
    )
    .limit(1);
  return checkContainerNoUnused(containerNo, used !== undefined);
}

/**
 * Logistics confirmation of ship bill `id` of the caller's current warehouse
 * (`POST /api/v1/warehouse/ship-bills/{id}/logistics`, spec §4 "logistics confirmation statuses"):
 * 0 awaiting carrier → 1 handed to the carrier (needs a container or vehicle number, given now or at
 * shipping) → 2 delivered, each step stamped with `at` and the user; dealers and head office read the
 * status on the delivery. Errors: NOT_FOUND (another warehouse's bill); `checkLogisticsStep`
 * (LOGISTICS_STATUS_TRANSITION_INVALID, CONTAINER_NO_REQUIRED, CONTAINER_NO_LOCKED);
 * CONTAINER_NO_INVALID, CONTAINER_NO_IN_USE. Returns the ship bill as a delivery.
 */
export async function confirmLogistics(
  tx: Tx,
  principal: Principal,
  id: number,
  input: ShipBillLogisticsInput,
  at: Date,
): Promise<Delivery> {
  const scope = shipBillWarehouseScope(principal);
  const bill = await lockRow(tx, shipBills, and(eq(shipBills.id, id), scope));
  enforce(
    checkLogisticsStep({
      from: bill.logisticsStatus,
      to: input.status,
      billContainerNo: bill.containerNo,
      givenContainerNo: input.containerNo,
    }),
  );
  if (input.containerNo) enforce(await checkShipBillContainerNo(tx, input.containerNo, bill.id));
  const handedOver = input.status === LOGISTICS_STATUS.handedToCarrier;
  await tx
    .update(shipBills)
    .set({
      logisticsStatus: input.status,
      logisticsBy: principal.userId,
      ...(handedOver
        ? { handedToCarrierAt: at, containerNo: input.containerNo ?? bill.containerNo }
        : { deliveredAt: at }),
    })
    .where(eq(shipBills.id, bill.id));
  return getDelivery(tx, scope, bill.id);
}

/** The dealer order of delivery `id` inside the caller's delivery scope, locked (NOT_FOUND otherwise). */
async function lockOrderOfDelivery(tx: Tx, principal: Principal, id: number) {
  const [found] = await tx
    .select({ orderId: shipBills.orderId })
    .from(shipBills)
    .where(and(eq(shipBills.id, id), deliveryScope(principal)));
  if (!found) throw new AppError('NOT_FOUND');
  const [order] = await lockOrders(tx, [found.orderId], sql`true`);
  return order;
}

/**
 * Virtual receive (`POST /api/v1/deliveries/{id}/virtual-receive`, spec §4 status 5, GLOSSARY "virtual
 * receive": receipt booked before the goods physically arrive) of the dealer order the delivery `id`
 * belongs to: settled (8) → virtually received (5), with a history row. The ship bills stay to be really
 * confirmed; when the last is, the order becomes finished (9). Errors: NOT_FOUND (another dealer's
 * delivery); ORDER_NOT_VIRTUALLY_RECEIVABLE (409) unless the order is 8.
 */
export async function virtualReceive(tx: Tx, principal: Principal, id: number, at: Date): Promise<Delivery> {
  const order = await lockOrderOfDelivery(tx, principal, id);
  enforce(checkVirtualReceivable({ status: order.status, dealerOrderNo: order.dealerOrderNo ?? '' }));
  await moveOrder(tx, order, ORDER_STATUS.virtuallyReceived, 'virtualReceive', actorOf(principal), at);
  return getDelivery(tx, deliveryScope(principal), id);
}

/**
 * Cancel of a virtual receive (`POST /api/v1/deliveries/{id}/cancel-virtual-receive`): the order goes
 * back from virtually received (5) to settled (8), with a history row. Errors: NOT_FOUND;
 * ORDER_NOT_VIRTUALLY_RECEIVED (409) unless the order is 5 (after the real receipt of every ship bill
 * it is finished and the cancel is refused).
 */
export async function cancelVirtualReceive(
  tx: Tx,
  principal: Principal,
  id: number,
  at: Date,
): Promise<Delivery> {
  const order = await lockOrderOfDelivery(tx, principal, id);
  enforce(checkVirtualReceiveCancellable({ status: order.status, dealerOrderNo: order.dealerOrderNo ?? '' }));
  await moveOrder(tx, order, ORDER_STATUS.settled, 'cancelVirtualReceive', actorOf(principal), at);
  return getDelivery(tx, deliveryScope(principal), id);
}
