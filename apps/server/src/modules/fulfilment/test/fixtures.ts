import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/helpers';
import { balanceChanges, creditAccounts } from '../../credit/credit.tables';
import { dealerOrderHistory, dealerOrders } from '../../dealer-orders/dealer-orders.tables';
import { parts } from '../../parts/parts.tables';
import { stock, stockLedger } from '../../stock/stock.tables';

/** Test parts of the fulfilment tests, with prices (CNY). */
export const FP = {
  filter: { partCode: 'FUL01-00001-00-A1', price: '100.00', nameZh: '机油滤清器', nameEn: 'Oil filter' },
  pad: { partCode: 'FUL01-00002-00-A1', price: '12.50', nameZh: '前刹车片', nameEn: 'Front brake pad' },
  plug: { partCode: 'FUL01-00003-00-A1', price: '8.00', nameZh: '火花塞', nameEn: 'Spark plug' },
} as const;

/** Inserts the test parts (no stock). */
export async function insertParts(t: TestApp): Promise<void> {
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

/** Sets a dealer's credit account (CNY) with nothing submitted-not-settled. */
export async function setCredit(
  t: TestApp,
  dealerCode: string,
  creditLimit: string,
  availableBalance: string,
) {
  await t.ctx.db
    .insert(creditAccounts)
    .values({ dealerCode, creditLimit, availableBalance, submittedNotSettled: '0.00' })
    .onConflictDoUpdate({
      target: creditAccounts.dealerCode,
      set: { creditLimit, availableBalance, submittedNotSettled: sql`0.00` },
    });
}

/** The dealer's credit row (money strings). */
export async function creditOf(t: TestApp, dealerCode: string) {
  const [row] = await t.ctx.db
    .select({
      availableBalance: creditAccounts.availableBalance,
      submittedNotSettled: creditAccounts.submittedNotSettled,
    })
    .from(creditAccounts)
    .where(eq(creditAccounts.dealerCode, dealerCode));
  return row;
}

/** Stock rows of a part in a warehouse by storage code: `{ 'A-01-01': { onHand, allocated } }`. */
export async function stockOf(t: TestApp, partCode: string, warehouseCode = 'W01') {
  const rows = await t.ctx.db
    .select()
    .from(stock)
    .where(and(eq(stock.partCode, partCode), eq(stock.warehouseCode, warehouseCode)));
  return Object.fromEntries(
    rows.map((r) => [r.storageCode, { onHand: r.onHandQty, allocated: r.allocatedQty }]),
  );
}

/** Asserts that the ledger summed per location equals every stock row of the part. */
export async function expectLedgerMatchesStock(t: TestApp, partCode: string) {
  const rows = await t.ctx.db.execute(sql`
    select s.storage_code, s.on_hand_qty, s.allocated_qty,
      (select coalesce(sum(l.on_hand_delta), 0)::int from ${stockLedger} l where l.part_code = s.part_code and l.warehouse_code = s.warehouse_code and l.storage_code = s.storage_code) as ledger_on_hand,
      (select coalesce(sum(l.allocated_delta), 0)::int from ${stockLedger} l where l.part_code = s.part_code and l.warehouse_code = s.warehouse_code and l.storage_code = s.storage_code) as ledger_allocated
    from ${stock} s where s.part_code = ${partCode}`);
  expect(rows.rows.length).toBeGreaterThan(0);
  for (const r of rows.rows as {
    on_hand_qty: number;
    allocated_qty: number;
    ledger_on_hand: number;
    ledger_allocated: number;
  }[]) {
    expect(r.ledger_on_hand).toBe(r.on_hand_qty);
    expect(r.ledger_allocated).toBe(r.allocated_qty);
  }
}

/** The order's status and its history actions in order. */
export async function orderState(t: TestApp, id: number) {
  const [order] = await t.ctx.db
    .select({ status: dealerOrders.status })
    .from(dealerOrders)
    .where(eq(dealerOrders.id, id));
  const history = await t.ctx.db
    .select({
      action: dealerOrderHistory.action,
      from: dealerOrderHistory.fromStatus,
      to: dealerOrderHistory.toStatus,
    })
    .from(dealerOrderHistory)
    .where(eq(dealerOrderHistory.orderId, id))
    .orderBy(dealerOrderHistory.id);
  return { status: order.status, history };
}

/** Balance change rows of a dealer, oldest first. */
export async function balanceRowsOf(t: TestApp, dealerCode: string) {
  return t.ctx.db
    .select()
    .from(balanceChanges)
    .where(eq(balanceChanges.dealerCode, dealerCode))
    .orderBy(balanceChanges.id);
}

/** JSON calls as one signed-in user, in one language. */
export function client(t: TestApp, token: string, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...t.auth(token), 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return {
      statusCode: res.statusCode,
      body: isJson ? res.json() : undefined,
      headers: res.headers,
      raw: res.rawPayload,
    };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
  };
}

export type Client = ReturnType<typeof client>;

/** Creates and submits an order as the dealer; answers its id and DealerOrderNO (status 3 expected). */
export async function submitOrder(
  dealer: Client,
  lines: { partCode: string; qty: number }[],
  extra: Record<string, unknown> = {},
): Promise<{ id: number; dealerOrderNo: string }> {
  const created = await dealer.post('/api/v1/dealer-orders', {
    orderType: 'Normal',
    orderWarehouseCode: 'W01',
    receivingWarehouseCode: 'W01',
    acceptBackorder: true,
    lines,
    ...extra,
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const submitted = await dealer.post(`/api/v1/dealer-orders/${created.body.data.id}/submit`, {
    version: created.body.data.version,
  });
  expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
  expect(submitted.body.status, JSON.stringify(submitted.body)).toBe(200);
  return { id: created.body.data.id, dealerOrderNo: submitted.body.data.dealerOrderNo };
}

/** Runs an order through release, pick (in full), one box and one ship bill as the warehouse user. */
export async function fulfil(
  wh: Client,
  orderId: number,
): Promise<{ shipBillId: number; shipBillNo: string }> {
  const released = await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [orderId] });
  expect(released.body.data[0].ok, JSON.stringify(released.body)).toBe(true);
  return pickBoxShip(wh, orderId);
}

/** Picks in full, boxes everything in one box and ships it (order must be released). */
export async function pickBoxShip(
  wh: Client,
  orderId: number,
): Promise<{ shipBillId: number; shipBillNo: string }> {
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
  const shipped = await wh.post('/api/v1/warehouse/ship-bills', {
    boxIds: boxes.body.data.boxes.map((b: { id: number }) => b.id),
  });
  expect(shipped.statusCode, JSON.stringify(shipped.body)).toBe(200);
  return { shipBillId: shipped.body.data.id, shipBillNo: shipped.body.data.shipBillNo };
}

/** An error body as the tests read it. */
export interface ErrorAnswer {
  code?: string;
  message?: string;
  errors: { field: string; code: string; message: string }[];
}

/**
 * Runs a refused request in zh-CN and en-US and checks the coded, localized error: same HTTP status
 * and code in both, different messages, and no Chinese in the English one. Answers the en-US body.
 */
export async function expectRefused(
  t: TestApp,
  token: string,
  request: (c: Client) => Promise<{ statusCode: number; body: ErrorAnswer }>,
  status: number,
  code: string,
): Promise<ErrorAnswer> {
  const zh = await request(client(t, token, 'zh-CN'));
  const en = await request(client(t, token, 'en-US'));
  expect(zh.statusCode, JSON.stringify(zh.body)).toBe(status);
  expect(en.statusCode).toBe(status);
  expect(zh.body.code).toBe(code);
  expect(en.body.code).toBe(code);
  expect(en.body.message).not.toBe(zh.body.message);
  expect(en.body.message).not.toMatch(/[\u4e00-\u9fff]/);
  return en.body;
}
