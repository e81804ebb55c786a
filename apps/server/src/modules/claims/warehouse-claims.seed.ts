import { asc, eq, gt } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { principalOfUser } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import { dealers } from '../../platform/db/platform.tables';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { parts } from '../parts/parts.tables';
import { createWarehouseClaimService } from './warehouse-claims.service';

/**
 * Demo in-warehouse claims through the service itself: W01's and W02's staff each register and
 * submit one claim of a damaged part for the first local dealer of their warehouse.
 */
export async function seedWarehouseClaims({ db, now, businessTz }: DemoSeedContext): Promise<void> {
  const service = createWarehouseClaimService({
    db,
    workflow: createWorkflowEngine({ now }),
    now,
    businessTz,
    onArrival: async () => {},
  });
  const tx = db as unknown as Tx;
  const [part] = await db
    .select({ partCode: parts.partCode })
    .from(parts)
    .where(gt(parts.priceOrdinary, '1'))
    .orderBy(asc(parts.partCode))
    .limit(1);
  if (!part) return;
  for (const [username, warehouseCode] of [
    ['wh', 'W01'],
    ['wh2', 'W02'],
  ] as const) {
    const [dealer] = await db
      .select({ code: dealers.code })
      .from(dealers)
      .where(eq(dealers.defaultWarehouseCode, warehouseCode))
      .orderBy(asc(dealers.code))
      .limit(1);
    if (!dealer) continue;
    const staff = await principalOfUser(db, username, now());
    const claim = await service.create(tx, staff, {
      warehouseCode,
      dealerCode: dealer.code,
      reason: 2,
      description: '经销商库内提货时发现配件外包装破损',
      submitter: '王强',
      phone: '021-12345678',
      lines: [{ partCode: part.partCode, qty: 1 }],
    });
    await service.submit(tx, staff, { id: claim.id, version: claim.version });
  }
}
