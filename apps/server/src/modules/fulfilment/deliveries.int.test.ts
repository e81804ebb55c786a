import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FP, fulfil, orderLineValues, submitOrder, useFlowApp } from '../../../test/builders';
import { type Client, client } from '../../../test/client';
import { clientRefusedOf } from '../../../test/refusals';
import { orderState } from '../../../test/state';

describe('delivery receipt confirmation and balance change detail', () => {
  const { t, dealer, wh } = useFlowApp(
    [
      [FP.filter.partCode, 'A-01-01', 50],
      [FP.pad.partCode, 'B-01-01', 50],
    ],
    { D0001: ['100000.00', '0.00'], D0002: ['100000.00', '0.00'] },
  );
  const refused = clientRefusedOf(t);
  let order: { id: number; dealerOrderNo: string };
  let shipBillId: number;
  let lines: { id: number; shippedQty: number; receivableQty: number }[];

  const confirm = (body: unknown) => (c: Client) => c.post(`/api/v1/deliveries/${shipBillId}/confirm`, body);

  beforeAll(async () => {
    order = await submitOrder(dealer, [
      { partCode: FP.filter.partCode, qty: 4 },
      { partCode: FP.pad.partCode, qty: 6 },
    ]);
    shipBillId = (await fulfil(wh, order.id)).shipBillId;
    lines = (await dealer.get(`/api/v1/deliveries/${shipBillId}`)).body.data.lines;
  });

  it('refuses a received qty above the receivable qty', async () => {
    const body = await refused('dealer', 422, 'RECEIVE_QTY_EXCEEDS_RECEIVABLE').request(
      confirm({ receiveDate: '2026-11-21', lines: [{ id: lines[0].id, receivedQty: 5 }] }),
    );
    expect(body.errors[0].field).toBe('lines[0].receivedQty');
  });

  it('requires a remark when the received qty differs', async () => {
    const body = await refused('dealer', 422, 'REMARK_REQUIRED_WHEN_QTY_DIFFERS').request(
      confirm({ receiveDate: '2026-11-21', lines: [{ id: lines[0].id, receivedQty: 3 }] }),
    );
    expect(body.errors[0].field).toBe('lines[0].remark');
  });

  it('refuses a receive date after today or before this business month, and a negative qty', async () => {
    for (const receiveDate of ['2026-11-22', '2026-10-31']) {
      const body = await refused('dealer', 422, 'RECEIVE_DATE_OUT_OF_RANGE').request(
        confirm({ receiveDate, lines: [{ id: lines[0].id, receivedQty: 4 }] }),
      );
      expect(body.message).toContain('2026-11-01');
    }
    await refused('dealer', 422, 'RECEIVE_QTY_INVALID').request(
      confirm({ receiveDate: '2026-11-21', lines: [{ id: lines[0].id, receivedQty: -1 }] }),
    );
  });

  it('refuses a receive date before the ship date, even within this business month', async () => {
    const body = await refused('dealer', 422, 'RECEIVE_DATE_BEFORE_SHIP_DATE').request(
      confirm({ receiveDate: '2026-11-20', lines: [{ id: lines[0].id, receivedQty: 4 }] }),
    );
    expect(body.errors[0].field).toBe('receiveDate');
    expect(body.message).toContain('2026-11-21');
  });

  it('hides the delivery from another dealer (404) and from its list', async () => {
    const dealer2 = client(t, await t.login('dealer2'));
    expect((await dealer2.get(`/api/v1/deliveries/${shipBillId}`)).statusCode).toBe(404);
    const res = await dealer2.post(`/api/v1/deliveries/${shipBillId}/confirm`, {
      receiveDate: '2026-11-21',
      lines: [{ id: lines[0].id, receivedQty: 4 }],
    });
    expect(res.statusCode).toBe(404);
    expect((await dealer2.get('/api/v1/deliveries')).body.data.total).toBe(0);
    expect(
      (await wh.post(`/api/v1/deliveries/${shipBillId}/confirm`, { receiveDate: '2026-11-21', lines: [] }))
        .statusCode,
    ).toBe(403);
  });

  it('confirms partially: one line now, the other later with a shortage and remark; then the order is finished', async () => {
    const first = await dealer.post(`/api/v1/deliveries/${shipBillId}/confirm`, {
      receiveDate: '2026-11-21',
      lines: [{ id: lines[0].id, receivedQty: 4 }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.body.data.status).toBe(0);
    expect(first.body.data.lines.map((l: { receivableQty: number }) => l.receivableQty)).toEqual([0, 6]);
    expect(
      (await dealer.get(`/api/v1/deliveries?status=unconfirmed&dealerOrderNo=${order.dealerOrderNo}`)).body
        .data.total,
    ).toBe(1);
    await refused('dealer', 409, 'DELIVERY_ALREADY_CONFIRMED').request(
      confirm({ receiveDate: '2026-11-21', lines: [{ id: lines[0].id, receivedQty: 0 }] }),
    );
    expect((await orderState(t, order.id)).status).toBe(8);

    const second = await dealer.post(`/api/v1/deliveries/${shipBillId}/confirm`, {
      receiveDate: '2026-11-21',
      lines: [{ id: lines[1].id, receivedQty: 5, remark: '少一件，已拍照' }],
    });
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toMatchObject({
      status: 1,
      receiveDate: '2026-11-21',
      deliveryQty: 10,
      receivedQty: 9,
    });
    expect(second.body.data.lines[1]).toMatchObject({
      receivedQty: 5,
      remark: '少一件，已拍照',
      receivableQty: 0,
    });
    expect(await orderLineValues(dealer, order.id, 'sendQty', 'receivedQty')).toEqual([
      [4, 4],
      [6, 5],
    ]);
    expect((await orderState(t, order.id)).status).toBe(9);
    await refused('dealer', 409, 'DELIVERY_ALREADY_CONFIRMED').request(
      confirm({ receiveDate: '2026-11-21', lines: [{ id: lines[1].id, receivedQty: 0 }] }),
    );
    const filtered = await dealer.get(
      `/api/v1/deliveries?status=confirmed&dealerOrderNo=${order.dealerOrderNo}`,
    );
    expect(filtered.body.data.items.map((d: { id: number }) => d.id)).toEqual([shipBillId]);
  });

  it('shows balance changes: the dealer its own, head office all with a dealer filter; exports them', async () => {
    const dealer2 = client(t, await t.login('dealer2'));
    const other = await submitOrder(dealer2, [{ partCode: FP.pad.partCode, qty: 2 }]);
    await fulfil(wh, other.id);

    const own = await dealer.get('/api/v1/balance-changes');
    expect(own.body.data.items.every((r: { dealerCode: string }) => r.dealerCode === 'D0001')).toBe(true);
    const mine = await dealer.get(`/api/v1/balance-changes?businessNo=${order.dealerOrderNo}A`);
    expect(mine.body.data.items).toEqual([
      expect.objectContaining({
        dealerCode: 'D0001',
        businessType: 'shipment',
        changeAmount: '-475.00',
        balanceExcludingTax: '-420.35',
      }),
    ]);
    const onlyOther = await dealer.get('/api/v1/balance-changes?dealerCode=D0002');
    expect(onlyOther.body.data.total).toBe(0);
    const hq = client(t, await t.login('hq'));
    expect((await hq.get('/api/v1/balance-changes')).body.data.total).toBe(own.body.data.total + 1);
    const filtered = await hq.get('/api/v1/balance-changes?dealerCode=D0002');
    expect(filtered.body.data.items.map((r: { changeAmount: string }) => r.changeAmount)).toEqual(['-25.00']);
    await refused('dealer', 400, 'DATE_RANGE_INVALID').get(
      '/api/v1/balance-changes?dateFrom=2026-11-21&dateTo=2026-11-01',
    );
    expect((await wh.get('/api/v1/balance-changes')).statusCode).toBe(403);

    const file = await dealer.get(`/api/v1/balance-changes/export?businessNo=${order.dealerOrderNo}A`);
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(6).value).toBe(`${order.dealerOrderNo}A`);
    // the business type with its label, not the bare code
    expect(sheet.getRow(2).getCell(5).value).toBe('shipment 发运结算');
  });

  it('exports the delivery list for the dealer and the ship bill and pick bill lists for the warehouse', async () => {
    const workbook = async (c: Client, url: string) => {
      const file = await c.get(url);
      expect(file.statusCode, String(file.body)).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.raw as unknown as ArrayBuffer);
      return book.worksheets[0];
    };
    const deliveries = await workbook(
      dealer,
      `/api/v1/deliveries/export?dealerOrderNo=${order.dealerOrderNo}`,
    );
    expect(deliveries.rowCount).toBe(2);
    expect(deliveries.getRow(2).getCell(1).value).toBe(`${order.dealerOrderNo}A`);
    expect(deliveries.getRow(2).getCell(12).value).toBe('1 已确认');
    const shipBills = await workbook(
      wh,
      `/api/v1/warehouse/ship-bills/export?dealerOrderNo=${order.dealerOrderNo}`,
    );
    expect(shipBills.rowCount).toBe(2);
    expect(shipBills.getRow(2).getCell(2).value).toBe(order.dealerOrderNo);
    const pickBills = await workbook(wh, '/api/v1/warehouse/pick-bills/export');
    expect(pickBills.rowCount).toBeGreaterThan(1);
    expect(String(pickBills.getRow(2).getCell(1).value)).toMatch(/^PK\d{12}$/);
    expect((await dealer.get('/api/v1/warehouse/ship-bills/export')).statusCode).toBe(403);
  });
});
