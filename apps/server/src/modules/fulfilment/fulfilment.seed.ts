import { businessDate, DEFAULT_BUSINESS_TZ, nearestValidOrderQty } from '@spm/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import type { Principal } from '../../platform/access/principal';
import { loadUserRecord, toPrincipal } from '../../platform/auth/principal-loader';
import { users } from '../../platform/db/platform.tables';
import { createDealerOrderService, createOrderQueries } from '../dealer-orders';
import { orderingWarehousesOf } from '../master-data';
import { parts } from '../parts/parts.tables';
import { stock } from '../stock/stock.tables';
import { deliveryScope, getDelivery } from './deliveries.service';
import { createFulfilmentCommands } from './fulfilment.service';

type FulfilmentCommands = ReturnType<typeof createFulfilmentCommands>;

async function principalOf(db: DemoSeedContext['db'], username: string): Promise<Principal> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const record = await loadUserRecord(db, { id: u.id });
  if (!record) throw new Error(`demo user ${username} missing`);
  return toPrincipal(record, { sid: 'demo-seed', exp: Math.floor(Date.now() / 1000) + 3600 });
}

/**
 * Demo fulfilment in warehouse W01 through the services themselves: five more orders of dealer D0001,
 * taken to each warehouse step — released with an open pick bill, picked (to box), boxed (to ship),
 * shipped (delivery to confirm) and received (finished, with its balance change). The ordering demo
 * data keeps its submitted orders in the release queue.
 */
export async function seedFulfilment({ db, now }: DemoSeedContext) {
  const today = businessDate(now(), DEFAULT_BUSINESS_TZ);
  const commands = createFulfilmentCommands({ now, businessTz: DEFAULT_BUSINESS_TZ });
  const orders = createDealerOrderService({
    now,
    businessTz: DEFAULT_BUSINESS_TZ,
    queries: createOrderQueries(DEFAULT_BUSINESS_TZ),
    orderingWarehouses: orderingWarehousesOf,
  });
  const dealer = await principalOf(db, 'dealer');
  const wh = await principalOf(db, 'wh');
  const stocked = await db
    .selectDistinct({
      partCode: parts.partCode,
      minPackageQty: parts.minPackageQty,
      unitSalesQty: parts.unitSalesQty,
    })
    .from(parts)
    .innerJoin(
      stock,
      and(eq(stock.partCode, parts.partCode), eq(stock.warehouseCode, 'W01'), gt(stock.onHandQty, 40)),
    )
    .where(
      and(
        eq(parts.status, 'CUR'),
        eq(parts.partType, 'Normal'),
        sql`not (${parts.discard} or ${parts.subPart} or ${parts.limitSell} or ${parts.newEnergy} or ${parts.embargo})`,
      ),
    )
    .orderBy(asc(parts.partCode))
    .offset(30)
    .limit(15);
  if (stocked.length === 0) return;
  let next = 0;
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const part = stocked[next++ % stocked.length];
      return { partCode: part.partCode, qty: nearestValidOrderQty(2 + (i % 4), part) };
    });
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
  const bill = await db.transaction((tx) =>
    commands.createPickBill(tx, wh, { dealerOrderIds: [picked, boxed, shipped, received] }),
  );
  const confirmed = await db.transaction((tx) =>
    commands.confirmPickBill(tx, wh, { id: bill.id, lines: [] }),
  );
  for (const orderId of [boxed, shipped, received]) {
    const orderLines = confirmed.lines.filter((l) => l.dealerOrderId === orderId && (l.pickedQty ?? 0) > 0);
    const { boxes } = await db.transaction((tx) =>
      commands.createShipBoxes(tx, wh, {
        pickBillId: bill.id,
        boxes: [{ lines: orderLines.map((l) => ({ pickBillLineId: l.id, qty: l.pickedQty ?? 0 })) }],
      }),
    );
    if (orderId === boxed) continue;
    const ship = await db.transaction((tx) =>
      commands.createShipBill(tx, wh, { boxIds: boxes.map((b) => b.id), carrier: '顺丰速运' }),
    );
    if (orderId === received) await confirmAll(db, commands, dealer, ship.id, today);
  }
}

/**
 * Takes submitted orders of warehouse W01 through the warehouse to the dealer: release, one pick bill
 * confirmed in full, a box and a ship bill per order, the delivery confirmed in full by `dealerUser`
 * (orders end finished, 9). For demo documents built on orders (POPPs received and closed).
 */
export async function deliverInFull(
  { db, now }: DemoSeedContext,
  dealerUser: string,
  dealerOrderIds: number[],
): Promise<void> {
  const commands = createFulfilmentCommands({ now, businessTz: DEFAULT_BUSINESS_TZ });
  const dealer = await principalOf(db, dealerUser);
  const wh = await principalOf(db, 'wh');
  await commands.release((work) => db.transaction(work), wh, { dealerOrderIds });
  const bill = await db.transaction((tx) => commands.createPickBill(tx, wh, { dealerOrderIds }));
  const confirmed = await db.transaction((tx) =>
    commands.confirmPickBill(tx, wh, { id: bill.id, lines: [] }),
  );
  for (const orderId of dealerOrderIds) {
    const orderLines = confirmed.lines.filter((l) => l.dealerOrderId === orderId && (l.pickedQty ?? 0) > 0);
    const { boxes } = await db.transaction((tx) =>
      commands.createShipBoxes(tx, wh, {
        pickBillId: bill.id,
        boxes: [{ lines: orderLines.map((l) => ({ pickBillLineId: l.id, qty: l.pickedQty ?? 0 })) }],
      }),
    );
    const ship = await db.transaction((tx) =>
      commands.createShipBill(tx, wh, { boxIds: boxes.map((b) => b.id), carrier: '顺丰速运' }),
    );
    await confirmAll(db, commands, dealer, ship.id, businessDate(now(), DEFAULT_BUSINESS_TZ));
  }
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
