import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, okOf } from '../../../test/client';
import { testClock, useTestApp } from '../../../test/helpers';
import { refusedOf } from '../../../test/refusals';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';
import { interfaceMessages } from '../../platform/outbox/outbox.tables';
import { PURCHASING_DEMO_PART as PART } from './purchasing.seed';
import type { PurchasingUser } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const users: PurchasingUser[] = ['buyer', 'supplier', 'supplier-admin', 'wh', 'hq', 'admin'];
const t = useTestApp(users, { clock });
const call = callerOf(t);
const ok = okOf(t);
const refused = refusedOf(t);
const PP = '/api/v1/po-prices';
const PO = '/api/v1/purchase-orders';

const draft = (lines: { partCode: string; qty: number }[], over: object = {}) =>
  ok('buyer', 'POST', PO, { supplierCode: 'S001', warehouseCode: 'W01', currency: 'CNY', lines, ...over });

describe('PO prices', () => {
  const body = {
    supplierCode: 'S001',
    partCode: PART,
    currency: 'JPY',
    unitPrice: '700',
    validFrom: '2026-12-01',
  };

  it('adds a price, refuses an overlapping period and an end before the start, and keeps every version', async () => {
    const created = await ok('buyer', 'POST', PP, { ...body, validTo: '2026-12-31' });
    expect(created).toMatchObject({
      currency: 'JPY',
      unitPrice: '700.00',
      validTo: '2026-12-31',
      source: 'manual',
    });
    await refused('buyer', 409, 'PO_PRICE_OVERLAP', 'validFrom').post(PP, {
      ...body,
      validFrom: '2026-12-31',
    });
    await refused('buyer', 422, 'PO_PRICE_VALIDITY_INVALID', 'validTo').post(PP, {
      ...body,
      validFrom: '2027-02-01',
      validTo: '2027-01-01',
    });
    const next = await ok('buyer', 'POST', PP, { ...body, validFrom: '2027-01-01', unitPrice: '720' });
    await refused('buyer', 409, 'PO_PRICE_OVERLAP').put(`${PP}/${next.id}`, {
      version: next.version,
      unitPrice: '720',
      validFrom: '2026-12-15',
    });
    const edited = await ok('buyer', 'PUT', `${PP}/${created.id}`, {
      version: created.version,
      unitPrice: '710.50',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
    });
    expect(edited).toMatchObject({ unitPrice: '710.50', updatedAt: clock.now().toISOString() });
    expect(edited.history.map((h: { action: string; unitPrice: string }) => [h.action, h.unitPrice])).toEqual(
      [
        ['create', '700.00'],
        ['edit', '710.50'],
      ],
    );
    const list = await ok('buyer', 'GET', `${PP}?partCode=${PART}&currency=JPY&validOn=2027-03-01`);
    expect(list.items.map((i: { unitPrice: string }) => i.unitPrice)).toEqual(['720.00']);
  });

  it('is head-office work: a supplier and other staff are refused', async () => {
    expect((await call('supplier', 'GET', PP)).statusCode).toBe(403);
    expect((await call('hq', 'POST', PP, body)).statusCode).toBe(403);
  });
});

describe('purchase orders', () => {
  it('proposes the part below its reorder point at W01, refilled to max stock in whole packages', async () => {
    const { items } = await ok('buyer', 'GET', `${PO}/proposal?warehouseCode=W01`);
    const line = items.find((i: { partCode: string }) => i.partCode === PART);
    expect(line).toMatchObject({
      onHandQty: 6,
      reorderPoint: 40,
      maxStock: 120,
      projectedQty: 6,
      proposedQty: 120,
      unitPrice: '45.00',
    });
  });

  it('places at the PO price valid today, sends it to SRM, and refuses a part without a price', async () => {
    const po = await draft([{ partCode: PART, qty: 30 }]);
    expect(po.status).toBe(0);
    const placed = await ok('buyer', 'POST', `${PO}/${po.id}/place`, { version: po.version });
    expect(placed).toMatchObject({ status: 1, totalAmount: '1350.00' });
    expect(placed.lines[0]).toMatchObject({ unitPrice: '45.00', amount: '1350.00', openQty: 30 });
    const sent = await t.ctx.db
      .select()
      .from(interfaceMessages)
      .where(
        and(
          eq(interfaceMessages.interfaceCode, 'srmPurchaseOrder'),
          eq(interfaceMessages.businessKey, po.poNo),
        ),
      );
    expect(sent).toHaveLength(1);
    await refused('buyer', 409, 'PO_STATUS_INVALID').put(`${PO}/${po.id}`, {
      version: placed.version,
      supplierCode: 'S001',
      warehouseCode: 'W01',
      currency: 'CNY',
      lines: [{ partCode: PART, qty: 1 }],
    });

    const euro = await draft([{ partCode: PART, qty: 10 }], { currency: 'EUR' });
    await refused('buyer', 422, 'PO_PRICE_MISSING', 'lines[0].partCode').post(`${PO}/${euro.id}/place`, {
      version: euro.version,
    });
    await refused('buyer', 422, 'PO_DUPLICATE_PART', 'lines[1].partCode').post(PO, {
      supplierCode: 'S001',
      warehouseCode: 'W01',
      currency: 'CNY',
      lines: [
        { partCode: PART, qty: 1 },
        { partCode: PART, qty: 2 },
      ],
    });
    const cancelled = await ok('buyer', 'POST', `${PO}/${euro.id}/cancel`, { version: euro.version });
    expect(cancelled).toMatchObject({ status: 5, openQty: 0 });
    await refused('buyer', 409, 'PO_STATUS_INVALID').post(`${PO}/${euro.id}/place`, {
      version: cancelled.version,
    });
  });

  it('prints a purchase order as a PDF', async () => {
    const po = await draft([{ partCode: PART, qty: 10 }]);
    const res = await call('buyer', 'GET', `${PO}/${po.id}/print`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('lists the orders holding a part and sorts by a column', async () => {
    const small = await draft([{ partCode: PART, qty: 10 }]);
    const large = await draft([{ partCode: PART, qty: 90 }]);
    const byPart = await ok('buyer', 'GET', `${PO}?partCode=${PART.toLowerCase()}&pageSize=100`);
    const ids = byPart.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([small.id, large.id]));
    const sorted = await ok('buyer', 'GET', `${PO}?partCode=${PART}&sort=poNo&pageSize=100`);
    const nos = sorted.items.map((i: { poNo: string }) => i.poNo);
    expect(nos).toEqual([...nos].sort());
    const none = await ok('buyer', 'GET', `${PO}?partCode=NO-SUCH-PART`);
    expect(none.total).toBe(0);
    const hostile = await ok('buyer', 'GET', `${PO}?partCode=${encodeURIComponent("' OR 1=1 --")}`);
    expect(hostile).toMatchObject({ items: [], total: 0 });
  });

  it('a supplier sees only its own purchase orders: another supplier’s answers 404', async () => {
    const other = await draft([{ partCode: PART, qty: 10 }], { supplierCode: 'S002' });
    const mine = await ok('supplier', 'GET', '/api/v1/supplier/purchase-orders?pageSize=100');
    expect(mine.items.every((i: { supplierCode: string }) => i.supplierCode === 'S001')).toBe(true);
    expect(mine.items.some((i: { id: number }) => i.id === other.id)).toBe(false);
    expect((await call('supplier', 'GET', `/api/v1/supplier/purchase-orders/${other.id}`)).statusCode).toBe(
      404,
    );
    const confirm = { version: 0, lines: [{ lineId: other.lines[0].id, promisedDate: '2026-12-01' }] };
    expect(
      (await call('supplier', 'POST', `/api/v1/supplier/purchase-orders/${other.id}/confirm`, confirm))
        .statusCode,
    ).toBe(404);
    expect((await call('supplier', 'GET', `${PO}/${other.id}`)).statusCode).toBe(403);
  });

  it('a part with an open purchase order cannot be abolished', async () => {
    const po = await draft([{ partCode: DEMO_PARTS.noStock, qty: 10 }]);
    const part = (await call('admin', 'GET', `/api/v1/parts/${DEMO_PARTS.noStock}`)).json().data;
    const request = {
      method: 'POST' as const,
      url: `/api/v1/parts/${DEMO_PARTS.noStock}/status`,
      payload: { status: 'ONR', version: part.version },
    };
    await refused('admin', 409, 'PART_PURCHASE_ORDERS_OPEN').request(request);
    await ok('buyer', 'POST', `${PO}/${po.id}/cancel`, { version: po.version });
    expect((await call('admin', request.method, request.url, request.payload)).statusCode).toBe(200);
  });
});
