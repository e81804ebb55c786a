import type { OrderInput } from '@spm/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { orderLinesFrom, partsStockedInW01 } from '../../db/seed/demo/order-parts';
import type { Principal } from '../../platform/access/principal';
import { principalOfUser } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import { orderingWarehouses } from '../master-data';
import { parts } from '../parts/parts.tables';
import { createOrderQueries } from './dealer-orders.queries';
import { createDealerOrderService } from './dealer-orders.service';
import { createVorApprovalService } from './vor-approval.service';

/** A VIN with a correct check digit, for the demo VOR orders. */
const DEMO_VIN = 'LSVAU218XN2183294';

/**
 * Demo dealer orders through the order service itself (same rules, prices, numbers and credit
 * reservations as the screens): for dealer D0001 two temporary orders (one entered by head office),
 * three submitted orders on W01 ready to release, a VOR order awaiting approval, an approved one and a
 * deleted one; for D0003 one submitted order. Parts: orderable CUR parts in stock in W01.
 */
export async function seedDealerOrders({ db, now, businessTz }: DemoSeedContext) {
  const queries = createOrderQueries(businessTz);
  const orders = createDealerOrderService({
    now,
    businessTz,
    queries,
    orderingWarehouses,
  });
  const vor = createVorApprovalService({ now, queries });
  const stocked = await partsStockedInW01(
    db,
    20,
    and(
      eq(parts.status, 'CUR'),
      or(isNull(parts.partType), inArray(parts.partType, ['Normal', 'Accessory'])),
      sql`not (${parts.discard} or ${parts.subPart} or ${parts.limitSell} or ${parts.newEnergy} or ${parts.embargo} or ${parts.airParcelEmbargo})`,
    ),
  ).limit(24);
  const lines = orderLinesFrom(stocked, (i) => 1 + (i % 3));
  const dealer = await principalOfUser(db, 'dealer', now());
  const hq = await principalOfUser(db, 'hq', now());
  const nev = await principalOfUser(db, 'nev-dealer', now());
  const header = (extra: Partial<OrderInput> = {}): Omit<OrderInput, 'lines'> => ({
    orderType: 'Normal',
    orderWarehouseCode: 'W01',
    receivingWarehouseCode: 'W01',
    acceptBackorder: true,
    contact: '李明',
    contactPhone: '13800138000',
    ...extra,
  });
  const run = <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn);
  const create = (who: Principal, input: OrderInput) => run((tx) => orders.create(tx, who, input));
  const submit = async (who: Principal, input: OrderInput) => {
    const o = await create(who, input);
    return run((tx) => orders.submit(tx, who, o.id, o.version));
  };

  await create(dealer, { ...header({ remark: '月度常规补货' }), lines: lines(3) });
  await create(hq, { ...header({ dealerCode: 'D0001', remark: '总部代录入' }), lines: lines(2) });
  for (let i = 0; i < 3; i++) await submit(dealer, { ...header(), lines: lines(2 + i) });
  await submit(dealer, { ...header({ orderType: 'Urgent', transportType: 'Air' }), lines: lines(1) });
  await submit(dealer, {
    ...header({ orderType: 'VOR', vin: DEMO_VIN, carNumber: '粤A12345' }),
    lines: lines(1),
  });
  const approved = await submit(dealer, { ...header({ orderType: 'VOR', vin: DEMO_VIN }), lines: lines(2) });
  await run((tx) =>
    vor.approve(tx, hq, approved.id, { version: approved.version, opinion: '同意，尽快发货' }),
  );
  const removed = await create(dealer, { ...header(), lines: lines(1) });
  await run((tx) => orders.remove(tx, dealer, removed.id, removed.version));
  await submit(nev, { ...header({ receivingWarehouseCode: 'W01', contact: '陈静' }), lines: lines(2) });
}
