import type { PGlite, Transaction } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalOrder, setRemaining } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import type { TestApp } from '../../../test/helpers';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import type { Database } from '../../platform/db/client';
import { numberSequences } from '../../platform/db/platform.tables';
import { creditAccounts } from '../credit/credit.tables';
import { parts } from '../parts/parts.tables';
import { dealerOrderLines } from './dealer-orders.tables';

/**
 * Statements sent to the database by one 50-line order create and one submit (docs/benchmarks.md
 * "Round two: order create and submit"): every statement is a round trip, so these bounds keep an
 * N+1 or an extra read from creeping back. Counted at the driver: on PostgreSQL every query a pooled
 * connection sends (BEGIN and COMMIT included); on the embedded engine every query plus the BEGIN and
 * COMMIT its transaction runs itself, so both engines count the same.
 */

/** Sent statement texts while counting is on. */
function statementCounter(database: Database) {
  let sent: string[] | null = null;
  const note = (text: unknown) => {
    sent?.push(typeof text === 'string' ? text : String((text as { text?: string })?.text ?? text));
  };
  if (database.kind === 'pg') {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const wrapped = new WeakSet<pg.PoolClient>();
    const wrap = (client: pg.PoolClient | undefined) => {
      if (!client || wrapped.has(client)) return;
      wrapped.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
        note(args[0]);
        return query(...args);
      };
    };
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
      const cb = args[0] as ((err: unknown, client?: pg.PoolClient, done?: unknown) => void) | undefined;
      if (cb)
        return connect((err: unknown, client?: pg.PoolClient, done?: unknown) => {
          wrap(client);
          cb(err, client, done);
        });
      return (connect() as Promise<pg.PoolClient>).then((client) => {
        wrap(client);
        return client;
      });
    };
  } else {
    const lite = database.pglite as PGlite;
    const query = lite.query.bind(lite);
    const transaction = lite.transaction.bind(lite);
    lite.query = ((text: string, ...rest: never[]) => {
      note(text);
      return query(text, ...rest);
    }) as PGlite['query'];
    lite.transaction = (async (callback: (tx: Transaction) => Promise<unknown>) => {
      note('begin');
      try {
        return await transaction((tx) =>
          callback({
            ...tx,
            query: ((text: string, ...rest: never[]) => {
              note(text);
              return tx.query(text, ...rest);
            }) as Transaction['query'],
            get closed() {
              return tx.closed;
            },
          } as Transaction),
        );
      } finally {
        note('commit');
      }
    }) as PGlite['transaction'];
  }
  return {
    /** Runs `work` and answers the statements it sent. */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      sent = [];
      try {
        const result = await work();
        return { result, statements: sent };
      } finally {
        sent = null;
      }
    },
  };
}

const LINES = 50;
const partCode = (i: number) => `RTT01-${String(i + 1).padStart(5, '0')}-00-A1`;

/** 50 orderable parts (100.00 CNY each) and room for the dealer's order on its credit. */
async function roundTripData(t: TestApp) {
  await t.ctx.db.insert(parts).values(
    Array.from({ length: LINES }, (_, i) => ({
      partCode: partCode(i),
      nameZh: '测试配件',
      nameEn: 'Test part',
      pinyinInitials: 'cspj',
      priceOrdinary: '100.00',
    })),
  );
  await setRemaining(t, 'D0001', '1000000.00');
}

const t = useTestApp(['dealer'], { setup: roundTripData });
const dealer = clientOf(t, 'dealer');
const lines = Array.from({ length: LINES }, (_, i) => ({ partCode: partCode(i), qty: 1 }));

/**
 * Statements of one create and one submit, the principal's read and BEGIN / COMMIT included. Before
 * the round-trip work: 17 and 20; before the ordering warehouses were read in one statement: 10 and 9;
 * before the credit reservation joined the submit's statement and the ordering warehouses the parts'
 * statement: 9 and 8.
 */
const CREATE_STATEMENTS = 8;
const SUBMIT_STATEMENTS = 6;

describe('order create and submit round trips', () => {
  it(`a ${LINES}-line create and its submit send at most ${CREATE_STATEMENTS} and ${SUBMIT_STATEMENTS} statements`, async () => {
    const counter = statementCounter(t.database);
    const create = await counter.during(() => dealer.post('/api/v1/dealer-orders', normalOrder(lines)));
    expect(create.result.statusCode, JSON.stringify(create.result.body)).toBe(200);
    const order = create.result.body.data;
    expect(order.lines).toHaveLength(LINES);
    const submit = await counter.during(() =>
      dealer.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version }),
    );
    expect(submit.result.body.status, JSON.stringify(submit.result.body)).toBe(200);
    expect(submit.result.body.data.dealerOrderNo).toMatch(/^D0001\d{10}$/);
    const listed = (statements: string[]) => statements.map((q) => q.trim().slice(0, 100)).join('\n');
    expect(create.statements.length, listed(create.statements)).toBeLessThanOrEqual(CREATE_STATEMENTS);
    expect(submit.statements.length, listed(submit.statements)).toBeLessThanOrEqual(SUBMIT_STATEMENTS);
  });
});

/** Sets the day's counter of `series` (business date 2026-11-21 of the test clock) to `value`. */
async function setCounter(series: string, value: number) {
  await t.ctx.db
    .insert(numberSequences)
    .values({ series, period: '20261121', lastValue: value })
    .onConflictDoUpdate({
      target: [numberSequences.series, numberSequences.period],
      set: { lastValue: value },
    });
}

async function counter(series: string) {
  const [row] = await t.ctx.db
    .select({ value: numberSequences.lastValue })
    .from(numberSequences)
    .where(and(eq(numberSequences.series, series), eq(numberSequences.period, '20261121')));
  return row?.value;
}

describe('numbers written in the same statement as the order', () => {
  it('a submit past the day’s last DealerOrderNO is refused and changes nothing', async () => {
    const created = await dealer.post('/api/v1/dealer-orders', normalOrder(lines.slice(0, 2)));
    expect(created.statusCode).toBe(200);
    const credit = (await dealer.get('/api/v1/credit')).body.data;
    await setCounter('dealerOrder:D0001', 9999);
    const { id, version } = created.body.data;
    const refused = await dealer.post(`/api/v1/dealer-orders/${id}/submit`, { version });
    expectError(refused, 409, 'ORDER_SEQUENCE_EXHAUSTED');
    const detail = (await dealer.get(`/api/v1/dealer-orders/${id}`)).body.data;
    expect(detail).toMatchObject({ status: 0, dealerOrderNo: null, version });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create']);
    expect((await dealer.get('/api/v1/credit')).body.data).toEqual(credit);
    expect(await counter('dealerOrder:D0001')).toBe(9999);
  });

  it('a create past the day’s last temp order no is refused and saves no order', async () => {
    await setCounter('tempOrder', 999999);
    const before = (await dealer.get('/api/v1/dealer-orders/drafts?pageSize=1')).body.data.total;
    const refused = await dealer.post('/api/v1/dealer-orders', normalOrder(lines.slice(0, 2)));
    expectError(refused, 409, 'ORDER_SEQUENCE_EXHAUSTED');
    expect((await dealer.get('/api/v1/dealer-orders/drafts?pageSize=1')).body.data.total).toBe(before);
    expect(await counter('tempOrder')).toBe(999999);
  });
});

/** The ids, prices and amounts of an order's line rows, in line order. */
async function lineRows(orderId: number) {
  return t.ctx.db
    .select({ id: dealerOrderLines.id, price: dealerOrderLines.price, amount: dealerOrderLines.amount })
    .from(dealerOrderLines)
    .where(eq(dealerOrderLines.orderId, orderId))
    .orderBy(asc(dealerOrderLines.lineNo));
}

describe('the submit writes the lines only where today’s prices differ', () => {
  // the tests above leave both counters at their day's last number
  beforeAll(async () => {
    await setCounter('tempOrder', 1000);
    await setCounter('dealerOrder:D0001', 1000);
  });

  it('keeps the saved line rows when no price changed', async () => {
    const created = (await dealer.post('/api/v1/dealer-orders', normalOrder(lines.slice(0, 3)))).body.data;
    const before = await lineRows(created.id);
    const submitted = await dealer.post(`/api/v1/dealer-orders/${created.id}/submit`, {
      version: created.version,
    });
    expect(submitted.body.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await lineRows(created.id)).toEqual(before);
  });

  it('writes today’s price and amount when a price changed after the order was saved', async () => {
    const created = (
      await dealer.post('/api/v1/dealer-orders', normalOrder([{ partCode: partCode(0), qty: 3 }, lines[1]]))
    ).body.data;
    expect(created.amount).toBe('400.00');
    await t.ctx.db
      .update(parts)
      .set({ priceOrdinary: '120.50' })
      .where(eq(parts.partCode, partCode(0)));
    const submitted = await dealer.post(`/api/v1/dealer-orders/${created.id}/submit`, {
      version: created.version,
    });
    expect(submitted.body.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await lineRows(created.id)).map(({ price, amount }) => ({ price, amount }))).toEqual([
      { price: '120.50', amount: '361.50' },
      { price: '100.00', amount: '100.00' },
    ]);
    const detail = (await dealer.get(`/api/v1/dealer-orders/${created.id}`)).body.data;
    expect(detail).toMatchObject({ status: 3, amount: '461.50' });
  });

  it('submits an order of 0.00 for a dealer without a credit account, with its number', async () => {
    await t.ctx.db
      .update(parts)
      .set({ priceOrdinary: '0.00' })
      .where(eq(parts.partCode, partCode(2)));
    await t.ctx.db.delete(creditAccounts).where(eq(creditAccounts.dealerCode, 'D0001'));
    const created = (await dealer.post('/api/v1/dealer-orders', normalOrder([lines[2]]))).body.data;
    const submitted = await dealer.post(`/api/v1/dealer-orders/${created.id}/submit`, {
      version: created.version,
    });
    expect(submitted.body.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 3,
      dealerOrderNo: expect.stringMatching(/^D0001\d{10}$/),
      credit: {
        availableBalance: '0.00',
        remainingSubmittableAmount: '0.00',
        submittedNotSettledAmount: '0.00',
      },
    });
  });
});
