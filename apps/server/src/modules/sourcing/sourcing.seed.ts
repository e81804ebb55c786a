import { businessDate } from '@spm/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { principalOfUser } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import { parts } from '../parts/parts.tables';
import { createFixPriceService } from './fix-price.service';
import { createRfqService } from './rfq.service';
import { bomLines } from './sourcing.tables';

/**
 * Demo sourcing data. BOMs: two parent parts with sub-part children and one sub-assembly, lines in
 * force since last month (entered before their effective date, so written directly). RFQs through the
 * RFQ service, one in every status (waiting confirm with a partial quotation by S001, rejected,
 * confirmed, sent to SRM, stopped); fix prices through the fix-price service: unaudited, pricing
 * (calculated), waiting audit in a package, audited (the part's prices set).
 */
export async function seedSourcing({ db, now, businessTz }: DemoSeedContext) {
  const dayIn = (days: number) => businessDate(new Date(now().getTime() + days * 86_400_000), businessTz);
  const tx = db as unknown as Tx;
  const hq = await principalOfUser(db, 'hq', now());
  const supplier = await principalOfUser(db, 'supplier', now());
  const pick = async (subPart: boolean, n: number) =>
    (
      await db
        .select({ partCode: parts.partCode })
        .from(parts)
        .where(and(eq(parts.subPart, subPart), eq(parts.status, 'CUR')))
        .orderBy(asc(parts.partCode))
        .limit(n)
    ).map((r) => r.partCode);
  const [p1, p2, p3, p4, p5, p6] = await pick(false, 6);
  const subs = await pick(true, 4);
  if (subs.length < 4 || !p6) return;
  const [c1, c2, c3, c4] = subs;

  const since = dayIn(-30);
  const line = (parentPartCode: string, childPartCode: string, qty: number) => ({
    parentPartCode,
    childPartCode,
    qty,
    effectiveFrom: since,
    createdBy: hq.userId,
    createdAt: now(),
    updatedAt: now(),
  });
  await tx
    .insert(bomLines)
    .values([line(p1, c1, 2), line(p1, c2, 4), line(p2, c1, 1), line(c1, c3, 3), line(c1, c4, 1)]);

  const rfq = createRfqService({
    db,
    now,
    businessTz,
    limits: { deleteMax: 20, stopMax: 20 },
  });
  const due = dayIn(14);
  const create = (title: string, lines: string[], supplierCodes = ['S001', 'S002']) =>
    rfq.create(tx, hq, {
      title,
      currency: 'CNY',
      quoteDueDate: due,
      supplierCodes,
      lines: lines.map((partCode, i) => ({ partCode, qty: 100 * (i + 1) })),
    });
  const quoteAll = async (id: number) => {
    const d = await rfq.detail(supplier, id);
    return rfq.quote(tx, supplier, id, {
      version: d.version,
      quotes: d.lines.map((l, i) => ({
        lineId: l.id,
        unitPrice: (18.5 + i * 7).toFixed(2),
        leadTimeDays: 30,
      })),
    });
  };
  const unit = <T>(work: (t: Tx) => Promise<T>) => work(tx);

  const waiting = await create('机油滤清器年度询价', [p1, p2, p3]);
  const w = await rfq.detail(supplier, waiting.id);
  await rfq.quote(tx, supplier, waiting.id, {
    version: w.version,
    quotes: [{ lineId: w.lines[0].id, unitPrice: '23.80', leadTimeDays: 21 }],
  });
  const rejected = await quoteAll((await create('刹车片季度询价', [p4, p5])).id);
  await rfq.reject(tx, hq, rejected.id, { version: rejected.version, opinion: '报价高于目标价，请重新报价' });
  const confirmed = await quoteAll((await create('空调滤芯询价', [p6], ['S001'])).id);
  await rfq.confirm(tx, hq, confirmed.id, confirmed.version);
  const sent = await quoteAll((await create('火花塞询价', [p2, p3], ['S001'])).id);
  const sentOk = await rfq.confirm(tx, hq, sent.id, sent.version);
  await rfq.transfer(tx, hq, sent.id, sentOk.version);
  const stopped = await quoteAll((await create('雨刮片询价', [p5], ['S001'])).id);
  await rfq.confirm(tx, hq, stopped.id, stopped.version);
  await rfq.stop(unit, hq, [stopped.id], 'zh-CN');

  const fix = createFixPriceService({ db, now, businessTz });
  const price = (partCode: string, purchasePrice: string, currency: 'CNY' | 'JPY' = 'CNY') =>
    fix.create(tx, hq, {
      partCode,
      supplierCode: 'S001',
      currency,
      purchasePrice,
      exchangeRate: currency === 'CNY' ? '1' : '0.048',
      priceType: 'new',
      effectiveFrom: dayIn(7),
      rfqId: null,
    });
  await price(p1, '23.80');
  await price(p2, '1200.00', 'JPY');
  const pricing = await price(p3, '45.60');
  await fix.startPricing(tx, hq, [pricing.id]);
  await fix.calculate(tx, hq, [pricing.id]);
  const waitingAudit = await price(p4, '88.00');
  await fix.startPricing(tx, hq, [waitingAudit.id]);
  await fix.calculate(tx, hq, [waitingAudit.id]);
  await fix.package(tx, hq, [waitingAudit.id]);
  const audited = await price(p6, '31.20');
  await fix.startPricing(tx, hq, [audited.id]);
  await fix.calculate(tx, hq, [audited.id]);
  const pkg = await fix.package(tx, hq, [audited.id]);
  await fix.auditPackage(tx, hq, pkg.packageNo, { decision: 'approve', opinion: '同意' });
}
