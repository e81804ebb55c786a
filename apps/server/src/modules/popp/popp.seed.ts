import { DEFAULT_BUSINESS_TZ } from '@spm/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { principalOfUser } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { parts } from '../parts/parts.tables';
import { stock } from '../stock/stock.tables';
import { createPoppQueries } from './popp.queries';
import { createPoppService } from './popp.service';
import { createPoppQuotaService } from './popp-quotas.service';

/** 12 monthly amounts summing to `total` (CNY): equal months, the rest in December. */
function split(total: number): string[] {
  const month = Math.floor((total / 12) * 100) / 100;
  return [...Array.from({ length: 11 }, () => month.toFixed(2)), (total - month * 11).toFixed(2)];
}

/**
 * Demo POPPs through the POPP services (same rules, quota and workflow history as the screens): this
 * year's quotas of D0001 (500,000.00) and D0002 (300,000.00), and for D0001 POPPs that are
 * unsubmitted (a regular and a special one), submitted, audit complete, can ship (its dealer order
 * placed on W01) and rejected.
 */
export async function seedPopps({ db, now }: DemoSeedContext) {
  const tx = db as unknown as Tx;
  const workflow = createWorkflowEngine({ now });
  const queries = createPoppQueries({ businessTz: DEFAULT_BUSINESS_TZ, workflow });
  const poppDealerTypes = ['JointVentureA'];
  const service = createPoppService({
    now,
    businessTz: DEFAULT_BUSINESS_TZ,
    queries,
    workflow,
    poppDealerTypes,
  });
  const quotas = createPoppQuotaService({
    now,
    businessTz: DEFAULT_BUSINESS_TZ,
    poppDealerTypes: ['JointVentureA'],
  });
  const year = quotas.currentYear();
  await quotas.set(
    tx,
    { dealerCode: 'D0001', year, taskVolume: '500000.00', months: split(500000) },
    'zh-CN',
  );
  await quotas.set(
    tx,
    { dealerCode: 'D0002', year, taskVolume: '300000.00', months: split(300000) },
    'zh-CN',
  );

  const stocked = await db
    .select({ partCode: parts.partCode })
    .from(parts)
    .innerJoin(
      stock,
      and(eq(stock.partCode, parts.partCode), eq(stock.warehouseCode, 'W01'), gt(stock.onHandQty, 20)),
    )
    .where(eq(parts.status, 'CUR'))
    .orderBy(asc(parts.partCode))
    .limit(6);
  const dealer = await principalOfUser(db, 'dealer', now());
  const specialist = await principalOfUser(db, 'popp', now());
  const create = (poppType: 'regular' | 'special', offset: number) =>
    service.create(tx, dealer, {
      poppType,
      warehouseCode: 'W01',
      submitter: '李明',
      submitterTel: '13911112222',
      lines: [0, 1].map((i) => ({
        partCode: stocked[(offset + i) % stocked.length].partCode,
        applyQty: 5 + i * 5,
      })),
    });
  const versionOf = async (id: number) => (await queries.detail(tx, specialist, id, 'zh-CN')).version;
  const submitted = async (offset: number) => {
    const id = await create('regular', offset);
    await service.submit(tx, dealer, id, await versionOf(id));
    return id;
  };

  const audited = async (offset: number, action: 'approve' | 'reject', opinion: string) => {
    const id = await submitted(offset);
    await service.audit(tx, specialist, id, { version: await versionOf(id), opinion }, action);
    return id;
  };

  await create('regular', 0);
  await create('special', 1);
  await submitted(2);
  await audited(3, 'approve', '同意');
  const shipping = await audited(4, 'approve', '同意，按计划发货');
  await service.confirm(tx, specialist, shipping, await versionOf(shipping));
  await audited(5, 'reject', '超出本月计划');
}
