import { describe, expect, it } from 'vitest';
import { FP, fulfil, insertFlowParts, putStock, receiveInFull, setCredit } from '../../../test/builders';
import { client, clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { clientRefusedOf, expectError } from '../../../test/refusals';
import { creditOf } from '../../../test/state';

/** 12 monthly amounts of a 12,000.00 task volume. */
const MONTHS = Array.from({ length: 12 }, () => '1000.00');

/**
 * POPP end to end through the API (spec §3 POPP, §4 statuses and guards, §8, §9): quotas, create,
 * submit once within the quota, audit with an opinion, confirm into a dealer order, ship, receive,
 * close — the quota's used and remaining amounts checked at each step — and every guard broken.
 */
describe('POPP: quota, submit, audit, ship, receive, close', () => {
  // dealer2 (D0002, a configured type) has a demo quota but no demo POPPs
  const t = useTestApp(['dealer2', 'popp', 'dealer3', 'wh'], {
    setup: async (t) => {
      await insertFlowParts(t);
      await putStock(t, FP.filter.partCode, 'W01', 'A-01-01', 50);
      await putStock(t, FP.pad.partCode, 'W01', 'B-02-01', 50);
      await setCredit(t, 'D0002', '100000.00', '50000.00');
    },
  });
  const { tokens } = t;
  const dealer = clientOf(t, 'dealer2');
  const refused = clientRefusedOf(t);
  const specialist = clientOf(t, 'popp');
  let popp: { id: number; version: number };

  const quota = async () => (await dealer.get('/api/v1/popp-quotas/current')).body.data;
  const detail = async (id: number) => (await dealer.get(`/api/v1/popp/${id}`)).body.data;
  const send = (token: string, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app
      .inject({ method, url, headers: t.auth(token), ...(payload ? { payload } : {}) })
      .then((r) => ({ statusCode: r.statusCode, body: r.json() }));
  const create = async (poppType: string, qty: number) => {
    const res = await dealer.post('/api/v1/popp', {
      poppType,
      warehouseCode: 'W01',
      submitter: '李明',
      submitterTel: '13800000000',
      lines: [
        { partCode: FP.filter.partCode, applyQty: qty, discountRate: '0.1' },
        { partCode: FP.pad.partCode, applyQty: 4 },
      ],
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; version: number; amount: string; status: number };
  };

  it('the specialist sets a quota whose 12 months sum to the task volume; other sums and dealer types are refused', async () => {
    await refused('popp', 422, 'POPP_QUOTA_MONTHS_SUM').post('/api/v1/popp-quotas', {
      dealerCode: 'D0002',
      year: 2026,
      taskVolume: '12000.01',
      months: MONTHS,
    });
    await refused('popp', 422, 'POPP_DEALER_NOT_ALLOWED').post('/api/v1/popp-quotas', {
      dealerCode: 'D0060',
      year: 2026,
      taskVolume: '12000.00',
      months: MONTHS,
    });
    const too = await specialist.post('/api/v1/popp-quotas', {
      dealerCode: 'D0002',
      year: 2026,
      taskVolume: '123456789012.00',
      months: MONTHS,
    });
    expect(too.statusCode).toBe(400);
    const set = await specialist.post('/api/v1/popp-quotas', {
      dealerCode: 'D0002',
      year: 2026,
      taskVolume: '12000.00',
      months: MONTHS,
    });
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    expect(await quota()).toMatchObject({
      taskVolume: '12000.00',
      usedAmount: '0.00',
      remainingAmount: '12000.00',
    });
  });

  it('the dealer creates a regular POPP (amount from list prices and discount) and submits it within the quota', async () => {
    // 10 filters × 100.00 × 0.9 + 4 pads × 12.50 = 950.00
    const created = await create('regular', 10);
    expect(created).toMatchObject({ status: 0, amount: '950.00' });
    const submitted = await dealer.post(`/api/v1/popp/${created.id}/submit`, { version: created.version });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 1, submitCount: 1 });
    expect(submitted.body.data.lines.map((l: { status: number }) => l.status)).toEqual([1, 1]);
    expect(await quota()).toMatchObject({ usedAmount: '950.00', remainingAmount: '11050.00' });
    popp = submitted.body.data;
  });

  it('a second submit is refused: contact the POPP commissioner', async () => {
    const body = await refused('dealer2', 409, 'POPP_SUBMIT_LIMIT_EXCEEDED').post(
      `/api/v1/popp/${popp.id}/submit`,
      { version: popp.version },
    );
    expect(body.message).toContain('contact the POPP commissioner');
  });

  it('a POPP above the remaining quota is refused and draws nothing', async () => {
    const big = await create('special', 200); // 18,000.00 + 50.00
    await refused('dealer2', 422, 'POPP_QUOTA_EXCEEDED').post(`/api/v1/popp/${big.id}/submit`, {
      version: big.version,
    });
    expect(await quota()).toMatchObject({ usedAmount: '950.00' });
    expect((await detail(big.id)).status).toBe(0);
    // a special POPP may be deleted while unsubmitted, a regular one never
    expect(
      (await send(tokens.dealer2, 'DELETE', `/api/v1/popp/${big.id}?version=${big.version}`)).statusCode,
    ).toBe(200);
  });

  it('the audit needs an opinion and the audit permission; a submitted POPP cannot be edited or deleted', async () => {
    const blank = await specialist.post(`/api/v1/popp/${popp.id}/approve`, { version: popp.version });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.errors[0]).toMatchObject({ field: 'opinion', code: 'REQUIRED' });
    expect(
      (await dealer.post(`/api/v1/popp/${popp.id}/approve`, { version: popp.version, opinion: 'ok' }))
        .statusCode,
    ).toBe(403);
    const edit = await send(tokens.dealer2, 'PUT', `/api/v1/popp/${popp.id}`, {
      version: popp.version,
      warehouseCode: 'W01',
      lines: [{ partCode: FP.filter.partCode, applyQty: 1 }],
    });
    expect(edit).toMatchObject({ statusCode: 409, body: { code: 'POPP_NOT_EDITABLE' } });
    const del = await send(tokens.dealer2, 'DELETE', `/api/v1/popp/${popp.id}?version=${popp.version}`);
    expectError(del, 409, 'POPP_NOT_DELETABLE');
  });

  it('the specialist approves; lowering an actual qty gives quota back; confirm places the dealer order', async () => {
    const approved = await specialist.post(`/api/v1/popp/${popp.id}/approve`, {
      version: popp.version,
      opinion: '同意',
    });
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe(2);
    const edited = await send(tokens.popp, 'PUT', `/api/v1/popp/${popp.id}`, {
      version: approved.body.data.version,
      warehouseCode: 'W01',
      lines: [
        { partCode: FP.filter.partCode, applyQty: 10, actualQty: 8, discountRate: '0.1' },
        { partCode: FP.pad.partCode, applyQty: 4 },
      ],
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.amount).toBe('770.00');
    expect(await quota()).toMatchObject({ usedAmount: '770.00', remainingAmount: '11230.00' });
    const above = await send(tokens.popp, 'PUT', `/api/v1/popp/${popp.id}`, {
      version: edited.body.data.version,
      warehouseCode: 'W01',
      lines: [{ partCode: FP.filter.partCode, applyQty: 10, actualQty: 11 }],
    });
    expectError(above, 422, 'POPP_ACTUAL_QTY_ABOVE_APPLY');
    // receive and close are not steps from "audit complete"
    const early = await specialist.post(`/api/v1/popp/${popp.id}/close`, {
      version: edited.body.data.version,
    });
    expectError(early, 409, 'WORKFLOW_TRANSITION_NOT_ALLOWED');
    const reservedBefore = Number((await creditOf(t, 'D0002')).submittedNotSettled);
    const confirmed = await specialist.post(`/api/v1/popp/${popp.id}/confirm`, {
      version: edited.body.data.version,
    });
    expect(confirmed.statusCode, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 3 });
    expect(confirmed.body.data.dealerOrderNo).toMatch(/^D0002/);
    // the order reserves its 770.00 on the dealer's credit like a submitted order
    expect(Number((await creditOf(t, 'D0002')).submittedNotSettled) - reservedBefore).toBeCloseTo(770, 2);
    popp = confirmed.body.data;
  });

  it('receipt waits for the order; the warehouse ships it, the dealer receives it, the specialist closes it', async () => {
    await refused('dealer2', 409, 'POPP_ORDER_NOT_RECEIVED').post(`/api/v1/popp/${popp.id}/receive`, {
      version: popp.version,
    });
    const orders = await dealer.get(
      `/api/v1/dealer-orders?dealerOrderNo=${(await detail(popp.id)).dealerOrderNo}`,
    );
    const orderId = orders.body.data.items[0].id;
    const { shipBillId } = await fulfil(client(t, tokens.wh), orderId);
    const deliveries = await dealer.get('/api/v1/deliveries?status=unconfirmed');
    const delivery = deliveries.body.data.items.find((d: { id: number }) => d.id === shipBillId);
    await receiveInFull(dealer, shipBillId, delivery.lines);
    const received = await dealer.post(`/api/v1/popp/${popp.id}/receive`, { version: popp.version });
    expect(received.statusCode, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data.status).toBe(4);
    expect(
      (await dealer.post(`/api/v1/popp/${popp.id}/close`, { version: received.body.data.version }))
        .statusCode,
    ).toBe(403);
    const closed = await specialist.post(`/api/v1/popp/${popp.id}/close`, {
      version: received.body.data.version,
    });
    expect(closed.body.data).toMatchObject({ status: 5 });
    expect(closed.body.data.closedAt).not.toBeNull();
    expect(
      closed.body.data.history.map((h: { action: string; toStatus: number }) => [h.action, h.toStatus]),
    ).toEqual([
      ['submit', 1],
      ['approve', 2],
      ['confirm', 3],
      ['receive', 4],
      ['close', 5],
    ]);
    expect(closed.body.data.history[1].opinion).toBe('同意');
    expect(await quota()).toMatchObject({ usedAmount: '770.00', remainingAmount: '11230.00' });
  });

  it('a rejected POPP gives its amount back; only regular POPPs are audited', async () => {
    const regular = await create('regular', 1); // 90.00 + 50.00
    const sub = await dealer.post(`/api/v1/popp/${regular.id}/submit`, { version: regular.version });
    expect(await quota()).toMatchObject({ usedAmount: '910.00' });
    const rejected = await specialist.post(`/api/v1/popp/${regular.id}/reject`, {
      version: sub.body.data.version,
      opinion: '超出计划',
    });
    expect(rejected.body.data.status).toBe(6);
    expect(await quota()).toMatchObject({ usedAmount: '770.00' });
    const scrap = await create('dealerScrap', 1);
    const scrapSub = await dealer.post(`/api/v1/popp/${scrap.id}/submit`, { version: scrap.version });
    await refused('popp', 409, 'POPP_NOT_AUDITABLE').post(`/api/v1/popp/${scrap.id}/approve`, {
      version: scrapSub.body.data.version,
      opinion: 'ok',
    });
  });

  it('a dealer of a type not configured for POPP gets 404 on every POPP route; another dealer cannot see the POPP', async () => {
    const other = client(t, tokens.dealer3);
    for (const url of [
      '/api/v1/popp',
      `/api/v1/popp/${popp.id}`,
      '/api/v1/popp-quotas/current',
      '/api/v1/popp/export',
    ]) {
      expect((await other.get(url)).statusCode, url).toBe(404);
    }
    const created = await other.post('/api/v1/popp', {
      poppType: 'regular',
      warehouseCode: 'W01',
      lines: [{ partCode: FP.filter.partCode, applyQty: 1 }],
    });
    expect(created.statusCode).toBe(404);
    const me = await other.get('/api/v1/me');
    expect(me.body.data.poppParticipant).toBe(false);
    expect((await dealer.get('/api/v1/me')).body.data.poppParticipant).toBe(true);
    // head office (admin holds poppQuery:add) must name a dealer of a configured type
    const admin = client(t, await t.login('admin'));
    const noDealer = await admin.post('/api/v1/popp', {
      poppType: 'special',
      warehouseCode: 'W01',
      lines: [{ partCode: FP.filter.partCode, applyQty: 1 }],
    });
    expect(noDealer.body.errors[0]).toMatchObject({ field: 'dealerCode', code: 'REQUIRED' });
    const forOther = await admin.post('/api/v1/popp', {
      dealerCode: 'D0060',
      poppType: 'special',
      warehouseCode: 'W01',
      lines: [{ partCode: FP.filter.partCode, applyQty: 1 }],
    });
    expectError(forOther, 422, 'POPP_DEALER_NOT_ALLOWED');
    const dealer1 = client(t, await t.login('dealer'));
    expect((await dealer1.get(`/api/v1/popp/${popp.id}`)).statusCode).toBe(404);
  });

  it('the list filters by status and type and pages', async () => {
    // this test's closed POPP and the demo data's, newest first
    const closed = await specialist.get('/api/v1/popp?status=5&poppType=regular&pageSize=1');
    expect(closed.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(closed.body.data.items[0].id).toBe(popp.id);
    const mine = await dealer.get('/api/v1/popp?page=1&pageSize=2');
    expect(mine.body.data.total).toBe(3);
    expect(mine.body.data.items).toHaveLength(2);
  });
});
