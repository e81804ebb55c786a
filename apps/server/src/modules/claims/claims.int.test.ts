import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers';
import { pngImage } from '../../../test/images';
import { multipartFile, SAMPLE_PDF, SAMPLE_PNG, uploadAttachment } from '../../../test/multipart';
import { expectClientRefused, expectError } from '../../../test/refusals';
import { readXlsx } from '../../../test/xlsx';
import { loadUserRecord, toPrincipal } from '../../platform/auth/principal-loader';
import { balanceChanges } from '../credit/credit.tables';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { shipBills } from '../fulfilment/fulfilment.tables';
import { listClaims } from './claims.repository';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
let t: TestApp;
let dealer: string;
let dealer2: string;
let wh: string;
let wh2: string;
let received: {
  shipBillNo: string;
  dealerOrderNo: string;
  lines: { shipBillLineId: number; shippedQty: number; price: string; partCode: string }[];
};
let unreceivedNo: string;

/** One request as the holder of `token`, in `language`; answers the raw response. */
const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'zh-CN',
) => t.call(token, method, url, payload, { 'accept-language': language });

async function photo(token: string, name = '破损照片.png', content: Buffer = SAMPLE_PNG) {
  const body = multipartFile(name, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/claims/photos',
    headers: { ...t.auth(token), ...body.headers },
    payload: body.payload,
  });
}

const claimBody = (overrides: Record<string, unknown> = {}) => {
  const line = received.lines[0];
  return {
    shipBillNo: received.shipBillNo,
    dealerOrderNo: received.dealerOrderNo,
    sendDate: '2026-11-20',
    reason: 1,
    description: '到货短少一件',
    submitter: '李明',
    phone: '13800138000',
    lines: [{ shipBillLineId: line.shipBillLineId, claimQty: 1, accounts: [{ reason: 1, qty: 1 }] }],
    ...overrides,
  };
};

async function openClaim(overrides: Record<string, unknown> = {}) {
  const res = await call(dealer, 'POST', '/api/v1/claims', claimBody(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; version: number; claimBillNo: string };
}

beforeAll(async () => {
  t = await createTestApp({}, clock);
  [dealer, dealer2, wh, wh2] = await Promise.all(['dealer', 'dealer2', 'wh', 'wh2'].map((u) => t.login(u)));
  const bills = await t.ctx.db
    .select({ shipBillNo: shipBills.shipBillNo, status: shipBills.status })
    .from(shipBills)
    .where(eq(shipBills.dealerCode, 'D0001'));
  const receivedNo = bills.find((b) => b.status === 1)?.shipBillNo as string;
  unreceivedNo = bills.find((b) => b.status === 0)?.shipBillNo as string;
  const res = await call(dealer, 'GET', `/api/v1/claims/ship-bills/${receivedNo}`);
  const data = res.json().data;
  received = { ...data, lines: data.lines };
});
afterAll(() => t.close());

/** Moves the injected clock and signs the dealer and the warehouse in again (tokens follow the clock). */
async function at(instant: string) {
  clock.set(instant);
  [dealer, wh] = await Promise.all([t.login('dealer'), t.login('wh')]);
}

describe('opening a claim', () => {
  it('pre-fills from the dealer’s own ship bill; another dealer gets 404', async () => {
    expect(received.lines.length).toBeGreaterThan(0);
    const res = await call(dealer, 'GET', `/api/v1/claims/ship-bills/${received.shipBillNo}`);
    expect(res.json().data).toMatchObject({ received: true, warehouseCode: 'W01' });
    const lines = res.json().data.lines;
    expect(lines[0].claimableQty).toBe(lines[0].shippedQty);
    // the demo claim holds one piece of the last line
    expect(lines.at(-1).claimableQty).toBe(lines.at(-1).shippedQty - 1);
    expect((await call(dealer2, 'GET', `/api/v1/claims/ship-bills/${received.shipBillNo}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses each broken rule with its coded, localized error', async () => {
    const line = received.lines[0];
    const cases: [Record<string, unknown>, number, string][] = [
      [{ phone: '1380013800' }, 422, 'CLAIM_PHONE_INVALID'],
      [{ dealerOrderNo: 'X0000000' }, 422, 'CLAIM_SHIP_BILL_ORDER_MISMATCH'],
      [
        { shipBillNo: unreceivedNo, dealerOrderNo: received.dealerOrderNo },
        422,
        'CLAIM_SHIP_BILL_ORDER_MISMATCH',
      ],
      [{ sendDate: '2026-11-22' }, 422, 'CLAIM_SEND_DATE_INVALID'],
      [
        {
          lines: [
            {
              shipBillLineId: line.shipBillLineId,
              claimQty: line.shippedQty + 1,
              accounts: [{ reason: 1, qty: line.shippedQty + 1 }],
            },
          ],
        },
        422,
        'CLAIM_QTY_EXCEEDS_SHIPPED',
      ],
      [
        { lines: [{ shipBillLineId: line.shipBillLineId, claimQty: 1, accounts: [{ reason: 2, qty: 2 }] }] },
        422,
        'CLAIM_QTY_NOT_EQUAL_ACCOUNTS',
      ],
      [
        { lines: [{ shipBillLineId: 2_000_000, claimQty: 1, accounts: [{ reason: 1, qty: 1 }] }] },
        422,
        'CLAIM_LINE_NOT_ON_SHIP_BILL',
      ],
      [{ reason: 7 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [overrides, status, code] of cases) {
      const res = await call(dealer, 'POST', '/api/v1/claims', claimBody(overrides));
      expectError(res, status, code, JSON.stringify(overrides));
    }
    const en = await call(dealer, 'POST', '/api/v1/claims', claimBody({ phone: '12-3' }), 'en-US');
    expect(en.json().message).toBe('The phone must be an 11-digit mobile number or XXX-XXXXXXXX');
    const zh = await call(dealer, 'POST', '/api/v1/claims', claimBody({ phone: '12-3' }));
    expect(zh.json().message).toBe('联系电话须为11位手机号或 XXX-XXXXXXXX 格式');
  });

  it('refuses a claim on a ship bill not yet received', async () => {
    const bill = (await call(dealer, 'GET', `/api/v1/claims/ship-bills/${unreceivedNo}`)).json().data;
    expect(bill.received).toBe(false);
    const res = await call(dealer, 'POST', '/api/v1/claims', {
      ...claimBody(),
      shipBillNo: unreceivedNo,
      dealerOrderNo: bill.dealerOrderNo,
      lines: [
        { shipBillLineId: bill.lines[0].shipBillLineId, claimQty: 1, accounts: [{ reason: 1, qty: 1 }] },
      ],
    });
    expectError(res, 409, 'CLAIM_SHIP_BILL_NOT_RECEIVED');
  });

  it('takes photos as jpg/jpeg/png by content, 4 MB, name ≤ 50', async () => {
    expect((await photo(dealer)).statusCode).toBe(200);
    const pdf = await photo(dealer, 'fake.png', SAMPLE_PDF);
    expectError(pdf, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const long = await photo(dealer, `${'照'.repeat(47)}.png`);
    expectError(long, 422, 'FILE_NAME_TOO_LONG');
    const big = await photo(dealer, 'big.png', pngImage(4, 4, 0x3366cc, 4 * 1024 * 1024));
    expectError(big, 413, 'PAYLOAD_TOO_LARGE');
    const upload = await uploadAttachment(t, dealer, '说明.pdf', SAMPLE_PDF);
    const res = await call(
      dealer,
      'POST',
      '/api/v1/claims',
      claimBody({ photoIds: [upload.json().data.id] }),
    );
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('a claim through its workflow', () => {
  it('is submitted, audited as reparation by its warehouse (a balance credit) and completed; others get 404', async () => {
    const photoId = (await photo(dealer)).json().data.id;
    const line = received.lines[0];
    const made = await openClaim({ photoIds: [photoId] });
    expect(made).toMatchObject({ status: 0, warehouseCode: 'W01', claimQty: 1 });
    expect(made.claimBillNo).toMatch(/^CL20261121\d{4}$/);
    const left = (await call(dealer, 'GET', `/api/v1/claims/ship-bills/${received.shipBillNo}`)).json().data;
    expect(left.lines[0].claimableQty).toBe(line.shippedQty - 1);
    const submitted = await call(dealer, 'POST', `/api/v1/claims/${made.id}/submit`, {
      version: made.version,
    });
    expect(submitted.json().data.status).toBe(1);
    const v = submitted.json().data.version;
    expectError(
      await call(dealer, 'DELETE', `/api/v1/claims/${made.id}?version=${v}`),
      409,
      'CLAIM_NOT_EDITABLE',
    );

    expect((await call(dealer2, 'GET', `/api/v1/claims/${made.id}`)).statusCode).toBe(404);
    expect((await call(dealer2, 'GET', `/api/v1/attachments/${photoId}/download`)).statusCode).toBe(404);
    const audit = { version: v, decision: 'reparation', judge: 1, auditNote: '仓库少发，同意补偿' };
    expect((await call(wh2, 'POST', `/api/v1/claims/${made.id}/audit`, audit)).statusCode).toBe(404);
    expect((await call(dealer, 'POST', `/api/v1/claims/${made.id}/audit`, audit)).statusCode).toBe(403);

    const audited = await call(wh, 'POST', `/api/v1/claims/${made.id}/audit`, audit);
    expect(audited.statusCode, audited.body).toBe(200);
    const amount = (Number(line.price) * 1).toFixed(2);
    expect(audited.json().data).toMatchObject({ status: 2, judge: 1, compensatedAmount: amount });
    const rows = await t.ctx.db
      .select()
      .from(balanceChanges)
      .where(and(eq(balanceChanges.dealerCode, 'D0001'), eq(balanceChanges.businessNo, made.claimBillNo)));
    expect(rows.map((r) => [r.businessType, r.changeAmount, r.changeDate])).toEqual([
      ['claimReparation', amount, '2026-11-21'],
    ]);
    const balance = await call(dealer, 'GET', `/api/v1/balance-changes?businessNo=${made.claimBillNo}`);
    expect(balance.json().data.items[0].changeAmount).toBe(amount);

    const done = await call(wh, 'POST', `/api/v1/claims/${made.id}/complete`, {
      version: audited.json().data.version,
    });
    expect(done.json().data.status).toBe(6);
    const detail = (await call(dealer, 'GET', `/api/v1/claims/${made.id}`)).json().data;
    expect(detail.photos.map((p: { id: number }) => p.id)).toEqual([photoId]);
    expect(
      detail.history.map((h: { action: string; fromStatus: number; toStatus: number }) => [
        h.action,
        h.fromStatus,
        h.toStatus,
      ]),
    ).toEqual([
      ['submit', 0, 1],
      ['reparation', 1, 2],
      ['complete', 2, 6],
    ]);
    expect(detail.history[1]).toMatchObject({ opinion: '仓库少发，同意补偿', level: 1 });
    const again = await call(wh, 'POST', `/api/v1/claims/${made.id}/complete`, {
      version: done.json().data.version,
    });
    expectError(again, 409, 'CLAIM_ACTION_NOT_ALLOWED');
  });

  it('deletes an unsubmitted claim and gives its qty back; lists and exports within scope', async () => {
    const made = await openClaim();
    const before = (await call(dealer, 'GET', `/api/v1/claims/ship-bills/${received.shipBillNo}`)).json().data
      .lines[0].claimableQty;
    expect(
      (await call(dealer, 'DELETE', `/api/v1/claims/${made.id}?version=${made.version}`)).statusCode,
    ).toBe(200);
    const after = (await call(dealer, 'GET', `/api/v1/claims/ship-bills/${received.shipBillNo}`)).json().data
      .lines[0].claimableQty;
    expect(after).toBe(before + 1);

    await openClaim({ description: '第二张索赔单' });
    const mine = (await call(dealer, 'GET', '/api/v1/claims?sort=-status')).json().data;
    expect(mine.items.map((c: { status: number }) => c.status)).toEqual([6, 1, 0]);
    expect((await call(dealer, 'GET', '/api/v1/claims?status=0')).json().data.total).toBe(1);
    expect((await call(dealer, 'GET', '/api/v1/claims?status=6')).json().data.total).toBe(1);
    expect((await call(dealer2, 'GET', '/api/v1/claims')).json().data.total).toBe(0);
    expect((await call(wh2, 'GET', '/api/v1/claims')).json().data.total).toBe(0);
    expect((await call(wh, 'GET', '/api/v1/claims?pageSize=1')).json().data).toMatchObject({
      total: 3,
      pageSize: 1,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/v1/claims/export?status=6',
      headers: t.auth(dealer),
    });
    const rows = [...(await readXlsx(file.rawPayload)).values()][0];
    expect(rows[0]?.[0]).toBe('索赔单号');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['6 完成']);
  });
  it('filters by submit date, a business date in the configured time zone', async () => {
    // the completed claim was submitted at 2026-11-21T02:00Z: 10:00 on the 21st in Shanghai
    const days = (from: string, to: string) =>
      `/api/v1/claims?status=6&submitDateFrom=${from}&submitDateTo=${to}`;
    expect((await call(dealer, 'GET', days('2026-11-21', '2026-11-21'))).json().data.total).toBe(1);
    expect((await call(dealer, 'GET', days('2026-11-22', '2026-11-30'))).json().data.total).toBe(0);
    // where the business day is Los Angeles' it was still the 20th
    const user = await loadUserRecord(t.ctx.db, { username: 'dealer' });
    const principal = toPrincipal(user as NonNullable<typeof user>, { sid: 'test', exp: 4_102_444_800 });
    const submitted = (day: string, tz: string) =>
      listClaims(
        t.ctx.db,
        principal,
        { page: 1, pageSize: 20, status: 6, submitDateFrom: day, submitDateTo: day },
        tz,
      );
    expect((await submitted('2026-11-20', 'America/Los_Angeles')).total).toBe(1);
    expect((await submitted('2026-11-21', 'America/Los_Angeles')).total).toBe(0);
    expect((await submitted('2026-11-21', 'Asia/Shanghai')).total).toBe(1);
  });

  it('backs a claim with a reason; it is remodified and resubmitted within 7 natural days, refused on the 8th', async () => {
    const made = await openClaim();
    let v = (await call(dealer, 'POST', `/api/v1/claims/${made.id}/submit`, { version: made.version })).json()
      .data.version;
    const noReason = await call(wh, 'POST', `/api/v1/claims/${made.id}/audit`, {
      version: v,
      decision: 'back',
      judge: 4,
    });
    expectError(noReason, 400, 'VALIDATION_FAILED');
    // backed at 2026-11-21 10:00 in Shanghai: the resubmit deadline is 2026-11-28 (business date)
    const backed = await call(wh, 'POST', `/api/v1/claims/${made.id}/audit`, {
      version: v,
      decision: 'back',
      judge: 4,
      auditNote: '请补充破损照片',
    });
    expect(backed.json().data).toMatchObject({ status: 4, resubmitDeadline: '2026-11-28' });
    v = backed.json().data.version;
    await at('2026-11-28T15:59:00Z'); // 23:59 on the 7th day in Shanghai
    const reopened = await call(dealer, 'POST', `/api/v1/claims/${made.id}/remodify`, { version: v });
    expect(reopened.json().data.status).toBe(5);
    const saved = await call(dealer, 'PUT', `/api/v1/claims/${made.id}`, {
      ...claimBody({ description: '补充：外包装破损' }),
      version: reopened.json().data.version,
    });
    expect(saved.json().data.description).toBe('补充：外包装破损');
    const resubmitted = await call(dealer, 'POST', `/api/v1/claims/${made.id}/submit`, {
      version: saved.json().data.version,
    });
    expect(resubmitted.json().data.status).toBe(1);

    await at('2026-11-29T02:00:00Z');
    const backedAgain = await call(wh, 'POST', `/api/v1/claims/${made.id}/audit`, {
      version: resubmitted.json().data.version,
      decision: 'back',
      judge: 4,
      auditNote: '照片仍不清晰',
    });
    await at('2026-12-06T16:00:00Z'); // 00:00 on the 8th day in Shanghai
    const late = await expectClientRefused(
      t,
      dealer,
      (c) => c.post(`/api/v1/claims/${made.id}/submit`, { version: backedAgain.json().data.version }),
      409,
      'CLAIM_RESUBMIT_EXPIRED',
    );
    expect(late.message).toContain('2026-12-06');
  });
});

describe('a "change" judgement', () => {
  it('places one zero-priced replacement order of the claimed parts from the claim warehouse', async () => {
    const made = await openClaim({ description: '错发配件，申请更换' });
    const sent = await call(dealer, 'POST', `/api/v1/claims/${made.id}/submit`, { version: made.version });
    const changed = await call(wh, 'POST', `/api/v1/claims/${made.id}/audit`, {
      version: sent.json().data.version,
      decision: 'change',
      judge: 1,
      auditNote: '同意更换',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = changed.json().data;
    expect(detail.status).toBe(3);
    expect(detail.replacementOrderNo).toMatch(/^D0001/);
    const [order] = await t.ctx.db
      .select({
        id: dealerOrders.id,
        amount: dealerOrders.amount,
        status: dealerOrders.status,
        warehouse: dealerOrders.orderWarehouseCode,
        remark: dealerOrders.remark,
      })
      .from(dealerOrders)
      .where(eq(dealerOrders.dealerOrderNo, detail.replacementOrderNo));
    expect(order).toMatchObject({ status: 3, warehouse: 'W01', remark: made.claimBillNo });
    expect(Number(order.amount)).toBe(0);
    const lines = await t.ctx.db
      .select()
      .from(dealerOrderLines)
      .where(eq(dealerOrderLines.orderId, order.id));
    expect(lines.map((l) => [l.partCode, l.qty, Number(l.price)])).toEqual([
      [received.lines[0].partCode, 1, 0],
    ]);
    const other = await call(await t.login('dealer2'), 'GET', `/api/v1/claims/${made.id}`);
    expect(other.statusCode).toBe(404);
    const pdf = await call(dealer, 'GET', `/api/v1/claims/${made.id}/print?copies=2`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const tooMany = await call(dealer, 'GET', `/api/v1/claims/${made.id}/print?copies=5001`);
    expect(tooMany.statusCode).toBe(422);
    const foreign = await call(await t.login('dealer2'), 'GET', `/api/v1/claims/${made.id}/print`);
    expect(foreign.statusCode).toBe(404);
  });
});
