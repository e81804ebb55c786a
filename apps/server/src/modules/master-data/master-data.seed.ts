import type { DealerNetwork, DealerType, WarehouseType } from '@spm/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { dealers, suppliers, users, warehouses } from '../../platform/db/platform.tables';
import { pinyinInitials } from '../parts';
import { dealerOrderingWarehouses, userSuperiors } from './master-data.tables';

/** The network of a demo dealer by its type (GLOSSARY "dealer type"). */
const NETWORK_OF: Record<DealerType, DealerNetwork> = {
  JointVentureA: 'NetworkA',
  JointVentureB: 'NetworkB',
  Group: 'Other',
  NetworkC: 'NetworkC',
  InternalCustomer: 'Other',
  Warehouse: 'Other',
  OuterAssist: 'Other',
};

/** The demo's main warehouse (type Main): Shanghai, next to the slow-flow main W01. */
const MAIN_WAREHOUSE = 'W02';

/**
 * Completes the demo organisation with the master data fields: pinyin initials (pickers), warehouse
 * types (the slow-flow main, one main, the rest branches), dealer networks, POPP eligibility (the
 * joint-venture A dealers, as `POPP_DEALER_TYPES` defaults), ordering warehouses (the default one, the
 * slow-flow main W01 and the main W02, so every demo dealer may order from W01 and W02), a contact
 * phone, and the admin as superior of head office. Runs before the demo orders and POPPs, whose
 * services check ordering warehouses and POPP eligibility.
 */
export async function seedMasterData({ db }: { db: Db }) {
  for (const w of await db.select().from(warehouses)) {
    const warehouseType: WarehouseType = w.slowFlowMain
      ? 'SlowFlowMain'
      : w.code === MAIN_WAREHOUSE
        ? 'Main'
        : 'Branch';
    await db
      .update(warehouses)
      .set({ pinyinInitials: pinyinInitials(w.nameZh).slice(0, 100), warehouseType, phone: '010-88886666' })
      .where(eq(warehouses.code, w.code));
  }
  const hubs = (await db.select().from(warehouses))
    .filter((w) => w.slowFlowMain || w.code === MAIN_WAREHOUSE)
    .map((w) => w.code);
  for (const d of await db.select().from(dealers)) {
    await db
      .update(dealers)
      .set({
        pinyinInitials: pinyinInitials(d.nameZh).slice(0, 100),
        network: NETWORK_OF[d.dealerType as DealerType] ?? 'Other',
        poppEligible: d.dealerType === 'JointVentureA',
      })
      .where(eq(dealers.code, d.code));
    const ordering = [...new Set([d.defaultWarehouseCode, ...hubs].filter((c): c is string => !!c))];
    if (ordering.length)
      await db
        .insert(dealerOrderingWarehouses)
        .values(ordering.map((warehouseCode) => ({ dealerCode: d.code, warehouseCode })));
  }
  for (const s of await db.select().from(suppliers)) {
    await db
      .update(suppliers)
      .set({ pinyinInitials: pinyinInitials(s.nameZh).slice(0, 100) })
      .where(eq(suppliers.code, s.code));
  }
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [hq] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'hq'));
  if (admin && hq) await db.insert(userSuperiors).values({ userId: hq.id, superiorUserId: admin.id });
}
