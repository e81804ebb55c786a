import { businessDate } from '@spm/domain';
import dayjs from 'dayjs';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { principalOfUser } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { parts } from '../parts/parts.tables';
import { stock } from '../stock/stock.tables';
import { createAdjustmentService } from './adjustments/adjustments.service';
import { createCountPlanService } from './count-plans/count-plans.service';
import { createStockOrderService } from './returns-scrap/stock-orders.service';
import type { WarehouseOpsDeps } from './shared';
import { createTransferService } from './transfers/transfers.service';

/**
 * Demo warehouse documents through the services themselves, so stock and ledger agree (spec §5
 * "Warehouse"): W01's staff (`wh`, 刘洋) requests two transfers to W02 of parts it is responsible for
 * and ships one (W02 then has a receipt waiting), returns and scraps a piece each (the return
 * submitted, the scrap still a draft), enters a stock adjustment waiting for audit and plans a count
 * of one location for tomorrow. The parts are taken from the end of the catalogue, away from the
 * low part codes the tests and the main-flow walk-through pick.
 */
export async function seedWarehouseOps({ db, now, businessTz }: DemoSeedContext): Promise<void> {
  const deps: WarehouseOpsDeps & { db: typeof db } = {
    db,
    now,
    businessTz,
    workflow: createWorkflowEngine({ now }),
    onStockArrival: async () => {},
    // head-office requests only; `wh` goes by the parts master's responsible person
    partResponsibility: async () => {},
  };
  const tx = db as unknown as Tx;
  const held = await db
    .select({ partCode: stock.partCode, storageCode: stock.storageCode })
    .from(stock)
    .innerJoin(parts, eq(parts.partCode, stock.partCode))
    .where(and(eq(stock.warehouseCode, 'W01'), eq(parts.responsiblePerson, '刘洋'), gte(stock.onHandQty, 50)))
    .orderBy(desc(stock.partCode), asc(stock.storageCode))
    .limit(4);
  if (held.length < 4) return;
  const staff = await principalOfUser(db, 'wh', now());
  const transfers = createTransferService(deps);
  const shipped = await transfers.create(tx, staff, {
    fromWarehouseCode: 'W01',
    toWarehouseCode: 'W02',
    remark: '上海库补充常用滤清器',
    lines: [
      { partCode: held[0].partCode, qty: 6 },
      { partCode: held[1].partCode, qty: 4 },
    ],
  });
  const audited = await transfers.audit(tx, staff, shipped.id, {
    version: shipped.version,
    decision: 'approve',
  });
  await transfers.ship(tx, staff, shipped.id, audited.version);
  await transfers.create(tx, staff, {
    fromWarehouseCode: 'W01',
    toWarehouseCode: 'W02',
    lines: [{ partCode: held[2].partCode, qty: 10 }],
  });

  const returns = createStockOrderService(deps, 'return');
  const returned = await returns.create(tx, staff, {
    warehouseCode: 'W01',
    reason: '到货包装破损，退回供应商',
    lines: [{ partCode: held[3].partCode, storageCode: held[3].storageCode, qty: 1 }],
  });
  await returns.submit(tx, staff, returned.id, returned.version);
  await createStockOrderService(deps, 'scrap').create(tx, staff, {
    warehouseCode: 'W01',
    reason: '橡胶件老化，申请报废',
    lines: [{ partCode: held[2].partCode, storageCode: held[2].storageCode, qty: 1 }],
  });

  await createAdjustmentService(deps).create(tx, staff, {
    warehouseCode: 'W01',
    adjustType: 'adjust',
    reason: '日常巡检发现数量差异',
    lines: [{ partCode: held[1].partCode, storageCode: held[1].storageCode, qtyDelta: -1 }],
  });
  const tomorrow = dayjs(businessDate(now(), businessTz)).add(1, 'day').format('YYYY-MM-DD');
  await createCountPlanService(deps).create(tx, staff, {
    warehouseCode: 'W01',
    executionDate: tomorrow,
    storageCodes: [held[0].storageCode],
    partCodes: [],
    remark: '月度循环盘点',
  });
}
