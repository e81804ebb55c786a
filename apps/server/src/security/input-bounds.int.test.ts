import { errorMessage, VALUE_LIMIT_PARAMS } from '@spm/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertTestParts, normalOrder, P } from '../../test/builders';
import { clientOf } from '../../test/client';
import { useTestApp } from '../../test/helpers';
import { expectError } from '../../test/refusals';
import { parts } from '../modules/parts/parts.tables';

/**
 * Input bounds (issue "Hardening", findings 5 and 6): impossible calendar dates are a 400
 * VALIDATION_FAILED naming the field in every filter and body, never a 500 nor a silently shifted date;
 * quantities beyond 99,999,999 are refused by the contract, and an amount beyond numeric(18,2) is the
 * coded 422 VALUE_OUT_OF_RANGE, never a 500.
 */

const IMPOSSIBLE_DATES = ['2026-02-30', '0000-00-00', '2026-13-01', '2026-00-10', '2025-02-29'];
const HUGE_PRICE = '99999999999999.99';

const t = useTestApp(['dealer', 'admin'], {
  setup: async (t) => {
    await insertTestParts(t);
    await t.ctx.db.update(parts).set({ priceOrdinary: HUGE_PRICE }).where(eq(parts.partCode, P.embargo));
    await t.ctx.db.update(parts).set({ embargo: false }).where(eq(parts.partCode, P.embargo));
  },
});
const dealer = clientOf(t, 'dealer', 'en-US');
const admin = clientOf(t, 'admin', 'en-US');

const expectFieldRefused = (res: { statusCode: number; body: Record<string, unknown> }, field: string) => {
  expectError(res, 400, 'VALIDATION_FAILED');
  expect((res.body.errors as { field: string }[]).map((e) => e.field)).toContain(field);
};

describe('impossible dates', () => {
  it.each(IMPOSSIBLE_DATES)(
    'balance changes: dateFrom=%s is 400 on the field, list and export',
    async (date) => {
      expectFieldRefused(await dealer.get(`/api/v1/balance-changes?dateFrom=${date}`), 'dateFrom');
      expectFieldRefused(await dealer.get(`/api/v1/balance-changes?dateTo=${date}`), 'dateTo');
      expectFieldRefused(
        await dealer.post('/api/v1/balance-changes/export/jobs', { dateFrom: date }),
        'dateFrom',
      );
    },
  );

  it.each(IMPOSSIBLE_DATES)(
    'part pictures, order and delivery filters: %s is 400, never shifted',
    async (date) => {
      expectFieldRefused(await admin.get(`/api/v1/part-images?uploadedFrom=${date}`), 'uploadedFrom');
      expectFieldRefused(
        await dealer.get(`/api/v1/dealer-orders/unsubmitted?createDateFrom=${date}`),
        'createDateFrom',
      );
      expectFieldRefused(await dealer.get(`/api/v1/dealer-orders?submitDateTo=${date}`), 'submitDateTo');
    },
  );

  it('a real date still filters (leap day of a leap year)', async () => {
    expect((await dealer.get('/api/v1/balance-changes?dateFrom=2024-02-29')).statusCode).toBe(200);
  });
});

describe('quantity and amount overflow', () => {
  const tooMany = 2_147_483_648;

  it('order qty 2147483648 on create, update and quote is 400 on lines[0].qty', async () => {
    expectFieldRefused(
      await dealer.post('/api/v1/dealer-orders', normalOrder([{ partCode: P.ok, qty: tooMany }])),
      'lines.0.qty',
    );
    expectFieldRefused(
      await dealer.post('/api/v1/dealer-orders/line-quotes', {
        orderType: 'Normal',
        orderWarehouseCode: 'W01',
        lines: [{ partCode: P.ok, qty: tooMany }],
      }),
      'lines.0.qty',
    );
    const draft = await dealer.post('/api/v1/dealer-orders', normalOrder([{ partCode: P.ok, qty: 1 }]));
    expect(draft.statusCode, JSON.stringify(draft.body)).toBe(200);
    const { id, version } = (draft.body as { data: { id: number; version: number } }).data;
    expectFieldRefused(
      await dealer.put(`/api/v1/dealer-orders/${id}`, {
        ...normalOrder([{ partCode: P.ok, qty: tooMany }]),
        version,
      }),
      'lines.0.qty',
    );
    expectFieldRefused(
      await dealer.post('/api/v1/dealer-orders', normalOrder([{ partCode: P.ok, qty: 100_000_000 }])),
      'lines.0.qty',
    );
  });

  it('qty 1000 × price 99999999999999.99 is the coded 422 VALUE_OUT_OF_RANGE on the line, in the quote a line problem', async () => {
    const lines = [{ partCode: P.embargo, qty: 1000 }];
    const created = await dealer.post('/api/v1/dealer-orders', normalOrder(lines));
    expect(created.statusCode, JSON.stringify(created.body)).toBe(422);
    expect(created.body).toMatchObject({
      code: 'VALUE_OUT_OF_RANGE',
      message: errorMessage('VALUE_OUT_OF_RANGE', 'en-US', VALUE_LIMIT_PARAMS),
      errors: [{ field: 'lines[0].qty', code: 'VALUE_OUT_OF_RANGE' }],
    });
    expect(created.body.message).toContain('99,999,999');
    const quoted = await dealer.post('/api/v1/dealer-orders/line-quotes', {
      orderType: 'Normal',
      orderWarehouseCode: 'W01',
      lines,
    });
    expect(quoted.statusCode, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.data[0].problem).toMatchObject({ code: 'VALUE_OUT_OF_RANGE' });
  });
});
