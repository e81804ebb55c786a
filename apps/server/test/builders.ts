import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { creditAccounts } from '../src/modules/credit/credit.tables';
import { parts } from '../src/modules/parts/parts.tables';
import { stock, stockLedger } from '../src/modules/stock/stock.tables';
import { type Client, clientOf, okOf } from './client';
import { type SharedTestApp, type TestApp, useTestApp } from './helpers';

/**
 * Test data written straight to a test app's database (parts, stock, credit) and built through the
 * API (orders run through the warehouse). Money in CNY strings, quantities in pieces.
 */

/** Test parts of the order rules, one per rule, with fixed prices (CNY) and sales quantities. */
export const P = {
  ok: 'TST01-00001-00-A1',
  mpq: 'TST01-00002-00-A1',
  replaced: 'TST01-00003-00-A1',
  abolished: 'TST01-00004-00-A1',
  notImplemented: 'TST01-00005-00-A1',
  tool: 'TST01-00006-00-A1',
  subPart: 'TST01-00007-00-A1',
  newModel: 'TST01-00008-00-A1',
  limited: 'TST01-00009-00-A1',
  newEnergy: 'TST01-00010-00-A1',
  embargo: 'TST01-00011-00-A1',
  airEmbargo: 'TST01-00012-00-A1',
  discarded: 'TST01-00013-00-A1',
} as const;

const base = { nameZh: '测试配件', nameEn: 'Test part', pinyinInitials: 'cspj', priceOrdinary: '100.00' };

/** Inserts the order-rule test parts `P` (and 50 pieces of `ok` in W01 A-01-01). */
export async function insertTestParts(t: TestApp): Promise<void> {
  await t.ctx.db.insert(parts).values([
    {
      ...base,
      partCode: P.ok,
      nameZh: '机油滤清器',
      nameEn: 'Oil filter',
      priceRush: '130.00',
      priceRushLand: '400.00',
    },
    { ...base, partCode: P.mpq, priceOrdinary: '12.50', minPackageQty: 4, unitSalesQty: 2 },
    { ...base, partCode: P.replaced, status: 'ORB', newPartCode: P.ok },
    { ...base, partCode: P.abolished, status: 'ONR' },
    { ...base, partCode: P.notImplemented, status: 'ATP' },
    { ...base, partCode: P.tool, partType: 'DedicatedTool' },
    { ...base, partCode: P.subPart, subPart: true },
    { ...base, partCode: P.newModel, partType: 'NewModel' },
    { ...base, partCode: P.limited, limitSell: true },
    { ...base, partCode: P.newEnergy, newEnergy: true },
    { ...base, partCode: P.embargo, embargo: true },
    { ...base, partCode: P.airEmbargo, airParcelEmbargo: true },
    { ...base, partCode: P.discarded, discard: true },
  ]);
  await t.ctx.db
    .insert(stock)
    .values({ partCode: P.ok, warehouseCode: 'W01', storageCode: 'A-01-01', onHandQty: 50 });
}

/** Test parts of the fulfilment flows, with prices (CNY). */
export const FP = {
  filter: { partCode: 'FUL01-00001-00-A1', price: '100.00', nameZh: '机油滤清器', nameEn: 'Oil filter' },
  pad: { partCode: 'FUL01-00002-00-A1', price: '12.50', nameZh: '前刹车片', nameEn: 'Front brake pad' },
  plug: { partCode: 'FUL01-00003-00-A1', price: '8.00', nameZh: '火花塞', nameEn: 'Spark plug' },
} as const;

/**
 * A promotion of the oil filter `FP.filter` (sales price 100.00) at 80.00 through November 2026, 12
 * pieces at most, with a 5 % rebate: 4.00 a piece.
 */
export const FILTER_PROMOTION = {
  partCode: FP.filter.partCode,
  promotionPrice: '80.00',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  qtyLimit: 12,
  rebateType: 'percent',
  rebateValue: '0.05',
};

/**
 * A parts package body `packageCode` (named 保养配件包) of the `FP` parts: 2 oil filters at 90.00 and 4
 * brake pads at 11.25 (CNY, package price 225.00), valid 2026-11-01 to 2026-12-31.
 */
export function maintenancePackage(packageCode: string) {
  return {
    packageCode,
    name: '保养配件包',
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
    lines: [
      { partCode: FP.filter.partCode, qty: 2, price: '90.00' },
      { partCode: FP.pad.partCode, qty: 4, price: '11.25' },
    ],
  };
}

/** Inserts the fulfilment test parts `FP` (no stock). */
export async function insertFlowParts(t: TestApp): Promise<void> {
  await t.ctx.db.insert(parts).values(
    Object.values(FP).map((p) => ({
      partCode: p.partCode,
      nameZh: p.nameZh,
      nameEn: p.nameEn,
      pinyinInitials: 'cs',
      priceOrdinary: p.price,
    })),
  );
}

/** Puts `onHandQty` pieces of a part in a storage location (a plain stock row with its ledger row). */
export async function putStock(
  t: TestApp,
  partCode: string,
  warehouseCode: string,
  storageCode: string,
  onHandQty: number,
) {
  await t.ctx.db.insert(stock).values({ partCode, warehouseCode, storageCode, onHandQty });
  await t.ctx.db.insert(stockLedger).values({
    partCode,
    warehouseCode,
    storageCode,
    onHandDelta: onHandQty,
    movementType: 'import',
    documentType: 'test',
  });
}

/**
 * Sets a dealer's credit limit and available balance (CNY strings). Submitted-not-settled is set too
 * when given, else it stays as the dealer's orders made it (demo orders reserve credit too).
 */
export async function setCredit(
  t: TestApp,
  dealerCode: string,
  creditLimit: string,
  availableBalance: string,
  submittedNotSettled?: string,
) {
  const values = { creditLimit, availableBalance, ...(submittedNotSettled ? { submittedNotSettled } : {}) };
  await t.ctx.db
    .insert(creditAccounts)
    .values({ dealerCode, ...values })
    .onConflictDoUpdate({ target: creditAccounts.dealerCode, set: values });
}

/**
 * Gives a dealer exactly `remaining` (CNY) of remaining submittable amount, whatever its orders have
 * reserved: available balance 0.00, credit limit = remaining + submitted-not-settled.
 */
export async function setRemaining(t: TestApp, dealerCode: string, remaining: string) {
  await setCredit(t, dealerCode, '0.00', '0.00');
  await t.ctx.db
    .update(creditAccounts)
    .set({ creditLimit: sql`${remaining}::numeric + ${creditAccounts.submittedNotSettled}` })
    .where(eq(creditAccounts.dealerCode, dealerCode));
}

/** A Normal order body from W01 to W01 with the given lines. */
export function normalOrder(lines: { partCode: string; qty: number }[], extra: Record<string, unknown> = {}) {
  return {
    orderType: 'Normal',
    orderWarehouseCode: 'W01',
    receivingWarehouseCode: 'W01',
    acceptBackorder: true,
    lines,
    ...extra,
  };
}

/**
 * A dealer order row as submission leaves it (status 3), to insert straight into `dealerOrders`: a
 * Normal order of D0001 from W01 to W01 accepting backorders. `fields` give its numbers, its amount
 * (CNY, two decimals) and when it was submitted; its lines are the caller's.
 */
export function submittedOrderRow(fields: {
  tempOrderNo: string;
  dealerOrderNo: string;
  amount: string;
  submittedAt: Date;
}) {
  return {
    ...fields,
    orderType: 'Normal',
    status: 3,
    dealerCode: 'D0001',
    orderWarehouseCode: 'W01',
    receivingWarehouseCode: 'W01',
    acceptBackorder: true,
  };
}

/** Creates and submits an order as the dealer; answers its id and DealerOrderNO (status 3 expected). */
export async function submitOrder(
  dealer: Client,
  lines: { partCode: string; qty: number }[],
  extra: Record<string, unknown> = {},
): Promise<{ id: number; dealerOrderNo: string }> {
  const created = await dealer.post('/api/v1/dealer-orders', normalOrder(lines, extra));
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const submitted = await dealer.post(`/api/v1/dealer-orders/${created.body.data.id}/submit`, {
    version: created.body.data.version,
  });
  expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.status, JSON.stringify(submitted.body)).toBe(200);
  return { id: created.body.data.id, dealerOrderNo: submitted.body.data.dealerOrderNo };
}

/** Releases one submitted order as the warehouse user and expects its release to succeed. */
export async function release(wh: Client, orderId: number): Promise<void> {
  const released = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [orderId] });
  expect(released.body.data[0].ok, JSON.stringify(released.body)).toBe(true);
}

/** Runs an order through release, pick (in full), one box and one ship bill as the warehouse user. */
export async function fulfil(
  wh: Client,
  orderId: number,
): Promise<{ shipBillId: number; shipBillNo: string }> {
  await release(wh, orderId);
  return pickBoxShip(wh, orderId);
}

/**
 * Picks an order in full and boxes everything in one box as the warehouse user (the order must be
 * released); answers the box ids, not yet shipped.
 */
export async function pickAndBox(wh: Client, orderId: number): Promise<number[]> {
  const pick = await wh.post('/api/v1/warehouse/pick-bills', { dealerOrderIds: [orderId] });
  expect(pick.statusCode, JSON.stringify(pick.body)).toBe(200);
  const confirmed = await wh.post(`/api/v1/warehouse/pick-bills/${pick.body.data.id}/confirm`, { lines: [] });
  expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
  const boxes = await wh.post('/api/v1/warehouse/ship-boxes', {
    pickBillId: pick.body.data.id,
    boxes: [
      {
        lines: confirmed.body.data.lines.map((l: { id: number; pickedQty: number }) => ({
          pickBillLineId: l.id,
          qty: l.pickedQty,
        })),
      },
    ],
  });
  expect(boxes.statusCode, JSON.stringify(boxes.body)).toBe(200);
  return boxes.body.data.boxes.map((b: { id: number }) => b.id);
}

/** Picks in full, boxes everything in one box and ships it (order must be released). */
export async function pickBoxShip(
  wh: Client,
  orderId: number,
): Promise<{ shipBillId: number; shipBillNo: string }> {
  const shipped = await wh.post('/api/v1/warehouse/ship-bills', { boxIds: await pickAndBox(wh, orderId) });
  expect(shipped.statusCode, JSON.stringify(shipped.body)).toBe(200);
  return { shipBillId: shipped.body.data.id, shipBillNo: shipped.body.data.shipBillNo };
}

/**
 * Confirms the receipt of a delivery (ship bill) as the dealer on 2026-11-21, every line received in
 * full (`lines` as the delivery lists them); expects 200 and answers the confirmation's `data`.
 */
export async function receiveInFull(
  dealer: Client,
  shipBillId: number,
  lines: { id: number; shippedQty: number }[],
) {
  const res = await dealer.post(`/api/v1/deliveries/${shipBillId}/confirm`, {
    receiveDate: '2026-11-21',
    lines: lines.map((l) => ({ id: l.id, receivedQty: l.shippedQty })),
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The lines of a dealer order as `c` reads them, each as the values of `fields`: `[[4, 4], [6, 5]]`. */
export async function orderLineValues(c: Client, orderId: number, ...fields: string[]): Promise<unknown[][]> {
  const detail = await c.get(`/api/v1/dealer-orders/${orderId}`);
  return detail.body.data.lines.map((l: Record<string, unknown>) => fields.map((f) => l[f]));
}

/**
 * A purchase order of `qty` pieces of `partCode` from supplier S001 to W01 in CNY, drafted and placed
 * by the signed-in `buyer` (not yet confirmed by the supplier); answers the placed order's `data`.
 */
export async function placedPurchaseOrder(t: SharedTestApp<'buyer'>, partCode: string, qty: number) {
  const ok = okOf(t);
  const draft = await ok('buyer', 'POST', '/api/v1/purchase-orders', {
    supplierCode: 'S001',
    warehouseCode: 'W01',
    currency: 'CNY',
    lines: [{ partCode, qty }],
  });
  return ok('buyer', 'POST', `/api/v1/purchase-orders/${draft.id}/place`, { version: draft.version });
}

/**
 * The fulfilment tests' usual data: the `FP` parts, `stock` in W01 as `[partCode, storageCode, qty]`,
 * and per dealer of `credit` its `[creditLimit, availableBalance]` with nothing submitted-not-settled.
 */
export async function insertFlowData(
  t: TestApp,
  stock: [string, string, number][],
  credit: Record<string, [string, string]>,
): Promise<void> {
  await insertFlowParts(t);
  for (const [partCode, storageCode, qty] of stock) await putStock(t, partCode, 'W01', storageCode, qty);
  for (const [dealerCode, [limit, available]] of Object.entries(credit)) {
    await setCredit(t, dealerCode, limit, available, '0.00');
  }
}

/**
 * A fulfilment test's app (`useTestApp`) on the usual flow data (`insertFlowData`: the `FP` parts,
 * `stock` in W01, `credit` per dealer), with the dealer, the warehouse user and `others` signed in;
 * `dealer` and `wh` are the first two's clients (zh-CN).
 */
export function useFlowApp<U extends string = never>(
  stock: [string, string, number][],
  credit: Record<string, [string, string]>,
  others: readonly U[] = [],
) {
  const t = useTestApp<'dealer' | 'wh' | U>(['dealer', 'wh', ...others], {
    setup: (t) => insertFlowData(t, stock, credit),
  });
  return { t, dealer: clientOf(t, 'dealer'), wh: clientOf(t, 'wh') };
}

/** The order tests' usual set-up: the `P` parts, and `remaining` (CNY) submittable for dealer D0001. */
export const orderTestData = (remaining: string) => async (t: TestApp) => {
  await insertTestParts(t);
  await setRemaining(t, 'D0001', remaining);
};

/** The codes of the demo database's active warehouses, in order. */
export const DEMO_WAREHOUSE_CODES = ['W01', 'W02', 'W03', 'W04', 'W05', 'W06', 'W07', 'W08'];
