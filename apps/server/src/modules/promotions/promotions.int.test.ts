import { describe, expect, it } from 'vitest';
import { FILTER_PROMOTION, FP, fulfil, insertFlowParts, putStock, setCredit } from '../../../test/builders';
import { client, clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { clientRefusedOf } from '../../../test/refusals';
import { balanceRowsOf, creditOf } from '../../../test/state';

/**
 * Promotion parts through the API (spec §2 `/promotionPartsQuery/index`, §8 "promotion rebate follows
 * actual shipped qty"): head office defines a promotion, the dealer orders at the promotion price, the
 * order is shipped short and only the shipped qty's rebate is credited; period, per-dealer limit and
 * price rules broken.
 */
describe('promotion parts: order at the promotion price, rebate on the shipped qty', () => {
  const t = useTestApp(['hq', 'dealer', 'dealer2', 'wh'], {
    setup: async (t) => {
      await insertFlowParts(t);
      // 6 pieces in stock: an order of 10 ships 6 and backorders 4
      await putStock(t, FP.filter.partCode, 'W01', 'A-01-01', 6);
      await setCredit(t, 'D0001', '10000.00', '5000.00', '0.00');
    },
  });
  const { tokens } = t;
  const hq = clientOf(t, 'hq');
  const refused = clientRefusedOf(t);
  const dealer = clientOf(t, 'dealer');
  let promotionId: number;

  it('head office defines a promotion; price, rebate and period are checked', async () => {
    const broken: [Record<string, string>, number, string][] = [
      [{ promotionPrice: '100.00' }, 422, 'PROMOTION_PRICE_INVALID'],
      [{ rebateType: 'perPiece', rebateValue: '80' }, 422, 'PROMOTION_REBATE_INVALID'],
      [{ endDate: '2026-10-31' }, 400, 'DATE_RANGE_INVALID'],
    ];
    for (const [change, status, code] of broken) {
      await refused('hq', status, code).post('/api/v1/promotions', { ...FILTER_PROMOTION, ...change });
    }
    await refused('dealer', 403, 'FORBIDDEN').post('/api/v1/promotions', FILTER_PROMOTION);
    const created = await hq.post('/api/v1/promotions', FILTER_PROMOTION);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      salesPrice: '100.00',
      promotionPrice: '80.00',
      rebatePerPiece: '4.00',
    });
    promotionId = created.body.data.id;
    const listed = await dealer.get('/api/v1/promotions?activeOn=2026-11-21');
    expect(listed.body.data.items.map((p: { id: number }) => p.id)).toContain(promotionId);
  });

  it('the dealer orders at the promotion price; shipped short, the rebate of the shipped qty only is credited', async () => {
    const ordered = await dealer.post(`/api/v1/promotions/${promotionId}/orders`, {
      orderWarehouseCode: 'W01',
      qty: 10,
    });
    expect(ordered.statusCode, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.data).toMatchObject({ amount: '800.00', expectedRebate: '40.00' });
    const orderId = ordered.body.data.orderId;
    expect(await creditOf(t, 'D0001')).toEqual({
      availableBalance: '5000.00',
      submittedNotSettled: '800.00',
    });

    const wh = client(t, tokens.wh);
    const { shipBillNo } = await fulfil(wh, orderId);

    const lines = await dealer.get(`/api/v1/promotions/order-lines?orderId=${orderId}`);
    expect(lines.body.data.items).toEqual([
      expect.objectContaining({
        qty: 10,
        shippedQty: 6,
        promotionPrice: '80.00',
        amount: '800.00',
        rebatePerPiece: '4.00',
        expectedRebate: '40.00',
        creditedRebate: '24.00',
      }),
    ]);
    // 6 × 80.00 settled, 6 × 4.00 credited: 5000.00 − 480.00 + 24.00
    expect(await creditOf(t, 'D0001')).toEqual({
      availableBalance: '4544.00',
      submittedNotSettled: '320.00',
    });
    const rows = (await balanceRowsOf(t, 'D0001')).filter((r) => r.businessNo === shipBillNo);
    expect(rows.map((r) => [r.businessType, r.changeAmount, r.balanceExcludingTax])).toEqual([
      ['shipment', '-480.00', '4000.00'],
      ['promotionRebate', '24.00', '4021.24'],
    ]);
    const other = await client(t, tokens.dealer2).get(`/api/v1/promotions/order-lines?orderId=${orderId}`);
    expect(other.body.data.items).toEqual([]);
  });

  it('the per-dealer qty limit counts what the dealer has ordered; another dealer has its own', async () => {
    const overLimit = await refused('dealer', 422, 'PROMOTION_QTY_LIMIT_EXCEEDED').post(
      `/api/v1/promotions/${promotionId}/orders`,
      { orderWarehouseCode: 'W01', qty: 3 },
    );
    expect(overLimit.errors[0].field).toBe('qty');
    await setCredit(t, 'D0002', '10000.00', '0.00', '0.00');
    const other = await client(t, tokens.dealer2).post(`/api/v1/promotions/${promotionId}/orders`, {
      orderWarehouseCode: 'W01',
      qty: 3,
    });
    expect(other.statusCode, JSON.stringify(other.body)).toBe(200);
    const mine = await dealer.post(`/api/v1/promotions/${promotionId}/orders`, {
      orderWarehouseCode: 'W01',
      qty: 2,
    });
    expect(mine.statusCode, JSON.stringify(mine.body)).toBe(200);
    const listed = await dealer.get('/api/v1/promotions');
    expect(listed.body.data.items.find((p: { id: number }) => p.id === promotionId).orderedQty).toBe(12);
  });

  it('a promotion is ordered only within its period', async () => {
    const later = await hq.post('/api/v1/promotions', {
      ...FILTER_PROMOTION,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(later.statusCode, JSON.stringify(later.body)).toBe(200);
    await refused('dealer2', 409, 'PROMOTION_NOT_ACTIVE').post(
      `/api/v1/promotions/${later.body.data.id}/orders`,
      { orderWarehouseCode: 'W01', qty: 1 },
    );
  });
});
