import { creditAccounts } from '../../../modules/credit/credit.tables';
import { baseNumbers, parts } from '../../../modules/parts/parts.tables';
import { partMasterSettings, storageLocations } from '../../../modules/parts/parts-settings.tables';
import { stock, stockLedger } from '../../../modules/stock/stock.tables';
import { dealers, warehouses } from '../../../platform/db/platform.tables';
import { seededRandom } from '../reference-data';
import type { DemoSeedContext } from './context';
import { buildDemoCatalogue, DEMO_PARTS, NO_STOCK_STATUSES } from './parts-catalogue';

const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Demo credit (docs/decisions/demo-catalogue.md): CNY 300,000 limit + 200,000 balance; D0002 only 3,000 balance. */
export const DEMO_CREDIT = {
  creditLimit: '300000.00',
  availableBalance: '200000.00',
  smallDealerCode: 'D0002',
  smallAvailableBalance: '3000.00',
} as const;

/** Default circulation type and price range settings (spec §5); editable on the parts master page. */
export const DEFAULT_PART_MASTER_SETTINGS = {
  circulation: [
    { circulationType: 'A', endRatio: '0.7', minMonth: 1 },
    { circulationType: 'B', endRatio: '0.9', minMonth: 3 },
    { circulationType: 'C', endRatio: '1', minMonth: 6 },
  ],
  priceRanges: [
    { startValue: '0.00', endValue: '100.00', controlParameter: '1.5' },
    { startValue: '100.00', endValue: '1000.00', controlParameter: '1.2' },
    { startValue: '1000.00', endValue: null, controlParameter: '1.1' },
  ],
};

/**
 * Demo parts catalogue and stock (docs/decisions/demo-catalogue.md): ~3,000 parts, base numbers,
 * storage locations and stock in every warehouse (with the matching `import` ledger rows), credit
 * accounts for every dealer and the default parts master settings. Deterministic; bulk inserts in
 * chunks of 500.
 */
export async function seedParts({ db }: DemoSeedContext) {
  const { entries, baseNumbers: families } = buildDemoCatalogue();
  const warehouseRows = await db
    .select({ code: warehouses.code })
    .from(warehouses)
    .orderBy(warehouses.sortOrder);
  const warehouseCodes = warehouseRows.map((w) => w.code);

  await insertChunked(families, (chunk) => db.insert(baseNumbers).values(chunk));
  await insertChunked(
    entries.map((e) => e.row),
    (chunk) => db.insert(parts).values(chunk),
  );

  const random = seededRandom(20260302);
  const locations = new Map<string, string>();
  const stockRows: (typeof stock.$inferInsert)[] = [];
  const addStock = (partCode: string, warehouseCode: string, storageCode: string, onHandQty: number) => {
    locations.set(`${warehouseCode}|${storageCode}`, storageCode.startsWith('Y-') ? 'sub' : 'main');
    stockRows.push({ partCode, warehouseCode, storageCode, onHandQty });
  };
  for (const e of entries) {
    const { partCode, status, unitSalesQty = 1, mainStorageCode } = e.row;
    if (NO_STOCK_STATUSES.includes(status as never) || partCode === DEMO_PARTS.noStock) continue;
    warehouseCodes.forEach((wh, i) => {
      let qty =
        random() < 0.12
          ? 0
          : Math.round((random() * e.stockScale * (i === 0 ? 3 : 1)) / unitSalesQty) * unitSalesQty;
      if (partCode === DEMO_PARTS.zeroStock) qty = 0;
      if (partCode === DEMO_PARTS.lowStock) qty = i === 0 ? 5 : 0;
      if (partCode === DEMO_PARTS.normal) qty = i === 0 ? 60 : 100;
      addStock(partCode, wh, mainStorageCode as string, qty);
    });
  }
  addStock(DEMO_PARTS.normal, warehouseCodes[0], 'Y-01-01-01', 40);

  for (const wh of warehouseCodes) {
    locations.set(`${wh}|T-01`, 'transit');
    locations.set(`${wh}|P-01`, 'packaging');
    locations.set(`${wh}|X-01`, 'abnormal');
    locations.set(`${wh}|Y-01`, 'sub');
  }
  await insertChunked([...locations.entries()], (chunk) =>
    db.insert(storageLocations).values(
      chunk.map(([key, storageType]) => {
        const [warehouseCode, storageCode] = key.split('|');
        return { warehouseCode, storageCode, storageType };
      }),
    ),
  );
  await insertChunked(stockRows, (chunk) => db.insert(stock).values(chunk));
  await insertChunked(
    stockRows.filter((r) => (r.onHandQty ?? 0) > 0),
    (chunk) =>
      db.insert(stockLedger).values(
        chunk.map((r) => ({
          partCode: r.partCode,
          warehouseCode: r.warehouseCode,
          storageCode: r.storageCode,
          onHandDelta: r.onHandQty ?? 0,
          allocatedDelta: 0,
          movementType: 'import',
          documentType: 'demo',
          documentNo: 'DEMO-OPENING',
        })),
      ),
  );

  const dealerRows = await db.select({ code: dealers.code }).from(dealers);
  await db.insert(creditAccounts).values(
    dealerRows.map((d) => {
      const small = d.code === DEMO_CREDIT.smallDealerCode;
      return {
        dealerCode: d.code,
        creditLimit: small ? '0.00' : DEMO_CREDIT.creditLimit,
        availableBalance: small ? DEMO_CREDIT.smallAvailableBalance : DEMO_CREDIT.availableBalance,
      };
    }),
  );
  await db.insert(partMasterSettings).values([
    { key: 'circulation', value: DEFAULT_PART_MASTER_SETTINGS.circulation },
    { key: 'priceRanges', value: DEFAULT_PART_MASTER_SETTINGS.priceRanges },
  ]);
}
