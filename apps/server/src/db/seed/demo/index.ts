import { sql } from 'drizzle-orm';
import { seedAccidentCars } from '../../../modules/accident-cars';
import { seedBodApplications, seedClaims, seedWarehouseClaims } from '../../../modules/claims';
import { seedDealerOrders } from '../../../modules/dealer-orders';
import { seedFulfilment } from '../../../modules/fulfilment';
import { seedMasterData } from '../../../modules/master-data';
import { seedPopps } from '../../../modules/popp';
import { seedPromotions } from '../../../modules/promotions';
import { seedPurchasing } from '../../../modules/purchasing';
import { seedSourcing } from '../../../modules/sourcing';
import { seedVehicles } from '../../../modules/vehicles';
import { seedWarehouseOps } from '../../../modules/warehouse-ops';
import type { Db } from '../../../platform/db/client';
import type { DemoSeedContext } from './context';
import { seedNotices } from './notices.seed';
import { seedOrg } from './org.seed';
import { seedParts } from './parts.seed';
import { seedRoles } from './roles.seed';
import { seedUsers } from './users.seed';

/** Demo seeders in order; each module appends its own (parts, stock, orders, ...). */
const seeders: ((ctx: DemoSeedContext) => Promise<void>)[] = [
  seedOrg,
  seedRoles,
  seedUsers,
  // before the orders and POPPs: they check the dealers' ordering warehouses and POPP eligibility
  seedMasterData,
  seedNotices,
  seedParts,
  seedDealerOrders,
  seedFulfilment,
  seedVehicles,
  seedClaims,
  seedPopps,
  seedAccidentCars,
  seedWarehouseClaims,
  seedBodApplications,
  seedSourcing,
  seedPurchasing,
  seedPromotions,
  seedWarehouseOps,
];

/** True when the database holds no users yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from users`);
  return Number((result.rows[0] as { n: number }).n) === 0;
}

/**
 * Loads the demo data into an empty database, in one transaction (all or nothing): dated by `now`
 * (default the wall clock), business dates and document numbers in `businessTz` (the configured
 * `BUSINESS_TZ`).
 */
export async function seedDemoData(
  db: Db,
  { now = () => new Date(), businessTz }: { now?: () => Date; businessTz: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed({ db: tx as unknown as Db, now, businessTz });
  });
}
