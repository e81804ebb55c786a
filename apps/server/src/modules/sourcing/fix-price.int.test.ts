import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { interfaceMessages } from '../../platform/outbox/outbox.tables';
import { parts } from '../parts/parts.tables';
import { expectError, insertSourcingParts, SP } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['hq', 'dealer', 'supplier'], { clock, setup: (app) => insertSourcingParts(app) });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.call(t.tokens.hq, method, url, body);
const input = {
  partCode: SP.parent,
  supplierCode: 'S001',
  currency: 'JPY',
  purchasePrice: '1000.00',
  exchangeRate: '0.05',
  priceType: 'new',
  effectiveFrom: '2026-12-01',
};
const create = async () => {
  const res = await call('POST', '/api/v1/fix-prices', input);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const step = (name: string, ids: number[]) => call('POST', `/api/v1/fix-prices/${name}`, { ids });
const pkg = (packageNo: string, name: string, body: Record<string, unknown> = {}) =>
  call('POST', `/api/v1/fix-prices/packages/${packageNo}/${name}`, body);

describe('fix price statuses and guards (spec §4)', () => {
  it('refuses an exchange rate other than 1 for CNY', async () => {
    const res = await call('POST', '/api/v1/fix-prices', { ...input, currency: 'CNY', exchangeRate: '2' });
    expectError(res, 422, 'FIX_PRICE_EXCHANGE_RATE_INVALID');
  });

  it('calculate and package need pricing; modify, delete and type import need unaudited', async () => {
    const fp = await create();
    expect(fp).toMatchObject({ status: 0, fixPriceNo: expect.stringMatching(/^FP20261121\d{4}$/) });
    expectError(await step('calculate', [fp.id]), 409, 'FIX_PRICE_NOT_PRICING');
    expectError(
      await call('POST', '/api/v1/fix-prices/packages', { ids: [fp.id] }),
      409,
      'FIX_PRICE_NOT_PRICING',
    );

    expect((await step('start-pricing', [fp.id])).json().data[0].status).toBe(1);
    expectError(await step('start-pricing', [fp.id]), 409, 'FIX_PRICE_NOT_UNAUDITED');
    expectError(
      await call('PUT', `/api/v1/fix-prices/${fp.id}`, { ...input, version: 1 }),
      409,
      'FIX_PRICE_NOT_MODIFIABLE',
    );
    expectError(
      await call('DELETE', `/api/v1/fix-prices/${fp.id}?version=1`),
      409,
      'FIX_PRICE_NOT_DELETABLE',
    );
    const typeImport = await call('POST', '/api/v1/fix-prices/type-import', {
      items: [{ id: fp.id, priceType: 'change' }],
    });
    expectError(typeImport, 409, 'FIX_PRICE_TYPE_IMPORT_NOT_ALLOWED');
    expectError(
      await call('POST', '/api/v1/fix-prices/packages', { ids: [fp.id] }),
      422,
      'FIX_PRICE_NOT_CALCULATED',
    );

    const calculated = (await step('calculate', [fp.id])).json().data[0];
    // 1000 JPY × 0.05 = 50.00 CNY; ordinary × 1.30, rush × 1.45, suggested retail × 1.60
    expect(calculated).toMatchObject({
      priceOrdinary: '65.00',
      priceRush: '72.50',
      priceSuggestedRetail: '80.00',
    });
  });

  it('an unaudited fix price is modified, typed and deleted', async () => {
    const fp = await create();
    const modified = await call('PUT', `/api/v1/fix-prices/${fp.id}`, {
      ...input,
      purchasePrice: '900',
      version: 0,
    });
    expect(modified.json().data).toMatchObject({ purchasePrice: '900.00', version: 1 });
    const typed = await call('POST', '/api/v1/fix-prices/type-import', {
      items: [{ id: fp.id, priceType: 'temporary' }],
    });
    expect(typed.json().data[0].priceType).toBe('temporary');
    expect((await call('DELETE', `/api/v1/fix-prices/${fp.id}?version=2`)).statusCode).toBe(200);
  });

  it('package audit needs pending audit; cancel needs BPM waitcreate, cancel or reject; approval sets the part prices', async () => {
    const fp = await create();
    await step('start-pricing', [fp.id]);
    await step('calculate', [fp.id]);
    const packaged = (await call('POST', '/api/v1/fix-prices/packages', { ids: [fp.id] })).json().data;
    expect(packaged).toMatchObject({
      bpmStatus: 'waitcreate',
      items: [expect.objectContaining({ status: 2 })],
    });
    const no = packaged.packageNo;

    expect((await pkg(no, 'submit')).json().data.bpmStatus).toBe('approving');
    expectError(await pkg(no, 'submit'), 409, 'FIX_PRICE_PACKAGE_NOT_SUBMITTABLE');
    expectError(await pkg(no, 'cancel'), 409, 'FIX_PRICE_PACKAGE_NOT_CANCELLABLE');
    expect((await pkg(no, 'withdraw')).json().data.bpmStatus).toBe('cancel');
    expectError(await pkg(no, 'withdraw'), 409, 'FIX_PRICE_PACKAGE_NOT_WITHDRAWABLE');
    expectError(await pkg(no, 'audit', { decision: 'approve' }), 409, 'FIX_PRICE_NOT_PENDING_AUDIT');
    const cancelled = (await pkg(no, 'cancel')).json().data;
    expect(cancelled.items[0]).toMatchObject({ status: 1, packageNo: null, bpmStatus: null });

    const second = (await call('POST', '/api/v1/fix-prices/packages', { ids: [fp.id] })).json().data
      .packageNo;
    expectError(await pkg(second, 'audit', { decision: 'reject' }), 400, 'REQUIRED');
    expect(
      (await pkg(second, 'audit', { decision: 'reject', opinion: '价格偏高' })).json().data.bpmStatus,
    ).toBe('reject');
    expectError(await pkg(second, 'audit', { decision: 'approve' }), 409, 'FIX_PRICE_NOT_PENDING_AUDIT');
    expect((await pkg(second, 'cancel')).statusCode).toBe(200);

    const third = (await call('POST', '/api/v1/fix-prices/packages', { ids: [fp.id] })).json().data.packageNo;
    const approved = await pkg(third, 'audit', { decision: 'approve', opinion: '同意' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      bpmStatus: 'approved',
      items: [expect.objectContaining({ status: 3 })],
    });
    const [part] = await t.ctx.db.select().from(parts).where(eq(parts.partCode, SP.parent));
    expect({ ordinary: part.priceOrdinary, rush: part.priceRush, retail: part.priceSuggestedRetail }).toEqual(
      {
        ordinary: '65.00',
        rush: '72.50',
        retail: '80.00',
      },
    );
    const [msg] = await t.ctx.db
      .select()
      .from(interfaceMessages)
      .where(eq(interfaceMessages.businessKey, third));
    expect(msg).toMatchObject({ interfaceCode: 'srmFixPrice', itemCount: 1 });

    expectError(await pkg(third, 'audit', { decision: 'approve' }), 409, 'FIX_PRICE_NOT_PENDING_AUDIT');
    expectError(await pkg(third, 'cancel'), 409, 'FIX_PRICE_PACKAGE_NOT_CANCELLABLE');
    const history = (await call('GET', `/api/v1/fix-prices/${fp.id}`)).json().data.history;
    expect(history.at(-1)).toMatchObject({
      action: 'auditPackage',
      fromStatus: 2,
      toStatus: 3,
      opinion: '同意',
    });
  });

  it('is head-office only', async () => {
    expect((await t.call(t.tokens.dealer, 'GET', '/api/v1/fix-prices')).statusCode).toBe(403);
    expect((await t.call(t.tokens.supplier, 'GET', '/api/v1/fix-prices')).statusCode).toBe(403);
  });
});
