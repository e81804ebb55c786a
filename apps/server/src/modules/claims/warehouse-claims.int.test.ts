import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { dealers } from '../../platform/db/platform.tables';
import { balanceChanges } from '../credit/credit.tables';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { negativeInvoiceBills } from '../invoices/invoices.tables';
import { parts } from '../parts/parts.tables';
import { stockLedger } from '../stock/stock.tables';

const t = useTestApp(['wh', 'wh2', 'hq', 'dealer', 'dealer2'] as const);
let localDealer: string;
let otherDealer: string;
let partCodes: string[];

const call = callerOf(t);

const body = (overrides: Record<string, unknown> = {}) => ({
  warehouseCode: 'W01',
  dealerCode: localDealer,
  reason: 2,
  description: '库内提货时发现外包装破损',
  submitter: '王强',
  phone: '021-12345678',
  lines: [{ partCode: partCodes[0], qty: 2 }],
  ...overrides,
});

type Claim = { id: number; version: number; status: number; warehouseClaimNo: string };
async function register(overrides: Record<string, unknown> = {}): Promise<Claim> {
  const res = await call('wh', 'POST', '/api/v1/warehouse-claims', body(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function act(user: keyof typeof t.tokens, claim: Claim, action: string, extra: object = {}) {
  return call(user, 'POST', `/api/v1/warehouse-claims/${claim.id}/${action}`, {
    version: claim.version,
    ...extra,
  });
}
async function submitted(overrides: Record<string, unknown> = {}): Promise<Claim> {
  const made = await register(overrides);
  const res = await act('wh', made, 'submit');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function audited(decision: string): Promise<Claim> {
  const res = await act('hq', await submitted(), 'audit', { decision, judge: 1, auditNote: '核实属实' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  const local = await t.ctx.db
    .select({ code: dealers.code })
    .from(dealers)
    .where(eq(dealers.defaultWarehouseCode, 'W01'))
    .orderBy(asc(dealers.code));
  localDealer = local[0].code;
  const [other] = await t.ctx.db
    .select({ code: dealers.code })
    .from(dealers)
    .where(eq(dealers.defaultWarehouseCode, 'W02'))
    .limit(1);
  otherDealer = other.code;
  const priced = await t.ctx.db
    .select({ partCode: parts.partCode })
    .from(parts)
    .where(gt(parts.priceOrdinary, '1'))
    .orderBy(asc(parts.partCode))
    .limit(2);
  partCodes = priced.map((p) => p.partCode);
});

describe('registering an in-warehouse claim', () => {
  it('saves an unsubmitted claim of the caller’s warehouse for a local dealer', async () => {
    const made = await register();
    expect(made).toMatchObject({ status: 0, warehouseCode: 'W01', dealerCode: localDealer, claimQty: 2 });
    expect(made.warehouseClaimNo).toMatch(/^WC\d{12}$/);
  });

  it('refuses each broken rule with its coded, localized error', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ warehouseCode: 'W02', dealerCode: otherDealer }, 422, 'WAREHOUSE_NOT_CLAIM_WAREHOUSE'],
      [{ dealerCode: otherDealer }, 422, 'DEALER_NOT_LOCAL_DEALER'],
      [{ phone: '12345' }, 422, 'CLAIM_PHONE_INVALID'],
      [{ lines: [{ partCode: 'NO-SUCH-PART', qty: 1 }] }, 422, 'PART_NOT_FOUND'],
    ];
    for (const [overrides, status, code] of cases) {
      const res = await call('wh', 'POST', '/api/v1/warehouse-claims', body(overrides));
      expectError(res, status, code, JSON.stringify(overrides));
    }
    const en = await call(
      'wh',
      'POST',
      '/api/v1/warehouse-claims',
      body({ dealerCode: otherDealer }),
      'en-US',
    );
    expect(en.json().message).toBe('Dealer code is not the local dealer');
    const zh = await call('wh', 'POST', '/api/v1/warehouse-claims', body({ warehouseCode: 'W02' }));
    expect(zh.json().message).toBe('仓库代码不是索赔仓库');
  });

  it('edits and deletes only while unsubmitted', async () => {
    const made = await register();
    const saved = await call('wh', 'PUT', `/api/v1/warehouse-claims/${made.id}`, {
      ...body({ lines: [{ partCode: partCodes[1], qty: 3 }] }),
      version: made.version,
    });
    expect(saved.json().data).toMatchObject({ claimQty: 3, version: made.version + 1 });
    const sent = await act('wh', saved.json().data, 'submit');
    const claim = sent.json().data as Claim;
    const edit = await call('wh', 'PUT', `/api/v1/warehouse-claims/${claim.id}`, {
      ...body(),
      version: claim.version,
    });
    expectError(edit, 409, 'WAREHOUSE_CLAIM_NOT_EDITABLE');
    const del = await call('wh', 'DELETE', `/api/v1/warehouse-claims/${claim.id}?version=${claim.version}`);
    expectError(del, 409, 'WAREHOUSE_CLAIM_NOT_EDITABLE');
    const draft = await register();
    const gone = await call('wh', 'DELETE', `/api/v1/warehouse-claims/${draft.id}?version=${draft.version}`);
    expect(gone.statusCode).toBe(200);
    expect((await call('wh', 'GET', `/api/v1/warehouse-claims/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('audit, receive and complete', () => {
  it('audits only unaudited, reparation or change claims, and may decide again', async () => {
    const draft = await register();
    const early = await act('hq', draft, 'audit', { decision: 'change', judge: 1 });
    expectError(early, 409, 'WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED');
    const repaired = await audited('reparation');
    const again = await act('hq', repaired, 'audit', { decision: 'change', judge: 2 });
    expect(again.json().data).toMatchObject({ status: 3, judge: 2 });
    const returned = await act('hq', again.json().data, 'audit', { decision: 'return', judge: 1 });
    expectError(returned, 400, 'VALIDATION_FAILED');
    const back = await act('hq', again.json().data, 'audit', {
      decision: 'return',
      judge: 1,
      auditNote: '退回仓库',
    });
    expect(back.json().data.status).toBe(4);
    const late = await act('hq', back.json().data, 'audit', { decision: 'change', judge: 1 });
    expectError(late, 409, 'WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED');
    const staff = await act('wh', (await submitted()) as Claim, 'audit', { decision: 'change', judge: 1 });
    expect(staff.statusCode).toBe(403);
  });

  it('receives a returned part into stock with a ledger row, once', async () => {
    const early = await act('wh', await audited('change'), 'receive', { storageCode: 'A-01-01' });
    expectError(early, 409, 'WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED');
    const returned = await act('hq', await submitted(), 'audit', {
      decision: 'return',
      judge: 4,
      auditNote: '退货',
    });
    const claim = returned.json().data as Claim;
    const res = await act('wh', claim, 'receive', { storageCode: 'A-01-01' });
    expect(res.json().data).toMatchObject({ status: 5, receivedStorageCode: 'A-01-01' });
    const ledger = await t.ctx.db
      .select({ partCode: stockLedger.partCode, onHandDelta: stockLedger.onHandDelta })
      .from(stockLedger)
      .where(
        and(
          eq(stockLedger.documentType, 'warehouseClaim'),
          eq(stockLedger.documentNo, claim.warehouseClaimNo),
        ),
      );
    expect(ledger).toEqual([{ partCode: partCodes[0], onHandDelta: 2 }]);
    const twice = await act('wh', res.json().data, 'receive', { storageCode: 'A-01-01' });
    expectError(twice, 409, 'WAREHOUSE_CLAIM_ALREADY_COMPLETE');
    const en = await call(
      'wh',
      'POST',
      `/api/v1/warehouse-claims/${claim.id}/receive`,
      {
        version: res.json().data.version,
        storageCode: 'A-01-01',
      },
      'en-US',
    );
    expect(en.json().message).toBe('The in-warehouse claim is complete and cannot be received again');
  });

  it('completes a reparation with a credit and a change with a zero-priced replacement order', async () => {
    const repaired = await audited('reparation');
    const done = await act('wh', repaired, 'complete');
    const amount = done.json().data.claimAmount;
    expect(done.json().data).toMatchObject({ status: 5, compensatedAmount: amount });
    const [credit] = await t.ctx.db
      .select({ amount: balanceChanges.changeAmount, type: balanceChanges.businessType })
      .from(balanceChanges)
      .where(eq(balanceChanges.businessNo, repaired.warehouseClaimNo));
    expect(credit).toMatchObject({ type: 'claimReparation' });
    expect(Number(credit.amount)).toBe(Number(amount));
    const [negative] = await t.ctx.db
      .select()
      .from(negativeInvoiceBills)
      .where(eq(negativeInvoiceBills.claimNo, repaired.warehouseClaimNo));
    expect(negative).toMatchObject({ source: 'warehouseClaim', shipBillId: null, amount: `-${amount}` });

    const changed = await audited('change');
    const replaced = (await act('wh', changed, 'complete')).json().data;
    expect(replaced.status).toBe(5);
    const [order] = await t.ctx.db
      .select({ id: dealerOrders.id, amount: dealerOrders.amount, dealerCode: dealerOrders.dealerCode })
      .from(dealerOrders)
      .where(eq(dealerOrders.dealerOrderNo, replaced.replacementOrderNo));
    expect(order).toMatchObject({ dealerCode: localDealer });
    expect(Number(order.amount)).toBe(0);
    const lines = await t.ctx.db
      .select()
      .from(dealerOrderLines)
      .where(eq(dealerOrderLines.orderId, order.id));
    expect(lines.map((l) => [l.partCode, l.qty, Number(l.price)])).toEqual([[partCodes[0], 2, 0]]);
  });
});

describe('data scope', () => {
  it('another warehouse’s staff and other dealers get 404; the local dealer reads its own', async () => {
    const claim = await submitted();
    expect((await call('wh2', 'GET', `/api/v1/warehouse-claims/${claim.id}`)).statusCode).toBe(404);
    expect((await act('wh2', claim, 'complete')).statusCode).toBe(404);
    expect((await call('dealer2', 'GET', `/api/v1/warehouse-claims/${claim.id}`)).statusCode).toBe(404);
    const list = await call('wh2', 'GET', '/api/v1/warehouse-claims?pageSize=100');
    expect(list.json().data.items.every((c: { warehouseCode: string }) => c.warehouseCode === 'W02')).toBe(
      true,
    );
    const own = await call(
      'wh',
      'GET',
      `/api/v1/warehouse-claims?warehouseClaimNo=${claim.warehouseClaimNo}`,
    );
    expect(own.json().data.total).toBe(1);
  });
});
