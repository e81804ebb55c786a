import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { partnerOk, useFakePartner } from '../../../test/partner';
import { bulkPart, insertSourcingParts } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['admin', 'hq', 'supplier'], {
  clock,
  env: { OUTBOX_RETRY_BASE_MS: '1000' },
  setup: (app) => insertSourcingParts(app, 70),
});

/** A local SRM on 127.0.0.1: answers `failNext` with HTTP 500 first, then OK with `responseCode(messageId)`. */
const srm = useFakePartner(
  '/srm',
  {
    failNext: 0,
    responseCode: (id: string) => `SRM-${id}`,
    received: [] as {
      messageId: string;
      body: { part: number; parts: number; items: unknown[]; header: Record<string, unknown> };
    }[],
  },
  ({ messageId, raw }, res) => {
    srm.received.push({ messageId, body: JSON.parse(raw) });
    if (srm.failNext > 0) {
      srm.failNext--;
      res.writeHead(500).end('busy');
      return;
    }
    const body = partnerOk(srm.responseCode(messageId));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  },
);

const configure = (interfaceCode: string) =>
  t.call(t.tokens.admin, 'PUT', `/api/v1/interface-transfers/endpoints/${interfaceCode}`, {
    url: srm.url,
    secret: 'srm-secret-0123456789abcdef',
    timeoutMs: 2000,
    maxAttempts: 1,
  });
const message = async (id: number) =>
  (await t.call(t.tokens.admin, 'GET', `/api/v1/interface-transfers/${id}`)).json().data;

/** A confirmed RFQ of `n` parts quoted by S001. */
async function confirmedRfq(n: number, from = 1) {
  const created = await t.call(t.tokens.hq, 'POST', '/api/v1/rfqs', {
    title: '大批量询价',
    currency: 'CNY',
    quoteDueDate: '2026-12-01',
    supplierCodes: ['S001'],
    lines: Array.from({ length: n }, (_, i) => ({ partCode: bulkPart(from + i), qty: i + 1 })),
  });
  const rfq = created.json().data;
  const quoted = await t.call(t.tokens.supplier, 'POST', `/api/v1/supplier/rfqs/${rfq.id}/quote`, {
    version: rfq.version,
    quotes: rfq.lines.map((l: { id: number }) => ({ lineId: l.id, unitPrice: '9.90', leadTimeDays: 15 })),
  });
  const confirm = await t.call(t.tokens.hq, 'POST', `/api/v1/rfqs/${rfq.id}/confirm`, {
    version: quoted.json().data.version,
  });
  return confirm.json().data;
}

describe('RFQs to SRM (spec §8, §9)', () => {
  it('sends a 70-line RFQ as three messages of 30 + 30 + 10 and retransmits a failed one from the monitor', async () => {
    expect((await configure('srmRfq')).statusCode).toBe(200);
    const rfq = await confirmedRfq(70);
    srm.failNext = 1; // the first message fails; one attempt only, so it is final
    const sent = await t.call(t.tokens.hq, 'POST', `/api/v1/rfqs/${rfq.id}/transfer`, {
      version: rfq.version,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.status).toBe(3);
    const ids: number[] = sent.json().data.messageIds;
    expect(ids).toHaveLength(3);
    await t.ctx.outbox.sender.drain();

    const messages = await Promise.all(ids.map(message));
    expect(messages.map((m) => [m.part, m.parts, m.itemCount])).toEqual([
      [1, 3, 30],
      [2, 3, 30],
      [3, 3, 10],
    ]);
    expect(messages.map((m) => m.status)).toEqual(['failed', 'sent', 'sent']);
    expect(messages[0].lastError.code).toBe('TRANSFER_PARTNER_HTTP');
    const lines = srm.received.flatMap((r) => r.body.items as { lineNo: number }[]).map((i) => i.lineNo);
    expect(new Set(lines).size).toBe(70);

    const retransmit = await t.call(
      t.tokens.admin,
      'POST',
      `/api/v1/interface-transfers/${ids[0]}/retransmit`,
    );
    expect(retransmit.statusCode).toBe(200);
    await t.ctx.outbox.sender.drain();
    const again = await message(ids[0]);
    expect(again).toMatchObject({ status: 'sent', retransmits: 1, responseCode: `SRM-${ids[0]}` });
    expect(srm.received.filter((r) => r.messageId === String(ids[0]))).toHaveLength(2);
  });

  it('never accepts the same ResponseCode twice (spec §5): the repeated one fails', async () => {
    srm.responseCode = () => 'SRM-SAME';
    const first = await confirmedRfq(1, 1);
    const second = await confirmedRfq(1, 2);
    const a = await t.call(t.tokens.hq, 'POST', `/api/v1/rfqs/${first.id}/transfer`, {
      version: first.version,
    });
    const b = await t.call(t.tokens.hq, 'POST', `/api/v1/rfqs/${second.id}/transfer`, {
      version: second.version,
    });
    await t.ctx.outbox.sender.drain();
    const [ma, mb] = [await message(a.json().data.messageIds[0]), await message(b.json().data.messageIds[0])];
    expect(ma).toMatchObject({ status: 'sent', responseCode: 'SRM-SAME' });
    expect(mb.status).toBe('failed');
    expect(mb.lastError.code).toBe('TRANSFER_RESPONSE_CODE_REPEATED');
    srm.responseCode = (id) => `SRM-${id}`;
  });

  it('stops a sent RFQ in SRM too', async () => {
    const rfq = await confirmedRfq(1, 3);
    const sent = await t.call(t.tokens.hq, 'POST', `/api/v1/rfqs/${rfq.id}/transfer`, {
      version: rfq.version,
    });
    await t.ctx.outbox.sender.drain();
    srm.received = [];
    const stop = await t.call(t.tokens.hq, 'POST', '/api/v1/rfqs/stop', { ids: [rfq.id] });
    expect(stop.json().data).toEqual([{ id: rfq.id, ok: true }]);
    await t.ctx.outbox.sender.drain();
    expect(srm.received.map((r) => r.body.header)).toEqual([
      { action: 'stop', rfqNo: sent.json().data.rfqNo },
    ]);
  });
});
