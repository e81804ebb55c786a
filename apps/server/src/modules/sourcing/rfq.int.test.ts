import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { listRfqs } from './rfq.queries';
import { bulkPart, expectError, insertSourcingParts, SP } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['hq', 'supplier', 'dealer'], {
  clock,
  env: { RFQ_DELETE_MAX_COUNT: '3', RFQ_STOP_MAX_COUNT: '2' },
  setup: (app) => insertSourcingParts(app, 4),
});

const create = async (supplierCodes = ['S001', 'S002'], parts: string[] = [SP.parent, SP.sub1]) => {
  const res = await t.call(t.tokens.hq, 'POST', '/api/v1/rfqs', {
    title: '测试询价',
    currency: 'CNY',
    quoteDueDate: '2026-12-01',
    supplierCodes,
    lines: parts.map((partCode) => ({ partCode, qty: 10 })),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const hq = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.call(t.tokens.hq, method, url, body);
const quote = async (id: number) => {
  const d = (await t.call(t.tokens.supplier, 'GET', `/api/v1/supplier/rfqs/${id}`)).json().data;
  return t.call(t.tokens.supplier, 'POST', `/api/v1/supplier/rfqs/${id}/quote`, {
    version: d.version,
    quotes: d.lines.map((l: { id: number }) => ({ lineId: l.id, unitPrice: '12.5', leadTimeDays: 20 })),
  });
};
const confirmed = async () => {
  const rfq = await create(['S001']);
  const quoted = (await quote(rfq.id)).json().data;
  return (await hq('POST', `/api/v1/rfqs/${rfq.id}/confirm`, { version: quoted.version })).json().data;
};

describe('RFQ statuses and guards (spec §4)', () => {
  it('is created waiting confirm; refuses a repeated part and an unknown supplier', async () => {
    const rfq = await create();
    expect(rfq).toMatchObject({ status: 0, supplierCodes: ['S001', 'S002'], lineCount: 2, quotedCount: 0 });
    const dup = await hq('POST', '/api/v1/rfqs', {
      title: 'x',
      currency: 'USD',
      quoteDueDate: '2026-12-01',
      supplierCodes: ['S001'],
      lines: [
        { partCode: SP.parent, qty: 1 },
        { partCode: SP.parent, qty: 2 },
      ],
    });
    expectError(dup, 422, 'RFQ_DUPLICATE_PART');
    const unknown = await hq('POST', '/api/v1/rfqs', {
      title: 'x',
      currency: 'USD',
      quoteDueDate: '2026-12-01',
      supplierCodes: ['S999'],
      lines: [{ partCode: SP.parent, qty: 1 }],
    });
    expectError(unknown, 422, 'RFQ_SUPPLIER_NOT_FOUND');
  });

  it('cannot be confirmed before every line is quoted, nor transferred or stopped while waiting', async () => {
    const rfq = await create();
    expectError(
      await hq('POST', `/api/v1/rfqs/${rfq.id}/confirm`, { version: rfq.version }),
      422,
      'RFQ_NOT_QUOTED',
    );
    expectError(
      await hq('POST', `/api/v1/rfqs/${rfq.id}/transfer`, { version: rfq.version }),
      409,
      'RFQ_NOT_TRANSFERABLE',
    );
    const stop = await hq('POST', '/api/v1/rfqs/stop', { ids: [rfq.id] });
    expect(stop.json().data).toEqual([
      { id: rfq.id, ok: false, code: 'RFQ_NOT_STOPPABLE', message: expect.any(String) },
    ]);
  });

  it('a supplier quotes; head office confirms; then edit, confirm, reject, quote and delete are refused', async () => {
    const rfq = await confirmed();
    expect(rfq.status).toBe(2);
    const body = {
      version: rfq.version,
      title: 'x',
      currency: 'CNY',
      quoteDueDate: '2026-12-01',
      supplierCodes: ['S001'],
      lines: [{ partCode: SP.parent, qty: 1 }],
    };
    expectError(await hq('PUT', `/api/v1/rfqs/${rfq.id}`, body), 409, 'RFQ_NOT_EDITABLE');
    expectError(
      await hq('POST', `/api/v1/rfqs/${rfq.id}/confirm`, { version: rfq.version }),
      409,
      'RFQ_NOT_CONFIRMABLE',
    );
    expectError(
      await hq('POST', `/api/v1/rfqs/${rfq.id}/reject`, { version: rfq.version, opinion: '太贵' }),
      409,
      'RFQ_NOT_REJECTABLE',
    );
    expectError(await quote(rfq.id), 409, 'RFQ_NOT_QUOTABLE');
    const del = await hq('POST', '/api/v1/rfqs/delete', { ids: [rfq.id] });
    expect(del.json().data[0]).toMatchObject({ ok: false, code: 'RFQ_NOT_DELETABLE' });
    const detail = (await hq('GET', `/api/v1/rfqs/${rfq.id}`)).json().data;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'quote', 'confirm']);
  });

  it('a rejected RFQ is quoted again and edited, and waits for confirmation again', async () => {
    const rfq = await create(['S001']);
    const quoted = (await quote(rfq.id)).json().data;
    const rejected = await hq('POST', `/api/v1/rfqs/${rfq.id}/reject`, {
      version: quoted.version,
      opinion: '价格过高',
    });
    expect(rejected.json().data.status).toBe(1);
    const edited = await hq('PUT', `/api/v1/rfqs/${rfq.id}`, {
      version: rejected.json().data.version,
      title: '改后询价',
      currency: 'CNY',
      quoteDueDate: '2026-12-05',
      supplierCodes: ['S001'],
      lines: [{ partCode: SP.parent, qty: 20 }],
    });
    expect(edited.json().data).toMatchObject({ status: 0, title: '改后询价', lineCount: 1, quotedCount: 1 });
  });

  it('deletes and stops RFQs in batches no larger than the configured counts', async () => {
    const a = await create();
    const b = await create();
    const del = await hq('POST', '/api/v1/rfqs/delete', { ids: [a.id, b.id, 1_000_000, 1_000_001] });
    expectError(del, 422, 'RFQ_DELETE_LIMIT_EXCEEDED');
    const ok = await hq('POST', '/api/v1/rfqs/delete', { ids: [a.id, b.id] });
    expect(ok.json().data.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    expect((await hq('GET', `/api/v1/rfqs/${a.id}`)).statusCode).toBe(404);

    const c = await confirmed();
    const d = await confirmed();
    expectError(
      await hq('POST', '/api/v1/rfqs/stop', { ids: [c.id, d.id, 1_000_000] }),
      422,
      'RFQ_STOP_LIMIT_EXCEEDED',
    );
    const stopped = await hq('POST', '/api/v1/rfqs/stop', { ids: [c.id, d.id] });
    expect(stopped.json().data.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    expect((await hq('GET', `/api/v1/rfqs/${c.id}`)).json().data.status).toBe(4);
    expectError(
      await hq('POST', `/api/v1/rfqs/${c.id}/transfer`, { version: 99 }),
      409,
      'RFQ_NOT_TRANSFERABLE',
    );
  });
});

describe('RFQ list filters', () => {
  it('reads the created-date range as business days in the configured time zone, both days inclusive', async () => {
    // created 2026-11-21 02:00 UTC: 10:00 on the 21st in Shanghai, 18:00 on the 20th in Los Angeles
    const rfq = await create();
    const found = async (day: string) =>
      (await hq('GET', `/api/v1/rfqs?rfqNo=${rfq.rfqNo}&createdFrom=${day}&createdTo=${day}`)).json().data
        .total;
    expect(await found('2026-11-21')).toBe(1);
    expect(await found('2026-11-20')).toBe(0);
    const inLosAngeles = (day: string) =>
      listRfqs(
        t.ctx.db,
        { supplierCode: null },
        { page: 1, pageSize: 20, rfqNo: rfq.rfqNo, createdFrom: day, createdTo: day },
        'America/Los_Angeles',
      );
    expect((await inLosAngeles('2026-11-20')).total).toBe(1);
    expect((await inLosAngeles('2026-11-21')).total).toBe(0);
  });
});

describe('supplier portal scope (spec §6)', () => {
  it('a supplier sees only RFQs addressed to it and only its own quotations; others answer 404', async () => {
    const mine = await create(['S001', 'S002'], [bulkPart(1), bulkPart(2)]);
    const other = await create(['S002'], [bulkPart(3)]);
    const list = await t.call(t.tokens.supplier, 'GET', '/api/v1/supplier/rfqs?pageSize=500');
    const ids = list.json().data.items.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    expect(list.json().data.items.find((r: { id: number }) => r.id === mine.id).supplierCodes).toEqual([
      'S001',
    ]);

    expect((await t.call(t.tokens.supplier, 'GET', `/api/v1/supplier/rfqs/${other.id}`)).statusCode).toBe(
      404,
    );
    const foreign = await t.call(t.tokens.supplier, 'POST', `/api/v1/supplier/rfqs/${other.id}/quote`, {
      version: 0,
      quotes: [{ lineId: 1, unitPrice: '1.00', leadTimeDays: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    const wrongLine = await t.call(t.tokens.supplier, 'POST', `/api/v1/supplier/rfqs/${mine.id}/quote`, {
      version: 0,
      quotes: [{ lineId: 999_999, unitPrice: '1.00', leadTimeDays: 1 }],
    });
    expectError(wrongLine, 422, 'RFQ_QUOTE_LINE_UNKNOWN');

    expect((await quote(mine.id)).statusCode).toBe(200);
    const hqView = (await hq('GET', `/api/v1/rfqs/${mine.id}`)).json().data;
    expect(hqView.lines[0].quotes).toEqual([
      expect.objectContaining({ supplierCode: 'S001', unitPrice: '12.50' }),
    ]);
  });

  it('keeps the portal and head-office pages apart: a supplier cannot reach /rfqs, a dealer neither', async () => {
    expect((await t.call(t.tokens.supplier, 'GET', '/api/v1/rfqs')).statusCode).toBe(403);
    expect((await t.call(t.tokens.dealer, 'GET', '/api/v1/supplier/rfqs')).statusCode).toBe(403);
    expect((await t.call(t.tokens.dealer, 'GET', '/api/v1/rfqs')).statusCode).toBe(403);
  });
});
