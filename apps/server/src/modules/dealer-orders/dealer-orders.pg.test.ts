import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestParts, normalOrder, P, setRemaining } from '../../../test/builders';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { inRounds, ROUNDS } from '../../../test/rounds';

let t: TestApp;
let dealer: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  await insertTestParts(t);
  dealer = client(t, await t.login('dealer'));
});
afterAll(() => t.close());

async function drafts(n: number, qty = 1) {
  const created = await Promise.all(
    Array.from({ length: n }, () =>
      dealer.post('/api/v1/dealer-orders', normalOrder([{ partCode: P.ok, qty }])),
    ),
  );
  for (const c of created) expect(c.statusCode, JSON.stringify(c.body)).toBe(200);
  return created.map((c) => c.body.data as { id: number; version: number; tempOrderNo: string });
}

const seqOf = (no: string) => Number(no.slice(-4));

/** Each property runs ROUNDS times on fresh drafts of the same app; a failure names its round. */
describe(`concurrency on PostgreSQL (${ROUNDS} rounds each)`, () => {
  it('50 parallel creates get distinct temp order numbers without gaps', async () => {
    await inRounds(async () => {
      const orders = await drafts(50);
      const seqs = orders.map((o) => Number(o.tempOrderNo.slice(-6))).sort((a, b) => a - b);
      expect(new Set(seqs).size).toBe(50);
      expect(seqs.at(-1)! - seqs[0]).toBe(49);
    });
  });

  it('50 parallel submits of one dealer never exceed its credit, and numbers have no duplicates or gaps', async () => {
    // the day's order numbers continue from round to round: 1…23, 24…46, …
    let next = 1;
    await inRounds(async () => {
      const reserved = Number((await dealer.get('/api/v1/credit')).body.data.submittedNotSettledAmount);
      await setRemaining(t, 'D0001', '2350.00');
      const orders = await drafts(50);
      const answers = await Promise.all(
        orders.map((o) => dealer.post(`/api/v1/dealer-orders/${o.id}/submit`, { version: o.version })),
      );
      for (const a of answers) expect(a.statusCode).toBe(200);
      const accepted = answers.filter((a) => a.body.status === 200);
      const refused = answers.filter((a) => a.body.status === 501);
      expect(accepted).toHaveLength(Math.floor(2350 / 100));
      expect(refused).toHaveLength(50 - accepted.length);
      for (const r of refused) expect(r.body.code).toBe('CREDIT_SHORTFALL');
      const credit = (await dealer.get('/api/v1/credit')).body.data;
      expect(Number(credit.submittedNotSettledAmount)).toBeCloseTo(reserved + 2300, 2);
      expect(Number(credit.remainingSubmittableAmount)).toBeGreaterThanOrEqual(0);
      const seqs = accepted.map((a) => seqOf(a.body.data.dealerOrderNo)).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: accepted.length }, (_, i) => next + i));
      next += accepted.length;
    });
  });

  it('two edits from one version: exactly one wins, the other answers 409', async () => {
    await inRounds(async () => {
      const [order] = await drafts(1);
      const [a, b] = await Promise.all(
        [2, 3].map((qty) =>
          dealer.put(`/api/v1/dealer-orders/${order.id}`, {
            ...normalOrder([{ partCode: P.ok, qty }]),
            version: order.version,
          }),
        ),
      );
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      const winner = a.statusCode === 409 ? b : a;
      expect(loser.body.code).toBe('CONCURRENT_MODIFICATION');
      const detail = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data;
      expect(detail.version).toBe(order.version + 1);
      expect(detail.lines[0].qty).toBe(winner === a ? 2 : 3);
    });
  });

  it('the same Idempotency-Key sent 10 times at once submits once and answers one order number', async () => {
    await inRounds(async (round) => {
      await setRemaining(t, 'D0001', '100000.00');
      const before = Number((await dealer.get('/api/v1/credit')).body.data.submittedNotSettledAmount);
      const [order] = await drafts(1);
      const headers = { 'idempotency-key': `submit-once-${round}-${order.id}` };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          dealer.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version }, headers),
        ),
      );
      for (const a of answers) expect(a.statusCode, JSON.stringify(a.body)).toBe(200);
      const numbers = new Set(answers.map((a) => a.body.data.dealerOrderNo));
      expect(numbers.size).toBe(1);
      expect([...numbers][0]).toMatch(/^D0001261121\d{4}$/);
      const detail = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data;
      expect(detail.history.filter((h: { action: string }) => h.action === 'submit')).toHaveLength(1);
      const after = Number((await dealer.get('/api/v1/credit')).body.data.submittedNotSettledAmount);
      expect(after - before).toBeCloseTo(100, 2);
    });
  });
});
