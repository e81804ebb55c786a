import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalOrder, orderTestData, P, setCredit } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { findOrderDetailRow, findOrderSummaryPage, selectOrderSummaries } from './dealer-orders.repository';
import { dealerOrders } from './dealer-orders.tables';

const t = useTestApp(['dealer', 'dealer2', 'hq', 'wh', 'wh2'], { setup: orderTestData('1500.00') });
const dealer = clientOf(t, 'dealer');
const dealerEn = clientOf(t, 'dealer', 'en-US');
const dealer2 = clientOf(t, 'dealer2');
const hq = clientOf(t, 'hq');
const wh = clientOf(t, 'wh');
const wh2 = clientOf(t, 'wh2');

async function createDraft(
  lines: { partCode: string; qty: number }[] = [{ partCode: P.ok, qty: 2 }],
  extra: Record<string, unknown> = {},
) {
  const res = await dealer.post('/api/v1/dealer-orders', normalOrder(lines, extra));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('create and edit a temporary order', () => {
  it('creates status 0 with a temp order no, prices from the parts master and the dealer from the session', async () => {
    const order = await createDraft([
      { partCode: P.ok, qty: 2 },
      { partCode: ` ${P.mpq.toLowerCase()} `, qty: 4 },
    ]);
    expect(order.tempOrderNo).toMatch(/^T20261121\d{6}$/);
    expect(order).toMatchObject({
      status: 0,
      dealerCode: 'D0001',
      dealerOrderNo: null,
      amount: '250.00',
      version: 0,
    });
    expect(
      order.lines.map((l: { partCode: string; price: string; amount: string; unsentQty: number }) => [
        l.partCode,
        l.price,
        l.amount,
        l.unsentQty,
      ]),
    ).toEqual([
      [P.ok, '100.00', '200.00', 2],
      [P.mpq, '12.50', '50.00', 4],
    ]);
    expect(order.history.map((h: { action: string }) => h.action)).toEqual(['create']);
  });

  it('refuses fields the server decides (status, price, amount) — no mass assignment', async () => {
    const withStatus = await dealer.post('/api/v1/dealer-orders', {
      ...normalOrder([{ partCode: P.ok, qty: 1 }]),
      status: 3,
    });
    expect(withStatus.statusCode).toBe(400);
    const withPrice = await dealer.post(
      '/api/v1/dealer-orders',
      normalOrder([{ partCode: P.ok, qty: 1, price: '0.01' } as never]),
    );
    expect(withPrice.statusCode).toBe(400);
  });

  it('refuses a dealer naming another dealer', async () => {
    const res = await dealer.post(
      '/api/v1/dealer-orders',
      normalOrder([{ partCode: P.ok, qty: 1 }], { dealerCode: 'D0002' }),
    );
    expect(res.statusCode).toBe(403);
  });

  it('edits with the version read; a stale version answers 409 CONCURRENT_MODIFICATION', async () => {
    const order = await createDraft();
    const edited = await dealer.put(`/api/v1/dealer-orders/${order.id}`, {
      ...normalOrder([{ partCode: P.ok, qty: 5 }], { remark: '加急' }),
      version: order.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ amount: '500.00', version: order.version + 1, remark: '加急' });
    const stale = await dealerEn.put(`/api/v1/dealer-orders/${order.id}`, {
      ...normalOrder([{ partCode: P.ok, qty: 1 }]),
      version: order.version,
    });
    expectError(stale, 409, 'CONCURRENT_MODIFICATION');
    expect(stale.body.message).toContain('another user');
  });
});

describe('submit', () => {
  it('gives a DealerOrderNO, moves to 3 can release and reserves the amount on the credit labels', async () => {
    const before = (await dealer.get('/api/v1/credit')).body.data;
    const order = await createDraft([{ partCode: P.ok, qty: 1 }]);
    const res = await dealer.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(200);
    expect(res.body.data.dealerOrderNo).toMatch(/^D0001261121\d{4}$/);
    expect(res.body.data).toMatchObject({ status: 3, vorApprovalStatus: 'none', version: order.version + 1 });
    const after = (await dealer.get('/api/v1/credit')).body.data;
    expect(Number(after.submittedNotSettledAmount) - Number(before.submittedNotSettledAmount)).toBeCloseTo(
      100,
      2,
    );
    expect(Number(before.remainingSubmittableAmount) - Number(after.remainingSubmittableAmount)).toBeCloseTo(
      100,
      2,
    );
    const detail = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data;
    expect(detail.submitDate).toBe('2026-11-21');
    expect(detail.history.map((h: { action: string; toStatus: number }) => [h.action, h.toStatus])).toEqual([
      ['create', 0],
      ['submit', 3],
    ]);
  });

  it('answers HTTP 200 with envelope 501 CREDIT_SHORTFALL, leaves the order temporary and takes no number', async () => {
    const credit = (await dealer.get('/api/v1/credit')).body.data;
    const qty = Math.floor(Number(credit.remainingSubmittableAmount) / 100) + 1;
    const order = await createDraft([{ partCode: P.ok, qty }]);
    const zh = await dealer.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
    expect(zh.statusCode).toBe(200);
    expect(zh.body).toMatchObject({ status: 501, code: 'CREDIT_SHORTFALL' });
    expect(zh.body.message).toContain('信用额度不足');
    expect(zh.body.data).toMatchObject({ status: 0, dealerOrderNo: null, version: order.version });
    expect(zh.body.data.shortfall.orderAmount).toBe(`${qty * 100}.00`);
    // the sentence shows the amounts as people read them, the data keeps the API form
    expect(zh.body.message).toContain(`订单金额${(qty * 100).toLocaleString('en-US')}.00`);
    const en = await dealerEn.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
    expect(en.body.message).toContain('Credit deficiency');
    expect(en.body.message).toContain(`order amount ${(qty * 100).toLocaleString('en-US')}.00`);
    const detail = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data;
    expect(detail).toMatchObject({ status: 0, dealerOrderNo: null });
    expect((await dealer.get('/api/v1/credit')).body.data).toEqual(credit);
    // the refused submit took no number: the next order of the day follows the last one
    const small = await createDraft([{ partCode: P.ok, qty: 1 }]);
    const next = await dealer.post(`/api/v1/dealer-orders/${small.id}/submit`, { version: small.version });
    expect(next.body.data.dealerOrderNo).toBe('D00012611210002');
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const order = await createDraft([{ partCode: P.ok, qty: 1 }]);
    const headers = { 'idempotency-key': `submit-${order.id}-abcdef` };
    const first = await dealer.post(
      `/api/v1/dealer-orders/${order.id}/submit`,
      { version: order.version },
      headers,
    );
    const again = await dealer.post(
      `/api/v1/dealer-orders/${order.id}/submit`,
      { version: order.version },
      headers,
    );
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses to submit twice and to edit a submitted order', async () => {
    const order = await createDraft([{ partCode: P.ok, qty: 1 }]);
    const done = await dealer.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
    const again = await dealerEn.post(`/api/v1/dealer-orders/${order.id}/submit`, {
      version: done.body.data.version,
    });
    expectError(again, 409, 'ORDER_NOT_SUBMITTABLE');
    const edit = await dealer.put(`/api/v1/dealer-orders/${order.id}`, {
      ...normalOrder([{ partCode: P.ok, qty: 1 }]),
      version: done.body.data.version,
    });
    expectError(edit, 409, 'ORDER_NOT_EDITABLE');
  });

  it('refuses an order without lines (ORDER_LINES_REQUIRED)', async () => {
    const order = await createDraft([]);
    const res = await dealerEn.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({ code: 'ORDER_LINES_REQUIRED', message: 'Parts must be added' });
  });
});

describe('data scope', () => {
  it('another dealer gets 404 as for a missing order; warehouses see submitted orders of their own warehouses only', async () => {
    const draft = await createDraft([{ partCode: P.ok, qty: 1 }]);
    const sent = await createDraft([{ partCode: P.ok, qty: 1 }]);
    await dealer.post(`/api/v1/dealer-orders/${sent.id}/submit`, { version: sent.version });
    expect((await dealer2.get(`/api/v1/dealer-orders/${sent.id}`)).statusCode).toBe(404);
    expect((await dealer2.get('/api/v1/dealer-orders/999999')).statusCode).toBe(404);
    expect(
      (await dealer2.put(`/api/v1/dealer-orders/${draft.id}`, { ...normalOrder([]), version: 0 })).statusCode,
    ).toBe(404);
    expect((await dealer2.del(`/api/v1/dealer-orders/${draft.id}?version=0`)).statusCode).toBe(404);
    expect((await dealer2.post(`/api/v1/dealer-orders/${draft.id}/submit`, { version: 0 })).statusCode).toBe(
      404,
    );
    const list2 = (await dealer2.get('/api/v1/dealer-orders?pageSize=500')).body.data;
    expect(list2.items.some((o: { dealerCode: string }) => o.dealerCode === 'D0001')).toBe(false);
    expect((await wh.get(`/api/v1/dealer-orders/${sent.id}`)).statusCode).toBe(200);
    expect((await wh.get(`/api/v1/dealer-orders/${draft.id}`)).statusCode).toBe(404);
    expect((await wh2.get(`/api/v1/dealer-orders/${sent.id}`)).statusCode).toBe(404);
    expect((await hq.get(`/api/v1/dealer-orders/${draft.id}`)).statusCode).toBe(200);
  });

  it('lists by status, type and submit date; the virtual order number is refused as a search key', async () => {
    const list = (
      await dealer.get(
        '/api/v1/dealer-orders?status=3&orderType=Normal&submitDateFrom=2026-11-21&submitDateTo=2026-11-21',
      )
    ).body.data;
    expect(list.total).toBeGreaterThan(0);
    expect(
      list.items.every(
        (o: { status: number; submitDate: string }) => o.status === 3 && o.submitDate === '2026-11-21',
      ),
    ).toBe(true);
    const none = (await dealer.get('/api/v1/dealer-orders?submitDateFrom=2026-11-22')).body.data;
    expect(none.total).toBe(0);
    const virtual = await dealerEn.get('/api/v1/dealer-orders?dealerOrderNo=000000000000000');
    expectError(virtual, 422, 'DEALER_ORDER_NO_RESERVED');
    const drafts = (await dealer.get('/api/v1/dealer-orders/drafts')).body.data;
    expect(drafts.items.every((o: { status: number }) => o.status === 0)).toBe(true);
  });

  it('answers the same total on every page, past the last one too, as a full list of the filter', async () => {
    await createDraft([{ partCode: P.mpq, qty: 4 }]);
    for (const filter of ['', `&partCode=${P.mpq}`, '&status=0']) {
      const all = (await dealer.get(`/api/v1/dealer-orders?pageSize=500${filter}`)).body.data;
      expect(all.items.length).toBeGreaterThan(0);
      expect(all.total).toBe(all.items.length);
      const pages = Math.ceil(all.total / 2);
      const ids: number[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        const got = (await dealer.get(`/api/v1/dealer-orders?pageSize=2&page=${page}${filter}`)).body.data;
        expect(got.total, `page ${page}${filter}`).toBe(all.total);
        ids.push(...got.items.map((o: { id: number }) => o.id));
      }
      expect(ids).toEqual(all.items.map((o: { id: number }) => o.id));
    }
    const other = (await dealer2.get('/api/v1/dealer-orders?pageSize=2&page=9')).body.data;
    expect(other).toMatchObject({ items: [], total: 0 });
  });

  it("reads pages and details from compiled statements exactly as drizzle's own select reads them", async () => {
    await createDraft([{ partCode: P.mpq, qty: 4 }]);
    const db = t.database.db;
    const drizzleRows = await selectOrderSummaries(db).orderBy(asc(dealerOrders.id));
    const page = await findOrderSummaryPage(db, sql`true`, [asc(dealerOrders.id)], 500, 0);
    expect(drizzleRows.length).toBeGreaterThan(1);
    expect(page.map(({ total, ...row }) => row)).toEqual(drizzleRows);
    expect(page.every((r) => r.total === drizzleRows.length)).toBe(true);
    expect(drizzleRows[0].createdAt).toBeInstanceOf(Date);
    for (const row of drizzleRows) {
      const detail = await findOrderDetailRow(db, row.id, sql`true`);
      expect(detail).toMatchObject(row);
      expect(detail?.lines.length).toBe(row.lineFigures.lineCount);
    }
    expect(await findOrderDetailRow(db, drizzleRows[0].id, sql`false`)).toBeUndefined();
  });
});

describe('delete', () => {
  it('deletes a temporary order (status 11, history) and refuses a stale version', async () => {
    const order = await createDraft();
    expect(
      (await dealer.del(`/api/v1/dealer-orders/${order.id}?version=${order.version + 1}`)).statusCode,
    ).toBe(409);
    const res = await dealer.del(`/api/v1/dealer-orders/${order.id}?version=${order.version}`);
    expect(res.statusCode).toBe(200);
    const detail = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data;
    expect(detail.status).toBe(11);
    expect(detail.history.at(-1)).toMatchObject({ action: 'delete', fromStatus: 0, toStatus: 11 });
  });

  it('deleting a submitted, unreleased order gives its credit back', async () => {
    const order = await createDraft([{ partCode: P.ok, qty: 1 }]);
    const before = (await dealer.get('/api/v1/credit')).body.data;
    const sent = await dealer.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
    const res = await dealer.del(`/api/v1/dealer-orders/${order.id}?version=${sent.body.data.version}`);
    expect(res.statusCode).toBe(200);
    expect((await dealer.get('/api/v1/credit')).body.data).toEqual(before);
  });

  it('refuses an order entered by head office on the dealer’s behalf (409 ORDER_NOT_DELETABLE / ORDER_AGENT_ENTERED)', async () => {
    const created = await hq.post(
      '/api/v1/dealer-orders',
      normalOrder([{ partCode: P.ok, qty: 1 }], { dealerCode: 'D0001' }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({ agentEntered: true, dealerCode: 'D0001', deletable: false });
    const res = await dealerEn.del(`/api/v1/dealer-orders/${created.body.data.id}?version=0`);
    expectError(res, 409, 'ORDER_NOT_DELETABLE');
    expect(res.body.errors[0]).toMatchObject({ code: 'ORDER_AGENT_ENTERED' });
    expect(res.body.errors[0].message).toContain("dealer's behalf");
  });

  it('agent entry needs orderEntry:agent and a dealer code', async () => {
    const noDealer = await hq.post('/api/v1/dealer-orders', normalOrder([{ partCode: P.ok, qty: 1 }]));
    expect(noDealer.statusCode).toBe(400);
    const unknown = await hq.post(
      '/api/v1/dealer-orders',
      normalOrder([{ partCode: P.ok, qty: 1 }], { dealerCode: 'D9999' }),
    );
    expectError(unknown, 422, 'DEALER_NOT_FOUND');
    const warehouse = await wh.post(
      '/api/v1/dealer-orders',
      normalOrder([{ partCode: P.ok, qty: 1 }], { dealerCode: 'D0001' }),
    );
    expect(warehouse.statusCode).toBe(403);
  });
});

describe('credit', () => {
  it('answers the three labels as money strings; head office names the dealer', async () => {
    await setCredit(t, 'D0002', '2000.00', '-150.50');
    const own = (await dealer2.get('/api/v1/credit?dealerCode=D0001')).body.data;
    expect(own).toEqual({
      availableBalance: '-150.50',
      remainingSubmittableAmount: '1849.50',
      submittedNotSettledAmount: '0.00',
    });
    expect((await hq.get('/api/v1/credit?dealerCode=D0002')).body.data).toEqual(own);
    expect((await hq.get('/api/v1/credit')).statusCode).toBe(400);
  });
});
