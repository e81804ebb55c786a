import { eq, ilike, or } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { dealers, users } from '../../platform/db/platform.tables';
import { parts } from '../parts/parts.tables';
import {
  accidentPartClasses,
  areaManagerRegions,
  settlementContractLines,
  settlementContracts,
  subsidyStandards,
} from './accident-cars.tables';

/** Car model codes of the demo vehicle register that get subsidy standards. */
const MODEL_CODES_FOR_SEED = ['LAV15', 'PAS20', 'TIGL', 'ID4C', 'ID3'] as const;

/** The demo settlement contracts' VIN: the first demo vehicle (沪A10234, LAV15). */
export const DEMO_ACCIDENT_VIN = 'LSVAU218XN2183294';

/**
 * Accident car demo data: the subsidy standard table (three loss bands per demo car model), the DFS and
 * oil auxiliary parts (fluids are oil auxiliary, brake fluid a pre-accident loading part; the
 * maintenance kit a DFS part), the `area-manager` user's region (that of dealer D0001), and two
 * settlement contracts of D0001 on the first demo vehicle, settled 5 and 10 days before the clock.
 */
export async function seedAccidentCars({ db, now }: DemoSeedContext): Promise<void> {
  await db.insert(subsidyStandards).values(
    MODEL_CODES_FOR_SEED.flatMap((modelCode) => [
      { modelCode, lossFrom: '0', lossTo: '20000', rate: '0.1000', capAmount: '2000' },
      { modelCode, lossFrom: '20000', lossTo: '100000', rate: '0.1500', capAmount: '8000' },
      { modelCode, lossFrom: '100000', lossTo: null, rate: '0.2000', capAmount: '20000' },
    ]),
  );
  const fluids = await db
    .select({ partCode: parts.partCode, nameEn: parts.nameEn })
    .from(parts)
    .where(
      or(
        ilike(parts.nameEn, 'Engine oil%'),
        ilike(parts.nameEn, '%fluid%'),
        ilike(parts.nameEn, 'Engine coolant%'),
        ilike(parts.nameEn, 'Maintenance kit%'),
      ),
    );
  if (fluids.length > 0)
    await db.insert(accidentPartClasses).values(
      fluids.map((p) => ({
        partCode: p.partCode,
        partClass: p.nameEn.startsWith('Maintenance kit') ? 'dfs' : 'oilAuxiliary',
        preAccidentLoading: p.nameEn.startsWith('Brake fluid'),
      })),
    );
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'area-manager'));
  const [d1] = await db.select({ region: dealers.region }).from(dealers).where(eq(dealers.code, 'D0001'));
  if (manager && d1) await db.insert(areaManagerRegions).values({ userId: manager.id, region: d1.region });

  const day = 86_400_000;
  for (const [i, daysAgo] of [5, 10].entries()) {
    const [contract] = await db
      .insert(settlementContracts)
      .values({
        contractNo: `WX-D0001-${String(i + 1).padStart(3, '0')}`,
        settlementNo: `JS-D0001-${String(i + 1).padStart(3, '0')}`,
        dealerCode: 'D0001',
        shopCode: 'S2-0001',
        shopName: '广州骏驰二级服务站',
        vin: DEMO_ACCIDENT_VIN,
        settledAt: new Date(now().getTime() - daysAgo * day),
        labourAmount: '1200.00',
        partsAmount: '16200.00',
        preDiscountTotal: '18000.00',
        totalAmount: '17400.00',
        createdAt: now(),
      })
      .returning({ id: settlementContracts.id });
    await db.insert(settlementContractLines).values([
      {
        contractId: contract.id,
        lineNo: 1,
        lineType: 'labour',
        itemCode: 'GS-BJ01',
        itemName: '钣金修复',
        qty: '8',
        unitPrice: '150.00',
        discountRate: '0',
        cost: '1200.00',
      },
      {
        contractId: contract.id,
        lineNo: 2,
        lineType: 'part',
        itemCode: 'QBG-01',
        itemName: '前保险杠总成',
        qty: '1',
        unitPrice: '6000.00',
        discountRate: '0.1',
        cost: '5400.00',
      },
      {
        contractId: contract.id,
        lineNo: 3,
        lineType: 'part',
        itemCode: 'QDD-01',
        itemName: '前大灯总成',
        qty: '2',
        unitPrice: '6000.00',
        discountRate: '0.1',
        cost: '10800.00',
      },
    ]);
  }
}
