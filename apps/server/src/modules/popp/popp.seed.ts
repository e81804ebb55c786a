import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { principalOfUser } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { deliverInFull } from '../fulfilment';
import { parts } from '../parts/parts.tables';
import { stock } from '../stock/stock.tables';
import { createPoppQueries } from './popp.queries';
import { createPoppService } from './popp.service';
import { popps } from './popp.tables';
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
 * placed on W01), received, closed (both shipped by W01 and confirmed by the dealer) and rejected.
 */
export async function seedPopps(ctx: DemoSeedContext) {
  const { db, now } = ctx;
  const tx = db as unknown as Tx;
  const workflow = createWorkflowEngine({ now });
  const queries = createPoppQueries({ businessTz: ctx.businessTz, workflow });
  const poppDealerTypes = ['JointVentureA'];
  const service = createPoppService({
    now,
    businessTz: ctx.businessTz,
    queries,
    workflow,
    poppDealerTypes,
  });
  const quotas = createPoppQuotaService({
    now,
    businessTz: ctx.businessTz,
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

  // parts stocked at W01; the POPPs shipped here take theirs further down the list, away from the
  // parts other demo documents and tests rely on
  const stockedAt = (offset: number) =>
    db
      .select({ partCode: parts.partCode })
      .from(parts)
      .innerJoin(
        stock,
        and(eq(stock.partCode, parts.partCode), eq(stock.warehouseCode, 'W01'), gt(stock.onHandQty, 20)),
      )
      .where(eq(parts.status, 'CUR'))
      .orderBy(asc(parts.partCode))
      .offset(offset)
      .limit(6);
  const stocked = await stockedAt(0);
  const toShip = await stockedAt(60);
  const dealer = await principalOfUser(db, 'dealer', now());
  const specialist = await principalOfUser(db, 'popp', now());
  const create = (poppType: 'regular' | 'special', offset: number, from = stocked) =>
    service.create(tx, dealer, {
      poppType,
      warehouseCode: 'W01',
      submitter: '李明',
      submitterTel: '13911112222',
      lines: [0, 1].map((i) => ({
        partCode: from[(offset + i) % from.length].partCode,
        applyQty: 5 + i * 5,
      })),
    });
  const versionOf = async (id: number) => (await queries.detail(tx, specialist, id, 'zh-CN')).version;
  const submitted = async (offset: number, from = stocked) => {
    const id = await create('regular', offset, from);
    await service.submit(tx, dealer, id, await versionOf(id));
    return id;
  };

  const audited = async (offset: number, action: 'approve' | 'reject', opinion: string, from = stocked) => {
    const id = await submitted(offset, from);
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

  const delivered: number[] = [];
  for (const offset of [0, 2]) {
    const id = await audited(offset, 'approve', '同意', toShip);
    await service.confirm(tx, specialist, id, await versionOf(id));
    delivered.push(id);
  }
  const placed = await db
    .select({ orderId: popps.dealerOrderId })
    .from(popps)
    .where(inArray(popps.id, delivered));
  await deliverInFull(
    ctx,
    'dealer',
    placed.flatMap((p) => (p.orderId === null ? [] : [p.orderId])),
  );
  for (const id of delivered) await service.receive(tx, dealer, id, await versionOf(id));
  await service.close(tx, specialist, delivered[1], await versionOf(delivered[1]));
}
