import { vinCheckDigit } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import {
  ACCIDENT_PLATE,
  ACCIDENT_VIN,
  enterAccidentOrder,
  importSettlement,
  refused,
  settlementId,
} from '../../../test/accident-cars';
import { FP, insertFlowParts, normalOrder, setCredit, submitOrder } from '../../../test/builders';
import { type Client, clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { readXlsx } from '../../../test/xlsx';

import { accidentPartClasses } from './accident-cars.tables';

const VIN_STEM = 'LFV3A23C0P3000077';
/** A well-formed VIN (valid check digit) that is not in the vehicle register. */
const UNREGISTERED_VIN = `${VIN_STEM.slice(0, 8)}${vinCheckDigit(VIN_STEM)}${VIN_STEM.slice(9)}`;

/**
 * Accident car orders and settlement contracts through the API (spec §2, §3, §5): Excel import and
 * scoped list of settlement contracts, entering and converting accident orders with the VIN, plate and
 * settlement checks, the per-line DFS / oil auxiliary refusal, and other dealers' 404s.
 */
describe('accident car orders and settlement contracts', () => {
  const t = useTestApp(['dealer', 'dealer2', 'hq', 'area-manager'] as const, {
    setup: async (t) => {
      await insertFlowParts(t);
      await setCredit(t, 'D0001', '500000.00', '500000.00');
      await setCredit(t, 'D0002', '500000.00', '500000.00');
      await t.ctx.db.insert(accidentPartClasses).values([
        { partCode: FP.pad.partCode, partClass: 'dfs', preAccidentLoading: false },
        { partCode: FP.plug.partCode, partClass: 'oilAuxiliary', preAccidentLoading: true },
      ]);
    },
  });
  const dealer = clientOf(t, 'dealer');
  const dealer2 = clientOf(t, 'dealer2');

  it('imports settlement contracts (a dealer only its own) and lists them with totals and signing date', async () => {
    const ok = await importSettlement(t, t.tokens.dealer, 'WX-T-1', '2026-11-01 00:30');
    expect(ok.data).toMatchObject({ status: 'succeeded', inserted: 1 });
    const other = await importSettlement(t, t.tokens.dealer, 'WX-T-2', '2026-11-01 10:00', 'D0002');
    expect(other.data.status).toBe('failed');
    expect(JSON.stringify(other.data.errors)).toContain('D0001');
    const id = await settlementId(dealer, 'WX-T-1');
    const detail = (await dealer.get(`/api/v1/settlement-contracts/${id}`)).body.data;
    expect(detail).toMatchObject({
      labourAmount: '800.00',
      partsAmount: '9000.00',
      preDiscountTotal: '10000.00',
      totalAmount: '9800.00',
      // 00:30 in Shanghai is the previous day in UTC: the signing date is the business date
      signingDate: '2026-11-01',
    });
    expect(detail.lines).toHaveLength(2);
    expect((await dealer2.get(`/api/v1/settlement-contracts/${id}`)).statusCode).toBe(404);
    expect((await dealer2.get('/api/v1/settlement-contracts?contractNo=WX-T-1')).body.data.total).toBe(0);
  });

  it('enters an accident car order: placed as a submitted dealer order with the accident data', async () => {
    const settlement = await settlementId(dealer, 'WX-T-1');
    const order = await enterAccidentOrder(dealer, {
      plateNo: ACCIDENT_PLATE,
      settlementContractId: settlement,
      lines: [{ partCode: FP.filter.partCode, qty: 2 }],
    });
    expect(order).toMatchObject({
      status: 3,
      source: 'entered',
      vin: ACCIDENT_VIN,
      settlementNo: 'JSWX-T-1',
      amount: '200.00',
      shippedAmount: '0.00',
      unshippedAmount: '200.00',
    });
    const list = await dealer.get(`/api/v1/accident-car-orders?vin=${ACCIDENT_VIN}&status=3`);
    expect(list.body.data.items.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await dealer2.get(`/api/v1/accident-car-orders/${order.id}`)).statusCode).toBe(404);
  });

  /** Entering an order of the accident vehicle from W01, `over` added to the body. */
  const entry = (over: Record<string, unknown>) => (c: Client) =>
    c.post('/api/v1/accident-car-orders', {
      orderWarehouseCode: 'W01',
      vin: ACCIDENT_VIN,
      plateNo: ACCIDENT_PLATE,
      ...over,
    });

  it('refuses a DFS line, naming the part', async () => {
    const lines = [FP.filter, FP.pad, FP.plug].map((p) => ({ partCode: p.partCode, qty: 1 }));
    const dfs = await refused(
      t,
      t.tokens.dealer,
      entry({ lines }),
      422,
      'ACCIDENT_PART_NOT_ALLOWED',
      'lines[1].partCode',
    );
    expect(dfs.message).toContain(FP.pad.partCode);
    expect(dfs.errors).toHaveLength(1);
  });

  it.each([
    ['vin', UNREGISTERED_VIN, 'ACCIDENT_VIN_NOT_REGISTERED'],
    ['plateNo', '沪Z00000', 'ACCIDENT_PLATE_MISMATCH'],
  ])('refuses a %s unlike the register', async (field, value, code) => {
    const lines = [{ partCode: FP.filter.partCode, qty: 1 }];
    await refused(t, t.tokens.dealer, entry({ [field]: value, lines }), 422, code, field);
  });

  it('converts a submitted dealer order once; refuses drafts, DFS lines and other dealers', async () => {
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 1 }]);
    const body = { vin: ACCIDENT_VIN, plateNo: ACCIDENT_PLATE };
    expect(
      (await dealer2.post(`/api/v1/dealer-orders/${order.id}/convert-to-accident`, body)).statusCode,
    ).toBe(404);
    const noVin = await dealer.post(`/api/v1/dealer-orders/${order.id}/convert-to-accident`, {
      plateNo: ACCIDENT_PLATE,
    });
    expect([noVin.statusCode, noVin.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const converted = await dealer.post(`/api/v1/dealer-orders/${order.id}/convert-to-accident`, body);
    expect(converted.statusCode, JSON.stringify(converted.body)).toBe(200);
    expect(converted.body.data).toMatchObject({ dealerOrderNo: order.dealerOrderNo, source: 'converted' });
    // the order status query learns which of its orders are converted (in the caller's scope only)
    const byIds = `/api/v1/accident-car-orders?dealerOrderIds=${order.id},${order.id + 1000}`;
    expect((await dealer.get(byIds)).body.data.items.map((a: { id: number }) => a.id)).toEqual([
      converted.body.data.id,
    ]);
    expect((await dealer2.get(byIds)).body.data.total).toBe(0);
    expect((await dealer.get('/api/v1/accident-car-orders?dealerOrderIds=1,x')).statusCode).toBe(400);
    await refused(
      t,
      t.tokens.dealer,
      (c) => c.post(`/api/v1/dealer-orders/${order.id}/convert-to-accident`, body),
      409,
      'ACCIDENT_ORDER_EXISTS',
    );
    const draft = await dealer.post(
      '/api/v1/dealer-orders',
      normalOrder([{ partCode: FP.filter.partCode, qty: 1 }]),
    );
    await refused(
      t,
      t.tokens.dealer,
      (c) => c.post(`/api/v1/dealer-orders/${draft.body.data.id}/convert-to-accident`, body),
      409,
      'ACCIDENT_ORDER_NOT_CONVERTIBLE',
    );
    const withDfs = await submitOrder(dealer, [
      { partCode: FP.filter.partCode, qty: 1 },
      { partCode: FP.pad.partCode, qty: 4 },
    ]);
    await refused(
      t,
      t.tokens.dealer,
      (c) => c.post(`/api/v1/dealer-orders/${withDfs.id}/convert-to-accident`, body),
      422,
      'ACCIDENT_PART_NOT_ALLOWED',
      'lines[1].partCode',
    );
  });

  it("exports the list with its filters, in the dealer's scope, headers in the caller's language", async () => {
    const entered = async (c: typeof dealer): Promise<{ dealerOrderNo: string; dealerCode: string }> =>
      enterAccidentOrder(c, { lines: [{ partCode: FP.filter.partCode, qty: 1 }] });
    const theirs = await entered(dealer2);
    const mine = await entered(dealer);
    const sheet = async (c: typeof dealer, url: string) => {
      const file = await c.get(url);
      expect(file.statusCode).toBe(200);
      expect(String(file.headers['content-type'])).toContain('spreadsheetml');
      return [...(await readXlsx(file.raw)).values()][0];
    };
    const rows = await sheet(dealer, '/api/v1/accident-car-orders/export');
    expect(rows[0]).toEqual([
      '订单号',
      '订单状态',
      '订单类型',
      '经销商编号',
      '经销商名称',
      '订货仓库',
      '收货仓库',
      'VIN码',
      '车牌号',
      '结算单号',
      '订单金额',
      '已发货金额',
      '未发货金额',
      '提交时间',
      '来源',
    ]);
    const body = rows.slice(1);
    expect(body.length).toBeGreaterThan(0);
    // only the dealer's own orders: every row of D0001, the other dealer's order absent
    expect(new Set(body.map((r) => r[3]))).toEqual(new Set(['D0001']));
    expect(body.map((r) => r[0])).toContain(mine.dealerOrderNo);
    expect(body.map((r) => r[0])).not.toContain(theirs.dealerOrderNo);
    const theirRows = (await sheet(dealer2, '/api/v1/accident-car-orders/export')).slice(1);
    expect(theirRows.map((r) => [r[0], r[3]])).toEqual([[theirs.dealerOrderNo, 'D0002']]);
    // the list's filters apply; English headers and labels for an English caller
    const en = await sheet(
      clientOf(t, 'dealer', 'en-US'),
      `/api/v1/accident-car-orders/export?dealerOrderNo=${mine.dealerOrderNo}`,
    );
    expect(en[0]?.slice(0, 4)).toEqual(['Order no', 'Status', 'Order type', 'Dealer code']);
    expect(en.slice(1).map((r) => [r[0], r[7], r[14]])).toEqual([
      [mine.dealerOrderNo, ACCIDENT_VIN, 'entered Entered'],
    ]);
    expect((await clientOf(t, 'hq').get('/api/v1/accident-car-orders/export')).statusCode).toBe(403);
  });

  it('permissions: head office reads but cannot enter; an area manager cannot enter or import', async () => {
    expect((await clientOf(t, 'hq').get('/api/v1/accident-car-orders')).statusCode).toBe(403);
    const am = clientOf(t, 'area-manager');
    expect((await am.get('/api/v1/accident-car-orders')).statusCode).toBe(200);
    expect(
      (
        await am.post('/api/v1/accident-car-orders', {
          orderWarehouseCode: 'W01',
          vin: ACCIDENT_VIN,
          lines: [],
        })
      ).statusCode,
    ).toBe(403);
    const imported = await importSettlement(t, t.tokens['area-manager'], 'WX-T-9', '2026-11-01 10:00');
    expect(imported.code).toBe('FORBIDDEN');
  });
});
