import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashRig, call, crashRig } from '../../test/reliability/crash-support';
import { type FakePartner, fakePartner, PARTNER_SECRET } from '../../test/reliability/partner';
import { httpLogin, type ServerProcess, until } from '../../test/server-process';

/**
 * Interface transfers with two app servers on one PostgreSQL (docs/decisions/interface-transfers.md,
 * docs/operations.md "The pieces"): both server processes run the outbox sender (polling every 100 ms
 * here) against the one outbox table, and the partner is a real HTTP listener of the test on
 * 127.0.0.1, configured through the monitor's endpoint setting. Purchase orders placed through both
 * servers reach the partner exactly once each and the monitor shows them sent. Invoices recorded
 * through both servers wait `notConfigured` until their interface's endpoint is set; then the server
 * whose POST the partner holds is killed (SIGKILL), which leaves the message `sending`; once its
 * claim lapses (endpoint timeout + claim slack, 2 s here) the other server sends it again and it ends `sent`. The
 * design promises at-least-once delivery after a crash mid-send, with `X-Spm-Message-Id` as the
 * partner's idempotency key: the partner sees that one message twice under the same id and accepts
 * it once.
 */

const NAMES = ['spm-a', 'spm-b'] as const;
const PO = '/api/v1/purchase-orders';
const TRANSFERS = '/api/v1/interface-transfers';
/** The demo part of supplier S001 with a CNY PO price valid from 2026-01-01 (purchasing demo data). */
const PO_PART = '09001-PUR1-00-A0';
const ORDERS = 24;
/** The endpoint's timeout: a killed sender's claim lapses this + CLAIM_SLACK_MS after it was taken. */
const TIMEOUT_MS = 10_000;
/** `OUTBOX_CLAIM_SLACK_MS` of both servers (30 s by default): the takeover is what is tested, not the wait. */
const CLAIM_SLACK_MS = 2000;

type Transfer = {
  id: number;
  interfaceCode: string;
  businessKey: string;
  status: string;
  attempts: number;
  responseCode: string | null;
};
type SummaryRow = { interfaceCode: string; configured: boolean; counts: Record<string, number> };

let rig: CrashRig;
let servers: ServerProcess[];
let partner: FakePartner;

beforeAll(async () => {
  rig = await crashRig({ OUTBOX_POLL_MS: '100', OUTBOX_CLAIM_SLACK_MS: String(CLAIM_SLACK_MS) });
  partner = await fakePartner(() => servers.map((server) => server.pid));
  servers = await Promise.all(NAMES.map((name) => rig.start({ PGAPPNAME: name })));
});
afterAll(async () => {
  await rig?.close();
  await partner?.close();
});

/** The server for the i-th call: A, B, A, B, … */
const alternate = (i: number) => servers[i % 2];

/** Answers `body.data` of a call that must succeed. */
async function ok<T>(...args: Parameters<typeof call>): Promise<T> {
  const res = await call<T>(...args);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Points `interfaceCode` at the partner through the monitor's endpoint setting. */
const configure = (server: ServerProcess, token: string, interfaceCode: string) =>
  ok(server, token, 'PUT', `${TRANSFERS}/endpoints/${interfaceCode}`, {
    url: partner.url,
    secret: PARTNER_SECRET,
    timeoutMs: TIMEOUT_MS,
    maxAttempts: 5,
  });

/** The monitor's messages of one interface, read through `server`. */
const transfers = async (server: ServerProcess, token: string, interfaceCode: string) =>
  (
    await ok<{ items: Transfer[] }>(
      server,
      token,
      'GET',
      `${TRANSFERS}?interfaceCode=${interfaceCode}&pageSize=500`,
    )
  ).items;

/** The monitor's non-zero counts per status of one interface, read through `server`. */
async function counts(server: ServerProcess, token: string, interfaceCode: string) {
  const rows = await ok<SummaryRow[]>(server, token, 'GET', `${TRANSFERS}/summary`);
  const row = rows.find((r) => r.interfaceCode === interfaceCode);
  return {
    configured: row?.configured,
    counts: Object.fromEntries(Object.entries(row?.counts ?? {}).filter(([, n]) => n > 0)),
  };
}

/** Waits (through `server`) until the interface has `n` messages and all of them are `sent`. */
const allSent = (server: ServerProcess, token: string, interfaceCode: string, n: number, timeoutMs: number) =>
  until(
    `${n} ${interfaceCode} messages to be sent`,
    async () => {
      const items = await transfers(server, token, interfaceCode);
      return items.length === n && items.every((item) => item.status === 'sent') ? items : null;
    },
    timeoutMs,
    250,
  );

const receivedIds = (interfaceCode: string) =>
  partner.receipts.filter((r) => r.interfaceCode === interfaceCode).map((r) => r.messageId);
const sorted = (ids: (string | number)[]) => ids.map(String).sort();

describe('interface transfers with two app servers on one PostgreSQL', () => {
  it('sends each purchase order placed through either server to the partner exactly once', async () => {
    const admin = await httpLogin(servers[0].baseUrl, 'admin');
    const buyer = await httpLogin(servers[1].baseUrl, 'buyer');
    await configure(servers[1], admin, 'srmPurchaseOrder');

    // drafted on one server and placed on the other, six orders at a time
    const placed: string[] = [];
    for (let i = 0; i < ORDERS; i += 6)
      await Promise.all(
        [0, 1, 2, 3, 4, 5].map(async (j) => {
          const draft = await ok<{ id: number; version: number }>(alternate(i + j), buyer, 'POST', PO, {
            supplierCode: 'S001',
            warehouseCode: 'W01',
            currency: 'CNY',
            lines: [{ partCode: PO_PART, qty: 10 + i + j }],
          });
          const order = await ok<{ poNo: string; status: number }>(
            alternate(i + j + 1),
            buyer,
            'POST',
            `${PO}/${draft.id}/place`,
            { version: draft.version },
          );
          expect(order.status).toBe(1);
          placed.push(order.poNo);
        }),
      );
    expect(new Set(placed).size).toBe(ORDERS);

    const sent = await allSent(servers[0], admin, 'srmPurchaseOrder', ORDERS, 60_000);
    // one message per order, each sent on its first attempt with the partner's ResponseCode
    expect(sorted(sent.map((m) => m.businessKey))).toEqual(sorted(placed));
    for (const m of sent) expect(m).toMatchObject({ attempts: 1, responseCode: `RC-${m.id}` });
    // the partner received each message once, signed, with its order, and accepted each once
    const ids = sorted(sent.map((m) => m.id));
    expect(sorted(receivedIds('srmPurchaseOrder'))).toEqual(ids);
    expect(sorted(partner.accepted)).toEqual(ids);
    for (const r of partner.receipts) {
      expect(r.signed).toBe(true);
      expect(r.body.businessKey).toBe(sent.find((m) => String(m.id) === r.messageId)?.businessKey);
      expect(NAMES.map((_, i) => servers[i].pid)).toContain(r.pid);
    }
    // both servers' monitors show the same: configured, all sent, nothing pending or failed
    for (const server of servers)
      expect(await counts(server, admin, 'srmPurchaseOrder')).toEqual({
        configured: true,
        counts: { sent: ORDERS },
      });
  });

  it('sends a transfer again on the other server when its sender is killed mid-send; the partner accepts it once', async () => {
    const finance = await httpLogin(servers[0].baseUrl, 'finance');
    const admin = await httpLogin(servers[1].baseUrl, 'admin');
    const beforeOrders = receivedIds('srmPurchaseOrder').length;

    // invoices recorded through both servers while the dealer interface has no endpoint: they wait
    const bills = (
      await ok<{ items: { shipBillId: number; shipDate: string }[] }>(
        servers[0],
        finance,
        'GET',
        '/api/v1/invoices?pageSize=500&status=notInvoiced',
      )
    ).items;
    expect(bills.length).toBeGreaterThan(1);
    for (const [i, bill] of bills.entries())
      await ok(alternate(i), finance, 'POST', '/api/v1/invoices', {
        shipBillId: bill.shipBillId,
        invoiceCode: '3100212130',
        invoiceNo: String(31_000_000 + i),
        invoiceDate: bill.shipDate,
      });
    expect(await counts(servers[1], admin, 'invoiceToDealer')).toEqual({
      configured: false,
      counts: { notConfigured: bills.length },
    });

    // configuring the endpoint makes them due; the partner holds the first POST, whoever sent it
    const held = partner.holdNext();
    await configure(servers[0], admin, 'invoiceToDealer');
    const first = await held;
    const runner = servers.find((server) => server.pid === first.pid);
    expect(runner, `sender pid ${first.pid}`).toBeDefined();
    const survivor = servers.find((server) => server !== runner) as ServerProcess;
    await runner?.kill();
    expect(partner.accepted).not.toContain(first.messageId);

    // the survivor takes the message over once the dead sender's claim lapses, and sends all
    const sent = await allSent(
      survivor,
      admin,
      'invoiceToDealer',
      bills.length,
      TIMEOUT_MS + CLAIM_SLACK_MS + 60_000,
    );
    const ids = sorted(sent.map((m) => m.id));
    expect(sent.find((m) => String(m.id) === first.messageId)).toMatchObject({
      attempts: 2,
      responseCode: `RC-${first.messageId}`,
    });
    // at least once: the held message arrived twice under its id, the second time from the survivor;
    // every other message once; the partner accepted each message exactly once
    const received = receivedIds('invoiceToDealer');
    expect(sorted(received)).toEqual(sorted([...ids, first.messageId]));
    const again = partner.receipts.filter((r) => r.messageId === first.messageId);
    expect(again.map((r) => [r.pid, r.answered])).toEqual([
      [runner?.pid, false],
      [survivor.pid, true],
    ]);
    expect(again[1].body).toEqual(again[0].body);
    expect(sorted(partner.accepted.filter((id) => ids.includes(id)))).toEqual(ids);
    expect(new Set(partner.accepted).size).toBe(partner.accepted.length);

    expect(await counts(survivor, admin, 'invoiceToDealer')).toEqual({
      configured: true,
      counts: { sent: bills.length },
    });
    const invoiced = await ok<{ items: { transmission: string }[] }>(
      survivor,
      finance,
      'GET',
      '/api/v1/invoices?pageSize=500&status=invoiced',
    );
    expect(invoiced.items.map((item) => item.transmission)).toEqual(bills.map(() => 'sent'));
    // meanwhile no purchase order message was sent again by either server
    expect(receivedIds('srmPurchaseOrder')).toHaveLength(beforeOrders);
  });
});
