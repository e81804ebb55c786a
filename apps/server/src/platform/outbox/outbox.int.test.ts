import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { partnerOk, useFakePartner } from '../../../test/partner';
import { expectError } from '../../../test/refusals';
import { enqueueOutbound, SIGNATURE_HEADERS, verifySignature } from './index';

/** What the local partner answers to one request. */
type Reply = { status?: number; body?: unknown; delayMs?: number };

const SECRET = 'partner-secret-0123456789';
const clock = testClock();
/** How long a claim outlasts the endpoint's timeout here (`OUTBOX_CLAIM_SLACK_MS`; 30 s by default). */
const CLAIM_SLACK_MS = 5000;
const t = useTestApp(['admin', 'dealer'], {
  clock,
  env: { OUTBOX_RETRY_BASE_MS: '1000', OUTBOX_CLAIM_SLACK_MS: String(CLAIM_SLACK_MS) },
});

/** A real partner on 127.0.0.1: answers the scripted replies in turn (then OK), records accepted messages. */
const partner = useFakePartner(
  '/inbound',
  {
    script: [] as Reply[],
    requests: [] as { messageId: string; body: Record<string, unknown>; signed: boolean }[],
    accepted: [] as string[],
    responseCode: (id: string) => `RC-${id}`,
  },
  ({ messageId, raw, headers }, res) => {
    const signed = verifySignature({
      secret: SECRET,
      timestamp: headers[SIGNATURE_HEADERS.timestamp] as string,
      signature: headers[SIGNATURE_HEADERS.signature] as string,
      body: raw,
      nowMs: clock.now().getTime(),
    });
    partner.requests.push({ messageId, body: JSON.parse(raw), signed });
    const reply = partner.script.shift() ?? {};
    const answer = () => {
      if (res.destroyed) return;
      const status = reply.status ?? 200;
      const body = reply.body ?? partnerOk(partner.responseCode(messageId));
      if (status === 200 && (body as { Result?: string }).Result === 'OK') partner.accepted.push(messageId);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (reply.delayMs) setTimeout(answer, reply.delayMs);
    else answer();
  },
);
beforeEach(() => {
  partner.script = [];
  partner.requests = [];
  partner.accepted = [];
  partner.responseCode = (id) => `RC-${id}`;
});

const configure = (interfaceCode: string, body: Record<string, unknown> = {}) =>
  t.call(t.tokens.admin, 'PUT', `/api/v1/interface-transfers/endpoints/${interfaceCode}`, {
    url: partner.url,
    secret: SECRET,
    timeoutMs: 2000,
    maxAttempts: 3,
    ...body,
  });

/** Writes a message the way a module does: inside its business transaction. */
const enqueue = (
  interfaceCode: 'invoiceToDealer' | 'srmRfq' | 'srmPurchaseOrder' | 'invoiceRequestToFinance',
  key: string,
  items: unknown[],
) =>
  t.ctx.db.transaction((tx) =>
    enqueueOutbound(tx, interfaceCode, { businessKey: key, header: { no: key }, items }, clock.now()),
  );

const message = async (id: number) =>
  (await t.call(t.tokens.admin, 'GET', `/api/v1/interface-transfers/${id}`)).json().data;

const drain = () => t.ctx.outbox.sender.drain();

describe('outbound interface transfers', () => {
  it('waits as "not configured" until an endpoint is set, then delivers once after two failures', async () => {
    const [id] = await enqueue('invoiceToDealer', 'INV-1', [{ line: 1 }]);
    await drain();
    expect((await message(id)).status).toBe('notConfigured');
    expect(partner.requests).toHaveLength(0);

    partner.script = [{ status: 500 }, { status: 503 }];
    // configuring makes the waiting message due; the first attempt follows the commit
    expect((await configure('invoiceToDealer')).statusCode).toBe(200);
    await drain();
    let m = await message(id);
    expect(m).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: 500 });
    expect(m.lastError.code).toBe('TRANSFER_PARTNER_HTTP');
    await drain(); // not due yet: the retry waits 1 s
    expect(partner.requests).toHaveLength(1);

    clock.advance(1000);
    await drain();
    expect((await message(id)).attempts).toBe(2);
    clock.advance(1999);
    await drain(); // the second retry waits 2 s
    expect(partner.requests).toHaveLength(2);
    clock.advance(1);
    await drain();
    m = await message(id);
    expect(m).toMatchObject({ status: 'sent', attempts: 3, responseCode: `RC-${id}`, lastError: null });
    expect(partner.accepted).toEqual([String(id)]);
    expect(partner.requests.every((r) => r.signed)).toBe(true);
    expect(partner.requests[2].body).toEqual({
      interface: 'invoiceToDealer',
      businessKey: 'INV-1',
      part: 1,
      parts: 1,
      header: { no: 'INV-1' },
      items: [{ line: 1 }],
    });
    clock.advance(60_000);
    await drain();
    expect(partner.requests).toHaveLength(3);
  });

  it('fails for good after timeouts; a retransmit from the monitor then arrives', async () => {
    await configure('srmPurchaseOrder', { timeoutMs: 150, maxAttempts: 2 });
    const [id] = await enqueue('srmPurchaseOrder', 'PO-1', [{ partCode: 'A' }]);
    partner.script = [{ delayMs: 1000 }, { delayMs: 1000 }];
    await drain();
    clock.advance(1000);
    await drain();
    let m = await message(id);
    expect(m).toMatchObject({ status: 'failed', attempts: 2 });
    expect(m.lastError.code).toBe('TRANSFER_PARTNER_TIMEOUT');
    expect(m.lastError.message).toContain('150');
    clock.advance(3_600_000);
    await drain();
    expect(partner.requests).toHaveLength(2);

    const summary = (await t.call(t.tokens.admin, 'GET', '/api/v1/interface-transfers/summary')).json().data;
    expect(
      summary.find((s: { interfaceCode: string }) => s.interfaceCode === 'srmPurchaseOrder'),
    ).toMatchObject({
      configured: true,
      counts: { failed: 1, sent: 0 },
    });

    const res = await t.call(t.tokens.admin, 'POST', `/api/v1/interface-transfers/${id}/retransmit`);
    expect(res.statusCode).toBe(200);
    await drain();
    m = await message(id);
    expect(m).toMatchObject({ status: 'sent', retransmits: 1, attempts: 1 });
    expect(partner.accepted).toEqual([String(id)]);

    const again = await t.call(t.tokens.admin, 'POST', `/api/v1/interface-transfers/${id}/retransmit`);
    expectError(again, 409, 'TRANSFER_NOT_RETRANSMITTABLE');
  });

  it('splits a batch at the interface cap (30 for the RFQ interface) and retransmits many', async () => {
    await configure('srmRfq', { maxAttempts: 1 });
    // what already waited for this interface (the demo RFQ sent to SRM) goes out first
    await drain();
    partner.requests.length = 0;
    partner.accepted.length = 0;
    const items = Array.from({ length: 65 }, (_, i) => ({ line: i + 1 }));
    partner.script = [{ status: 500 }, { status: 500 }, { status: 500 }];
    const ids = await enqueue('srmRfq', 'RFQ-1', items);
    expect(ids).toHaveLength(3);
    await drain();
    const received = partner.requests.map((r) => r.body as { part: number; parts: number; items: unknown[] });
    expect(received.map((b) => [b.part, b.parts, b.items.length]).sort()).toEqual([
      [1, 3, 30],
      [2, 3, 30],
      [3, 3, 5],
    ]);
    const list = (
      await t.call(t.tokens.admin, 'GET', '/api/v1/interface-transfers?interfaceCode=srmRfq&status=failed')
    ).json().data;
    expect(list.total).toBe(3);

    const res = await t.call(t.tokens.admin, 'POST', '/api/v1/interface-transfers/retransmit', {
      ids: [...ids, 999_999],
    });
    expect(res.json().data).toEqual([
      ...ids.map((id) => ({ id, ok: true, status: 'pending' })),
      { id: 999_999, ok: false, code: 'NOT_FOUND' },
    ]);
    await drain();
    expect(partner.accepted.sort()).toEqual(ids.map(String).sort());
  });

  it('refuses a repeated ResponseCode and a partner Result Error at once, without retries', async () => {
    await configure('invoiceRequestToFinance', { maxAttempts: 5 });
    partner.responseCode = () => 'SAME-CODE';
    const [first] = await enqueue('invoiceRequestToFinance', 'REQ-1', [{ a: 1 }]);
    const [second] = await enqueue('invoiceRequestToFinance', 'REQ-2', [{ a: 2 }]);
    await drain();
    expect((await message(first)).status).toBe('sent');
    const m = await message(second);
    expect(m.status).toBe('failed');
    expect(m.lastError.code).toBe('TRANSFER_RESPONSE_CODE_REPEATED');
    expect(m.responseCode).toBeNull();

    partner.script = [{ body: { Result: 'Error', Msg: '发票抬头不存在' } }];
    const [third] = await enqueue('invoiceRequestToFinance', 'REQ-3', [{ a: 3 }]);
    await drain();
    const refused = await message(third);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refused.lastError.message).toContain('发票抬头不存在');
  });

  it("claims a message for the endpoint's timeout plus the configured slack while it is being sent", async () => {
    expect((await configure('invoiceToDealer', { timeoutMs: 2000 })).statusCode).toBe(200);
    const [id] = await enqueue('invoiceToDealer', 'INV-CLAIM', [{ line: 1 }]);
    partner.script = [{ delayMs: 300 }];
    const draining = drain();
    await expect.poll(() => partner.requests.length).toBe(1);
    const [claim] = (
      await t.ctx.db.execute(sql`select status, claimed_until from interface_messages where id = ${id}`)
    ).rows as { status: string; claimed_until: string | Date }[];
    expect(claim.status).toBe('sending');
    expect(new Date(claim.claimed_until).getTime()).toBe(clock.now().getTime() + 2000 + CLAIM_SLACK_MS);
    await draining;
    expect(await message(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('loses nothing when the sender dies between claim and send: the lapsed claim is sent again', async () => {
    const [id] = await enqueue('invoiceToDealer', 'INV-CRASH', [{ line: 1 }]);
    // as a sender that claimed the message and died before posting it leaves it
    await t.ctx.db.execute(
      sql`update interface_messages set status = 'sending', attempts = 1, claimed_until = ${new Date(clock.now().getTime() + 32_000).toISOString()}::timestamptz where id = ${id}`,
    );
    await drain();
    expect(partner.requests).toHaveLength(0);
    clock.advance(33_000);
    await drain();
    expect(await message(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(partner.accepted).toEqual([String(id)]);
  });

  it('is head office only', async () => {
    const res = await t.call(t.tokens.dealer, 'GET', '/api/v1/interface-transfers');
    expect(res.statusCode).toBe(403);
    const put = await t.call(t.tokens.dealer, 'PUT', '/api/v1/interface-transfers/endpoints/srmRfq', {
      url: partner.url,
      secret: SECRET,
    });
    expect(put.statusCode).toBe(403);
    const endpoints = (await t.call(t.tokens.admin, 'GET', '/api/v1/interface-transfers/endpoints')).json()
      .data;
    expect(endpoints[0]).not.toHaveProperty('secret');
  });
});
