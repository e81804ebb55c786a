import { vinCheckDigit } from '@spm/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalOrder, orderTestData, P } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { exceljsXlsx, multipartFile, readXlsx } from '../../../test/xlsx';
import { dealerOrderLines } from './dealer-orders.tables';
import { transitionOrder } from './dealer-orders.transitions';

const t = useTestApp(['dealer', 'hq'], { setup: orderTestData('5000.00') });
const dealer = clientOf(t, 'dealer');
const dealerEn = clientOf(t, 'dealer', 'en-US');
const hq = clientOf(t, 'hq');
const hqEn = clientOf(t, 'hq', 'en-US');

const VIN = (() => {
  const raw = 'LSVAU2180N2183294';
  return `${raw.slice(0, 8)}${vinCheckDigit(raw)}${raw.slice(9)}`;
})();

async function submitted(
  lines: { partCode: string; qty: number }[] = [{ partCode: P.ok, qty: 1 }],
  extra: Record<string, unknown> = {},
) {
  const created = await dealer.post('/api/v1/dealer-orders', normalOrder(lines, extra));
  expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  const res = await dealer.post(`/api/v1/dealer-orders/${created.body.data.id}/submit`, {
    version: created.body.data.version,
  });
  expect(res.body.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; version: number; dealerOrderNo: string; status: number };
}

/** Uploads an order import file as the dealer. */
function importFile(file: Buffer, language: string) {
  const body = multipartFile(file, 'orders.xlsx');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/dealer-orders/import',
    headers: { ...body.headers, ...t.auth(t.tokens.dealer), 'accept-language': language },
    payload: body.payload,
  });
}

const credit = async () => (await dealer.get('/api/v1/credit')).body.data;

describe('VOR approval', () => {
  it('a submitted VOR order waits in 1 for approval with its credit reserved; approve makes it releasable', async () => {
    const before = await credit();
    const order = await submitted([{ partCode: P.ok, qty: 2 }], { orderType: 'VOR', vin: VIN });
    expect(order).toMatchObject({ status: 1, vorApprovalStatus: 'pending' });
    expect(
      Number((await credit()).submittedNotSettledAmount) - Number(before.submittedNotSettledAmount),
    ).toBe(200);
    const queue = (await hq.get('/api/v1/vor-approvals')).body.data;
    expect(queue.items.map((o: { id: number }) => o.id)).toContain(order.id);
    const approved = await hq.post(`/api/v1/dealer-orders/${order.id}/approve`, {
      version: order.version,
      opinion: '同意',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 3, vorApprovalStatus: 'approved' });
    const again = await hqEn.post(`/api/v1/dealer-orders/${order.id}/approve`, {
      version: approved.body.data.version,
    });
    expectError(again, 409, 'VOR_APPROVAL_NOT_PENDING');
    const history = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data.history;
    expect(history.at(-1)).toMatchObject({
      action: 'approve',
      fromStatus: 1,
      toStatus: 3,
      opinion: '同意',
      actorName: '王建国',
    });
  });

  it('reject needs an opinion, sends the order back to temporary and gives the credit back', async () => {
    const before = await credit();
    const order = await submitted([{ partCode: P.ok, qty: 3 }], { orderType: 'VOR', vin: VIN });
    const bare = await hq.post(`/api/v1/dealer-orders/${order.id}/reject`, { version: order.version });
    expect(bare.statusCode).toBe(400);
    expect(bare.body.errors[0].field).toBe('opinion');
    expect(bare.body.errors[0].message).toBe('请输入审批意见');
    const stale = await hq.post(`/api/v1/dealer-orders/${order.id}/reject`, {
      version: order.version - 1,
      opinion: '不符合',
    });
    expect(stale.statusCode).toBe(409);
    const rejected = await hq.post(`/api/v1/dealer-orders/${order.id}/reject`, {
      version: order.version,
      opinion: '非停驶车辆，请改为紧急订单',
    });
    expect(rejected.body.data).toMatchObject({ status: 0, vorApprovalStatus: 'rejected' });
    expect(await credit()).toEqual(before);
    const rejectedList = (await hq.get('/api/v1/vor-approvals?vorApprovalStatus=rejected')).body.data;
    expect(rejectedList.items.map((o: { id: number }) => o.id)).toContain(order.id);
    const detail = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data;
    expect(detail.dealerOrderNo).toBe(order.dealerOrderNo);
    expect(detail.history.at(-1)).toMatchObject({ action: 'reject', opinion: '非停驶车辆，请改为紧急订单' });
  });

  it('dealers cannot approve', async () => {
    const order = await submitted([{ partCode: P.ok, qty: 1 }], { orderType: 'VOR', vin: VIN });
    expect(
      (await dealer.post(`/api/v1/dealer-orders/${order.id}/approve`, { version: order.version })).statusCode,
    ).toBe(403);
  });
});

describe('status machine for fulfilment', () => {
  it('transitionOrder refuses a move the table does not allow and writes history for one it does', async () => {
    const order = await submitted();
    const actor = { userId: null, name: 'system' };
    const at = t.ctx.now();
    await expect(
      t.ctx.db.transaction((tx) => transitionOrder(tx, order.id, 9, { action: 'receive', actor, at })),
    ).rejects.toMatchObject({ code: 'ORDER_STATUS_TRANSITION_INVALID' });
    await expect(
      t.ctx.db.transaction((tx) =>
        transitionOrder(tx, order.id, 4, { action: 'release', actor, at, expectedVersion: 0 }),
      ),
    ).rejects.toMatchObject({ code: 'CONCURRENT_MODIFICATION' });
    const releasedAt = new Date('2030-01-02T03:04:05.000Z');
    const moved = await t.ctx.db.transaction((tx) =>
      transitionOrder(tx, order.id, 4, { action: 'release', actor, at: releasedAt }),
    );
    expect(moved).toMatchObject({
      fromStatus: 3,
      toStatus: 4,
      version: order.version + 1,
      releasedAmount: '0.00',
    });
    const history = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data.history;
    expect(history.at(-1)).toMatchObject({ action: 'release', createdAt: releasedAt.toISOString() });
    const res = await dealerEn.del(`/api/v1/dealer-orders/${order.id}?version=${moved.version}`);
    expectError(res, 409, 'ORDER_NOT_DELETABLE');
  });

  it('closing a submitted order gives its unsent amount back; a partly received order cannot be deleted', async () => {
    const before = await credit();
    const order = await submitted([{ partCode: P.ok, qty: 4 }]);
    const closed = await t.ctx.db.transaction((tx) =>
      transitionOrder(tx, order.id, 10, {
        action: 'close',
        actor: { userId: null, name: 'system' },
        at: t.ctx.now(),
      }),
    );
    expect(closed.releasedAmount).toBe('400.00');
    expect(await credit()).toEqual(before);

    const other = await submitted([{ partCode: P.ok, qty: 2 }]);
    await t.ctx.db
      .update(dealerOrderLines)
      .set({ receivedQty: 1 })
      .where(eq(dealerOrderLines.orderId, other.id));
    expect((await dealerEn.get(`/api/v1/dealer-orders/${other.id}`)).body.data.lines[0].receivedQty).toBe(1);
    const res = await dealerEn.del(`/api/v1/dealer-orders/${other.id}?version=${other.version}`);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      code: 'ORDER_NOT_DELETABLE',
      errors: [{ code: 'ORDER_PARTLY_RECEIVED' }],
    });
    expect(res.body.errors[0].message).toBe('Order partly received cannot be deleted');
  });
});

describe('unsubmitted orders and submitted-unsettled lines', () => {
  it('lists temporary orders for the dealer and for head office across dealers', async () => {
    const draft = (await dealer.post('/api/v1/dealer-orders', normalOrder([{ partCode: P.ok, qty: 1 }]))).body
      .data;
    const own = (await dealer.get('/api/v1/dealer-orders/unsubmitted?createDateFrom=2026-11-21')).body.data;
    expect(own.items.map((o: { id: number }) => o.id)).toContain(draft.id);
    expect(own.items.every((o: { status: number }) => o.status === 0)).toBe(true);
    const all = (await hq.get('/api/v1/dealer-orders/unsubmitted?dealerCode=D0001')).body.data;
    expect(all.items.map((o: { id: number }) => o.id)).toContain(draft.id);
  });

  it('lists the lines still using credit; their total equals the submitted-not-settled label', async () => {
    await submitted([{ partCode: P.mpq, qty: 8 }]);
    const page = (await dealer.get('/api/v1/dealer-orders/unsettled-lines?pageSize=500')).body.data;
    expect(
      page.items.some(
        (l: { partCode: string; unsentAmount: string }) =>
          l.partCode === P.mpq && l.unsentAmount === '100.00',
      ),
    ).toBe(true);
    expect(page.unsentAmount).toBe((await credit()).submittedNotSettledAmount);
  });
});

describe('Excel', () => {
  it('exports the order status query in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dealer-orders/export?status=3',
      headers: { ...t.auth(t.tokens.dealer), 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const [rows] = [...(await readXlsx(res.rawPayload)).values()];
    expect(rows[0]).toContain('Dealer order no');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => String(r[3]).startsWith('3 '))).toBe(true);
  });

  it('exports the lines of one order; another dealer’s order answers 404', async () => {
    const order = await submitted([{ partCode: P.mpq, qty: 4 }]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dealer-orders/lines/export?orderId=${order.id}`,
      headers: t.auth(t.tokens.dealer),
    });
    expect(res.statusCode).toBe(200);
    const [rows] = [...(await readXlsx(res.rawPayload)).values()];
    expect(rows[1]).toEqual(expect.arrayContaining([order.dealerOrderNo, P.mpq, 4, 12.5, 50]));
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dealer-orders/lines/export?orderId=${order.id}`,
      headers: t.auth(await t.login('dealer2')),
    });
    expect(other.statusCode).toBe(404);
  });

  it('imports rows into temporary orders, one order per header', async () => {
    const file = await exceljsXlsx([
      ['订单类型', '订货仓库', '收货仓库', '配件编号', '订货数量'],
      ['Normal', 'W01', 'W01', P.ok, 2],
      ['Normal', 'W01', 'W01', P.mpq, 4],
      ['Normal', 'W02', 'W02', P.ok, 1],
    ]);
    const res = await importFile(file, 'zh-CN');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'succeeded', inserted: 2, failed: 0 });
    const drafts = (await dealer.get('/api/v1/dealer-orders/drafts?pageSize=2')).body.data.items;
    expect(
      drafts
        .map((d: { lineCount: number; orderWarehouseCode: string }) => [d.orderWarehouseCode, d.lineCount])
        .sort(),
    ).toEqual([
      ['W01', 2],
      ['W02', 1],
    ]);
  });

  it('refuses repeated rows and broken rules row by row, saving nothing', async () => {
    const before = (await dealer.get('/api/v1/dealer-orders/drafts')).body.data.total;
    const file = await exceljsXlsx([
      ['Order type', 'Order warehouse', 'Receiving warehouse', 'Part code', 'Order qty'],
      ['Normal', 'W01', 'W01', P.ok, 2],
      ['Normal', 'W01', 'W01', P.ok.toLowerCase(), 3],
      ['Normal', 'W01', 'W01', P.replaced, 1],
      ['Normal', 'W01', 'W01', P.mpq, 5],
    ]);
    const res = await importFile(file, 'en-US');
    const answer = res.json().data;
    expect(answer).toMatchObject({ status: 'failed', failed: 3, inserted: 0 });
    const byRow = Object.fromEntries(
      answer.errors.map((e: { row: number; message: string }) => [e.row, e.message]),
    );
    expect(byRow[3]).toContain('Repeats row 2');
    expect(byRow[4]).toContain(`replaced by ${P.ok}`);
    expect(byRow[5]).toContain('multiple of the unit sales qty 2');
    expect((await dealer.get('/api/v1/dealer-orders/drafts')).body.data.total).toBe(before);
  });
});
