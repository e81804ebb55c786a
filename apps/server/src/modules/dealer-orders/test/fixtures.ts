import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/helpers';
import { creditAccounts } from '../../credit/credit.tables';
import { parts } from '../../parts/parts.tables';
import { stock } from '../../stock/stock.tables';

/** Test parts, one per order rule, with fixed prices (CNY) and sales quantities. */
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

/** Inserts the test parts (and stock of `ok` in W01) into a test app's database. */
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

/**
 * Sets a dealer's credit limit and available balance (CNY strings). Submitted-not-settled stays as the
 * dealer's orders made it (demo orders reserve credit too).
 */
export async function setCredit(
  t: TestApp,
  dealerCode: string,
  creditLimit: string,
  availableBalance: string,
) {
  await t.ctx.db
    .insert(creditAccounts)
    .values({ dealerCode, creditLimit, availableBalance })
    .onConflictDoUpdate({ target: creditAccounts.dealerCode, set: { creditLimit, availableBalance } });
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

/** Helpers bound to one signed-in user: JSON calls answering `{ statusCode, body }`. */
export function client(t: TestApp, token: string, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...t.auth(token), 'accept-language': language, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}
