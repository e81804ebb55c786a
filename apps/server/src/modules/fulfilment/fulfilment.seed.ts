import { businessDate } from '@spm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { orderLinesFrom, partsStockedInW01 } from '../../db/seed/demo/order-parts';
import type { Principal } from '../../platform/access/principal';
import { principalOfUser } from '../../platform/auth/principal-loader';
import { createDealerOrderService, createOrderQueries } from '../dealer-orders';
import { orderingWarehouses } from '../master-data';
import { parts } from '../parts/parts.tables';
import { deliveryScope, getDelivery } from './deliveries.service';
import { createFulfilmentCommands } from './fulfilment.service';

type FulfilmentCommands = ReturnType<typeof createFulfilmentCommands>;

/**
 * Demo fulfilment in warehouse W01 through the services themselves: five more orders of dealer D0001,
 * taken to each warehouse step — released with an open pick bill, picked (to box), boxed (to ship),
 * shipped (delivery to confirm) and received (finished, with its balance change). The ordering demo
 * data keeps its submitted orders in the release queue.
 */
export async function seedFulfilment({ db, now, businessTz }: DemoSeedContext) {
  const today = businessDate(now(), businessTz);
  const commands = createFulfilmentCommands({ now, businessTz });
  const orders = createDealerOrderService({
    now,
    businessTz,
    queries: createOrderQueries(businessTz),
    orderingWarehouses,
  });
  const dealer = await principalOfUser(db, 'dealer', now());
  const wh = await principalOfUser(db, 'wh', now());
  const stocked = await partsStockedInW01(
    db,
    40,
    and(
      eq(parts.status, 'CUR'),
      eq(parts.partType, 'Normal'),
      sql`not (${parts.discard} or ${parts.subPart} or ${parts.limitSell} or ${parts.newEnergy} or ${parts.embargo})`,
    ),
  )
    .offset(30)
    .limit(15);
  if (stocked.length === 0) return;
  const lines = orderLinesFrom(stocked, (i) => 2 + (i % 4));
  const submitted: number[] = [];
  for (let i = 0; i < 5; i++) {
    const created = await db.transaction((tx) =>
      orders.create(tx, dealer, {
        orderType: i === 0 ? 'Urgent' : 'Normal',
        transportType: i === 0 ? 'Air' : undefined,
        orderWarehouseCode: 'W01',
        receivingWarehouseCode: 'W01',
        acceptBackorder: true,
        contact: '李明',
        contactPhone: '13800138000',
        lines: lines(2 + (i % 3)),
      }),
    );
    await db.transaction((tx) => orders.submit(tx, dealer, created.id, created.version));
    submitted.push(created.id);
  }
  await commands.release((work) => db.transaction(work), wh, { dealerOrderIds: submitted });
  const [released, picked, boxed, shipped, received] = submitted;
  await db.transaction((tx) => commands.createPickBill(tx, wh, { dealerOrderIds: [released] }));
  const steps = warehouseSteps(db, commands, wh);
  const confirmed = await steps.pickInFull([picked, boxed, shipped, received]);
  for (const orderId of [boxed, shipped, received]) {
    const boxIds = await steps.boxAll(confirmed, orderId);
    if (orderId === boxed) continue;
    const ship = await steps.ship(boxIds);
    if (orderId === received) await confirmAll(db, commands, dealer, ship.id, today);
  }
}

/**
 * Takes submitted orders of warehouse W01 through the warehouse to the dealer: release, one pick bill
 * confirmed in full, a box and a ship bill per order, the delivery confirmed in full by `dealerUser`
 * (orders end finished, 9). For demo documents built on orders (POPPs received and closed).
 */
export async function deliverInFull(
  { db, now, businessTz }: DemoSeedContext,
  dealerUser: string,
  dealerOrderIds: number[],
): Promise<void> {
  const commands = createFulfilmentCommands({ now, businessTz });
  const dealer = await principalOfUser(db, dealerUser, now());
  const wh = await principalOfUser(db, 'wh', now());
  await commands.release((work) => db.transaction(work), wh, { dealerOrderIds });
  const steps = warehouseSteps(db, commands, wh);
  const confirmed = await steps.pickInFull(dealerOrderIds);
  for (const orderId of dealerOrderIds) {
    const ship = await steps.ship(await steps.boxAll(confirmed, orderId));
    await confirmAll(db, commands, dealer, ship.id, businessDate(now(), businessTz));
  }
}

/**
 * The warehouse steps of the demo as warehouse user `wh`, each in its own transaction: a pick bill
 * confirmed as picked in full, every picked piece of one order packed into one box, boxes shipped on
 * one ship bill with the demo carrier.
 */
function warehouseSteps(db: DemoSeedContext['db'], commands: FulfilmentCommands, wh: Principal) {
  return {
    async pickInFull(dealerOrderIds: number[]) {
      const bill = await db.transaction((tx) => commands.createPickBill(tx, wh, { dealerOrderIds }));
      return db.transaction((tx) => commands.confirmPickBill(tx, wh, { id: bill.id, lines: [] }));
    },
    async boxAll(bill: Awaited<ReturnType<FulfilmentCommands['confirmPickBill']>>, orderId: number) {
      const orderLines = bill.lines.filter((l) => l.dealerOrderId === orderId && (l.pickedQty ?? 0) > 0);
      const { boxes } = await db.transaction((tx) =>
        commands.createShipBoxes(tx, wh, {
          pickBillId: bill.id,
          boxes: [{ lines: orderLines.map((l) => ({ pickBillLineId: l.id, qty: l.pickedQty ?? 0 })) }],
        }),
      );
      return boxes.map((b) => b.id);
    },
    ship: (boxIds: number[]) =>
      db.transaction((tx) => commands.createShipBill(tx, wh, { boxIds, carrier: '顺丰速运' })),
  };
}

/** Confirms every line of a delivery as received in full. */
async function confirmAll(
  db: DemoSeedContext['db'],
  commands: FulfilmentCommands,
  dealer: Principal,
  shipBillId: number,
  today: string,
) {
  const delivery = await getDelivery(db, deliveryScope(dealer), shipBillId);
  await db.transaction((tx) =>
    commands.confirmDelivery(tx, dealer, {
      id: shipBillId,
      receiveDate: today,
      lines: delivery.lines.map((l) => ({ id: l.id, receivedQty: l.shippedQty })),
    }),
  );
}
