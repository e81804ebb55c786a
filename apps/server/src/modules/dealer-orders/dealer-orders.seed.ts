import type { OrderInput } from '@spm/contracts';
import { DEFAULT_BUSINESS_TZ, nearestValidOrderQty } from '@spm/domain';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import type { Principal } from '../../platform/access/principal';
import { loadUserRecord, toPrincipal } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import { users } from '../../platform/db/platform.tables';
import { orderingWarehousesOf } from '../master-data';
import { parts } from '../parts/parts.tables';
import { stock } from '../stock/stock.tables';
import { createOrderQueries } from './dealer-orders.queries';
import { createDealerOrderService } from './dealer-orders.service';
import { createVorApprovalService } from './vor-approval.service';

/** A VIN with a correct check digit, for the demo VOR orders. */
const DEMO_VIN = 'LSVAU218XN2183294';

async function principalOf(db: DemoSeedContext['db'], username: string): Promise<Principal> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const record = await loadUserRecord(db, { id: u.id });
  if (!record) throw new Error(`demo user ${username} missing`);
  return toPrincipal(record, { sid: 'demo-seed', exp: Math.floor(Date.now() / 1000) + 3600 });
}

/**
 * Demo dealer orders through the order service itself (same rules, prices, numbers and credit
 * reservations as the screens): for dealer D0001 two temporary orders (one entered by head office),
 * three submitted orders on W01 ready to release, a VOR order awaiting approval, an approved one and a
 * deleted one; for D0003 one submitted order. Parts: orderable CUR parts in stock in W01.
 */
export async function seedDealerOrders({ db, now }: DemoSeedContext) {
  const queries = createOrderQueries(DEFAULT_BUSINESS_TZ);
  const orders = createDealerOrderService({
    now,
    businessTz: DEFAULT_BUSINESS_TZ,
    queries,
    orderingWarehouses: orderingWarehousesOf,
  });
  const vor = createVorApprovalService({ now, queries });
  const stocked = await db
    .selectDistinct({
      partCode: parts.partCode,
      minPackageQty: parts.minPackageQty,
      unitSalesQty: parts.unitSalesQty,
    })
    .from(parts)
    .innerJoin(
      stock,
      and(eq(stock.partCode, parts.partCode), eq(stock.warehouseCode, 'W01'), gt(stock.onHandQty, 20)),
    )
    .where(
      and(
        eq(parts.status, 'CUR'),
        or(isNull(parts.partType), inArray(parts.partType, ['Normal', 'Accessory'])),
        sql`not (${parts.discard} or ${parts.subPart} or ${parts.limitSell} or ${parts.newEnergy} or ${parts.embargo} or ${parts.airParcelEmbargo})`,
      ),
    )
    .orderBy(asc(parts.partCode))
    .limit(24);
  let next = 0;
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const part = stocked[next++ % stocked.length];
      return { partCode: part.partCode, qty: nearestValidOrderQty(1 + (i % 3), part) };
    });
  const dealer = await principalOf(db, 'dealer');
  const hq = await principalOf(db, 'hq');
  const nev = await principalOf(db, 'nev-dealer');
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
