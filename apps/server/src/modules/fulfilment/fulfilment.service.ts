import type {
  DealerOrderIdsInput,
  DeliveryConfirmInput,
  PickConfirmInput,
  ShipBillInput,
  ShipBillLogisticsInput,
  ShipBoxesInput,
} from '@spm/contracts';
import { businessDate } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import type { UnitOfWork } from '../../platform/http/endpoint';
import { confirmDelivery } from './deliveries.service';
import { cancelVirtualReceive, confirmLogistics, virtualReceive } from './logistics.service';
import { confirmPickBill, createPickBill } from './pick-bills.service';
import { releaseOrders } from './release.service';
import { createShipBill } from './ship-bills.service';
import { createShipBoxes } from './ship-boxes.service';

interface Deps {
  /** The app clock: order status history and the documents' own timestamps use it. */
  now: () => Date;
  /** IANA zone of the business date (document numbers, ship date, receive date checks). */
  businessTz: string;
}

/**
 * The fulfilment commands (API.md "Main flow"), each run in the command pipeline's transaction `tx`
 * and stamped with the app clock: `at` for history rows and timestamps, the business date of `at`
 * for document numbers and dates. Errors are those of the step (see each service function).
 */
export function createFulfilmentCommands({ now, businessTz }: Deps) {
  const stamp = () => {
    const at = now();
    return { at, today: businessDate(at, businessTz) };
  };
  return {
    /** Releases orders, each committed on its own through `unit`; one result per id (`releaseOrders`). */
    release: (unit: UnitOfWork, principal: Principal, input: DealerOrderIdsInput) =>
      releaseOrders(unit, principal, input.dealerOrderIds, now()),

    /** Creates a pick bill for released orders (`createPickBill`). */
    createPickBill(tx: Tx, principal: Principal, input: DealerOrderIdsInput) {
      const { at, today } = stamp();
      return createPickBill(tx, principal, input.dealerOrderIds, today, at);
    },

    /** Confirms the picked qty of pick bill `id` (`confirmPickBill`). */
    confirmPickBill: (tx: Tx, principal: Principal, input: PickConfirmInput & { id: number }) =>
      confirmPickBill(tx, principal, input.id, input, now()),

    /** Packs picked lines into boxes: `{ boxes: [{ id, boxNo, dealerOrderId }] }` (`createShipBoxes`). */
    async createShipBoxes(tx: Tx, principal: Principal, input: ShipBoxesInput) {
      const { at, today } = stamp();
      return { boxes: await createShipBoxes(tx, principal, input, today, at) };
    },

    /** Ships the boxes of one boxed order (`createShipBill`). */
    createShipBill(tx: Tx, principal: Principal, input: ShipBillInput) {
      const { at, today } = stamp();
      return createShipBill(tx, principal, input, today, at);
    },

    /** The next logistics step of ship bill `id` (`confirmLogistics`). */
    confirmLogistics: (tx: Tx, principal: Principal, input: ShipBillLogisticsInput & { id: number }) =>
      confirmLogistics(tx, principal, input.id, input, now()),

    /** Virtual receive of the order of delivery `id` (`virtualReceive`). */
    virtualReceive: (tx: Tx, principal: Principal, id: number) => virtualReceive(tx, principal, id, now()),

    /** Cancel of the virtual receive of the order of delivery `id` (`cancelVirtualReceive`). */
    cancelVirtualReceive: (tx: Tx, principal: Principal, id: number) =>
      cancelVirtualReceive(tx, principal, id, now()),

    /** The dealer confirms receipt of delivery `id` (`confirmDelivery`). */
    confirmDelivery(tx: Tx, principal: Principal, input: DeliveryConfirmInput & { id: number }) {
      const { at, today } = stamp();
      return confirmDelivery(tx, principal, input.id, input, today, at);
    },
  };
}
