import { businessDate, Decimal, lineAmount, sumMoney, toMoney } from '@spm/domain';
import { asc, gt } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { parts } from '../parts/parts.tables';
import { partsPackageLines, partsPackages, promotions } from './promotions.tables';

/** The business date `days` from `now` (`yyyy-MM-dd` in `businessTz`). */
const dayFrom = (now: Date, days: number, businessTz: string) =>
  businessDate(new Date(now.getTime() + days * 86_400_000), businessTz);

/**
 * Demo promotions and DFS parts packages on the first priced parts: four promotions running now (two
 * with a fixed rebate per piece, two with a 3 % rate), one that has ended, and two packages valid now
 * at 90 % of the sales prices.
 */
export async function seedPromotions({ db, now, businessTz }: DemoSeedContext) {
  const priced = await db
    .select({ partCode: parts.partCode, price: parts.priceOrdinary })
    .from(parts)
    .where(gt(parts.priceOrdinary, '20'))
    .orderBy(asc(parts.partCode))
    .limit(11);
  if (priced.length < 11) return;
  const at = now();
  await db.insert(promotions).values(
    priced.slice(0, 5).map((p, i) => {
      const promotionPrice = toMoney(new Decimal(p.price).times('0.85'));
      const fixed = i % 2 === 0;
      return {
        partCode: p.partCode,
        promotionPrice,
        startDate: dayFrom(at, i === 4 ? -60 : -10, businessTz),
        endDate: dayFrom(at, i === 4 ? -30 : 40, businessTz),
        qtyLimit: 20 + i * 10,
        rebateType: fixed ? 'perPiece' : 'percent',
        rebateValue: fixed ? toMoney(new Decimal(promotionPrice).times('0.02')) : '0.03',
        remark: i === 4 ? '已结束的促销' : null,
      };
    }),
  );
  const packages = [
    { packageCode: 'PKG-DFS-001', name: '常规保养配件包', lines: priced.slice(5, 8) },
    { packageCode: 'PKG-DFS-002', name: '制动系统配件包', lines: priced.slice(8, 11) },
  ];
  for (const pkg of packages) {
    const lines = pkg.lines.map((p, i) => ({
      lineNo: i + 1,
      partCode: p.partCode,
      qty: i + 1,
      price: toMoney(new Decimal(p.price).times('0.9')),
    }));
    const [row] = await db
      .insert(partsPackages)
      .values({
        packageCode: pkg.packageCode,
        name: pkg.name,
        validFrom: dayFrom(at, -10, businessTz),
        validTo: dayFrom(at, 80, businessTz),
        packagePrice: sumMoney(lines.map((l) => lineAmount(l.price, l.qty))),
      })
      .returning({ id: partsPackages.id });
    await db.insert(partsPackageLines).values(lines.map((l) => ({ ...l, packageId: row.id })));
  }
}
