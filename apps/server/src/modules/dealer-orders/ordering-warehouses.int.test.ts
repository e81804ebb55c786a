import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalOrder, orderTestData, P, setCredit } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { exceljsXlsx, multipartFile } from '../../../test/xlsx';

// Demo ordering warehouses: D0001 (dealer) has default W03 and ordering warehouses W01, W02, W03.
const t = useTestApp(['dealer', 'hq'], { setup: orderTestData('100000.00') });
const dealerZh = clientOf(t, 'dealer');
const dealerEn = clientOf(t, 'dealer', 'en-US');
const hqZh = clientOf(t, 'hq');
const hqEn = clientOf(t, 'hq', 'en-US');

const line = [{ partCode: P.ok, qty: 1 }];
const draftCount = async () => (await dealerZh.get('/api/v1/dealer-orders/drafts')).body.data.total;
const agentDraftCount = async (dealerCode: string) =>
  (await hqZh.get(`/api/v1/dealer-orders/drafts?dealerCode=${dealerCode}`)).body.data.total;

/** A JSON answer as the test client reads it. */
type Answer = {
  statusCode: number;
  body: { code: string; message: string; errors: { field: string; code: string }[] };
};

/** Checks both answers refuse with WAREHOUSE_NOT_ORDERING on the order warehouse, worded per language. */
function expectNotOrdering(zh: Answer, en: Answer) {
  expect(zh.statusCode, JSON.stringify(zh.body)).toBe(422);
  expect(en.statusCode).toBe(422);
  expect(zh.body.code).toBe('WAREHOUSE_NOT_ORDERING');
  expect(en.body.code).toBe('WAREHOUSE_NOT_ORDERING');
  expect(zh.body.errors).toContainEqual(
    expect.objectContaining({ field: 'orderWarehouseCode', code: 'WAREHOUSE_NOT_ORDERING' }),
  );
  expect(zh.body.message).toContain('订货仓库');
  expect(en.body.message).toContain('is not an ordering warehouse of dealer');
}

describe('ordering warehouses (spec §2 dealer master)', () => {
  it('the dealer orders from its default warehouse and from a listed ordering warehouse', async () => {
    for (const code of ['W03', 'W01', 'W02']) {
      const res = await dealerZh.post(
        '/api/v1/dealer-orders',
        normalOrder(line, { orderWarehouseCode: code, receivingWarehouseCode: code }),
      );
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.orderWarehouseCode).toBe(code);
    }
  });

  it('refuses another warehouse for the dealer, in both languages, saving nothing', async () => {
    const before = await draftCount();
    const body = normalOrder(line, { orderWarehouseCode: 'W04', receivingWarehouseCode: 'W04' });
    const zh = await dealerZh.post('/api/v1/dealer-orders', body);
    const en = await dealerEn.post('/api/v1/dealer-orders', body);
    expectNotOrdering(zh, en);
    expect(en.body.message).toContain('W04');
    expect(en.body.message).toContain('D0001');
    expect(await draftCount()).toBe(before);
  });

  it('refuses it on head office’s order for the dealer too, and on editing a draft', async () => {
    const before = await agentDraftCount('D0001');
    const body = normalOrder(line, { dealerCode: 'D0001', orderWarehouseCode: 'W05' });
    expectNotOrdering(
      await hqZh.post('/api/v1/dealer-orders', body),
      await hqEn.post('/api/v1/dealer-orders', body),
    );
    expect(await agentDraftCount('D0001')).toBe(before);

    const draft = (await dealerZh.post('/api/v1/dealer-orders', normalOrder(line))).body.data;
    const edit = normalOrder(line, { orderWarehouseCode: 'W06', version: draft.version });
    expectNotOrdering(
      await dealerZh.put(`/api/v1/dealer-orders/${draft.id}`, edit),
      await dealerEn.put(`/api/v1/dealer-orders/${draft.id}`, edit),
    );
    const kept = (await dealerZh.get(`/api/v1/dealer-orders/${draft.id}`)).body.data;
    expect(kept).toMatchObject({ orderWarehouseCode: 'W01', version: draft.version });
  });

  it('re-checks on submit: a warehouse taken off the dealer since the save is refused, the order stays a draft', async () => {
    const draft = (
      await hqZh.post(
        '/api/v1/dealer-orders',
        normalOrder(line, { dealerCode: 'D0001', orderWarehouseCode: 'W02', receivingWarehouseCode: 'W02' }),
      )
    ).body.data;
    expect(draft.status).toBe(0);
    await t.ctx.db.execute(
      sql`delete from dealer_ordering_warehouses where dealer_code = 'D0001' and warehouse_code = 'W02'`,
    );
    try {
      const zh = await dealerZh.post(`/api/v1/dealer-orders/${draft.id}/submit`, { version: draft.version });
      const en = await dealerEn.post(`/api/v1/dealer-orders/${draft.id}/submit`, { version: draft.version });
      expectNotOrdering(zh, en);
      const kept = (await dealerZh.get(`/api/v1/dealer-orders/${draft.id}`)).body.data;
      expect(kept).toMatchObject({ status: 0, dealerOrderNo: null });
    } finally {
      await t.ctx.db.execute(
        sql`insert into dealer_ordering_warehouses (dealer_code, warehouse_code) values ('D0001', 'W02')`,
      );
    }
  });

  it('a dealer without ordering-warehouse rows orders from its default warehouse only', async () => {
    // D0005 (default W03) with its rows gone, as after an upgrade or a bulk load of dealers
    await t.ctx.db.execute(sql`delete from dealer_ordering_warehouses where dealer_code = 'D0005'`);
    await setCredit(t, 'D0005', '100000.00', '100000.00');
    const ok = await hqZh.post(
      '/api/v1/dealer-orders',
      normalOrder(line, { dealerCode: 'D0005', orderWarehouseCode: 'W03', receivingWarehouseCode: 'W03' }),
    );
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
    const body = normalOrder(line, { dealerCode: 'D0005', orderWarehouseCode: 'W01' });
    const zh = await hqZh.post('/api/v1/dealer-orders', body);
    const en = await hqEn.post('/api/v1/dealer-orders', body);
    expectNotOrdering(zh, en);
    expect(en.body.message).toContain('(ordering warehouses: W03)');
  });

  it('follows the dealer master: a warehouse added to the dealer can be ordered from', async () => {
    const before = normalOrder(line, { dealerCode: 'D0005', orderWarehouseCode: 'W04' });
    expectError(await hqZh.post('/api/v1/dealer-orders', before), 422, 'WAREHOUSE_NOT_ORDERING');
    await t.ctx.db.execute(
      sql`insert into dealer_ordering_warehouses (dealer_code, warehouse_code) values ('D0005', 'W04')`,
    );
    const after = await hqZh.post('/api/v1/dealer-orders', before);
    expect(after.statusCode, JSON.stringify(after.body)).toBe(200);
  });

  it('the order import refuses a row on another warehouse and saves no order of the file', async () => {
    const before = await draftCount();
    const file = await exceljsXlsx([
      ['Order type', 'Order warehouse', 'Receiving warehouse', 'Part code', 'Order qty'],
      ['Normal', 'W01', 'W01', P.ok, 2],
      ['Normal', 'W07', 'W07', P.ok, 1],
    ]);
    const upload = multipartFile(file, 'orders.xlsx');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dealer-orders/import',
      headers: { ...upload.headers, ...t.auth(t.tokens.dealer), 'accept-language': 'en-US' },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ status: 'failed', inserted: 0 });
    expect(answer.errors.map((e: { message: string }) => e.message).join(' ')).toContain(
      'Warehouse W07 is not an ordering warehouse of dealer D0001',
    );
    expect(await draftCount()).toBe(before);
  });
});
