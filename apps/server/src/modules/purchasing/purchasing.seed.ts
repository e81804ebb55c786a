import { businessDate, PO_STATUS, type PoStatus } from '@spm/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import type { Tx } from '../../platform/db/client';
import { suppliers } from '../../platform/db/platform.tables';
import { parts } from '../parts/parts.tables';
import { stock, stockLedger } from '../stock/stock.tables';
import { recordPoPrice } from './po-prices.service';
import { purchasingNo } from './purchase-orders.service';
import { purchaseOrderLines, purchaseOrders } from './purchasing.tables';

const DAY_MS = 86_400_000;

/** The demo part of supplier S001 that sits below its reorder point at W01 (the proposal suggests it). */
export const PURCHASING_DEMO_PART = '09001-PUR1-00-A0';

/**
 * Purchasing demo data (issue 17): the brake pad `PURCHASING_DEMO_PART` with 6 pieces at W01 (reorder
 * point 40) and its PO prices (an expired CNY period, the current CNY and USD prices); CNY prices of
 * four S001 catalogue parts; and purchase orders of S001 to W01 in every status but partly received.
 */
export async function seedPurchasing({ db, now, businessTz }: DemoSeedContext) {
  const tx = db as unknown as Tx;
  const at = now();
  const [s001] = await db.select().from(suppliers).where(eq(suppliers.code, 'S001'));
  await db.insert(parts).values({
    partCode: PURCHASING_DEMO_PART,
    nameZh: '前制动片（采购演示）',
    nameEn: 'Front brake pad (purchasing demo)',
    pinyinInitials: 'qzdpcgys',
    supplierCode: 'S001',
    supplierName: s001?.nameZh ?? null,
    category: 'Brakes',
    status: 'CUR',
    safetyStock: 20,
    reorderPoint: 40,
    forecastQty: 480,
    minStock: 20,
    maxStock: 120,
    minOrderQty: 10,
    minPackageQty: 10,
    priceOrdinary: '80.00',
    purchaseType: 'Domestic',
  });
  const opening = { partCode: PURCHASING_DEMO_PART, warehouseCode: 'W01', storageCode: 'Y-01' };
  await db.insert(stock).values({ ...opening, onHandQty: 6 });
  await db.insert(stockLedger).values({
    ...opening,
    onHandDelta: 6,
    allocatedDelta: 0,
    movementType: 'import',
    documentType: 'demo',
    documentNo: 'DEMO-OPENING',
  });
  const price = (
    partCode: string,
    currency: string,
    unitPrice: string,
    validFrom: string,
    validTo: string | null,
  ) =>
    recordPoPrice(tx, {
      supplierCode: 'S001',
      partCode,
      currency,
      unitPrice,
      validFrom,
      validTo,
      source: 'manual',
      actorId: null,
      at: new Date(),
    });
  await price(PURCHASING_DEMO_PART, 'CNY', '42.00', '2025-01-01', '2025-12-31');
  await price(PURCHASING_DEMO_PART, 'CNY', '45.00', '2026-01-01', null);
  await price(PURCHASING_DEMO_PART, 'USD', '6.50', '2026-01-01', null);

  const catalogue = await db
    .select({ partCode: parts.partCode })
    .from(parts)
    .where(
      and(
        eq(parts.supplierCode, 'S001'),
        eq(parts.status, 'CUR'),
        sql`${parts.partCode} <> ${PURCHASING_DEMO_PART}`,
      ),
    )
    .orderBy(asc(parts.partCode))
    .limit(4);
  for (const [i, p] of catalogue.entries())
    await price(p.partCode, 'CNY', `${(12 + i * 7).toFixed(2)}`, '2026-01-01', null);

  const orders: { status: PoStatus; qty: number }[] = [
    { status: PO_STATUS.draft, qty: 20 },
    { status: PO_STATUS.placed, qty: 30 },
    { status: PO_STATUS.confirmed, qty: 40 },
    { status: PO_STATUS.received, qty: 10 },
    { status: PO_STATUS.cancelled, qty: 15 },
  ];
  for (const [i, o] of orders.entries()) {
    const lines = catalogue
      .slice(0, 2 + (i % 3))
      .map((p, n) => ({ partCode: p.partCode, qty: o.qty + n * 10, unitPrice: (12 + n * 7).toFixed(2) }));
    if (lines.length === 0) return;
    const priced = o.status !== PO_STATUS.draft;
    const total = lines.reduce((s, l) => s + Number(l.unitPrice) * l.qty, 0);
    const [po] = await db
      .insert(purchaseOrders)
      .values({
        poNo: await purchasingNo(tx, 'PO', at, businessTz),
        supplierCode: 'S001',
        warehouseCode: 'W01',
        currency: 'CNY',
        status: o.status,
        totalAmount: priced ? total.toFixed(2) : '0',
        placedAt: priced ? at : null,
        confirmedAt: o.status === PO_STATUS.confirmed || o.status === PO_STATUS.received ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: purchaseOrders.id });
    const done = o.status === PO_STATUS.received;
    const confirmed = done || o.status === PO_STATUS.confirmed;
    await db.insert(purchaseOrderLines).values(
      lines.map((l, n) => ({
        poId: po.id,
        lineNo: n + 1,
        partCode: l.partCode,
        qty: l.qty,
        unitPrice: priced ? l.unitPrice : null,
        amount: priced ? (Number(l.unitPrice) * l.qty).toFixed(2) : null,
        promisedDate: confirmed ? businessDate(new Date(at.getTime() + (14 + n) * DAY_MS), businessTz) : null,
        shippedQty: done ? l.qty : 0,
        receivedQty: done ? l.qty : 0,
      })),
    );
  }
}
