import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';

const t = useTestApp(['dealer', 'dealer2', 'hq', 'wh', 'wh2', 'supplier', 'area-manager'], {
  clock: testClock(new Date('2026-11-21T02:00:00Z')),
});

type Figure = { key: string; count: number | null; amount: string | null };
type Card = { key: string; figures: Figure[] };

async function dashboard(token: string) {
  const res = await t.call(token, 'GET', '/api/v1/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { audience: string; today: string; cards: Card[] };
}

const card = (cards: Card[], key: string) => cards.find((c) => c.key === key);
const counts = (c: Card | undefined) => Object.fromEntries((c?.figures ?? []).map((f) => [f.key, f.count]));
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.execute(query)).rows as T[];

async function plainOrderCounts(dealerCode: string) {
  const found = await rows<{ status: number; n: number }>(sql`select status, count(*)::int as n
    from dealer_orders where dealer_code = ${dealerCode} and status <> 11 group by status`);
  return Object.fromEntries(found.map((r) => [String(r.status), r.n]));
}

async function warehousesOf(username: string) {
  const found = await rows<{ code: string }>(sql`select uw.warehouse_code as code from user_warehouses uw
    join users u on u.id = uw.user_id where u.username = ${username}`);
  return found.map((r) => r.code);
}

describe('dashboard', () => {
  it("shows a dealer its own orders per status, credit labels, deliveries to confirm and open claims, never another dealer's", async () => {
    const data = await dashboard(t.tokens.dealer);
    expect(data.audience).toBe('dealer');
    expect(data.today).toBe('2026-11-21');
    expect(data.cards.map((c) => c.key)).toEqual(['orders', 'credit', 'deliveries', 'claims']);
    const own = await plainOrderCounts('D0001');
    expect(Object.keys(own).length).toBeGreaterThan(0);
    expect(counts(card(data.cards, 'orders'))).toEqual(own);

    const credit = (await t.call(t.tokens.dealer, 'GET', '/api/v1/credit')).json().data;
    expect(
      Object.fromEntries(card(data.cards, 'credit')?.figures.map((f) => [f.key, f.amount]) ?? []),
    ).toEqual(credit);

    const [deliveries] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ship_bills where dealer_code = 'D0001' and status = 0`,
    );
    expect(counts(card(data.cards, 'deliveries'))).toEqual({ unconfirmed: deliveries?.n });

    const claims = await rows<{ status: number; n: number }>(sql`select status, count(*)::int as n from claims
      where dealer_code = 'D0001' and status <> 6 group by status`);
    expect(counts(card(data.cards, 'claims'))).toEqual(
      Object.fromEntries(claims.map((r) => [String(r.status), r.n])),
    );

    // dealer B sees its own figures, which are not dealer A's
    const other = await dashboard(t.tokens.dealer2);
    expect(counts(card(other.cards, 'orders'))).toEqual(await plainOrderCounts('D0002'));
    expect(counts(card(other.cards, 'orders'))).not.toEqual(own);
  });

  it("gives warehouse staff the release backlog, today's work and backorders of its own warehouses only", async () => {
    const codes = await warehousesOf('wh');
    expect(codes.length).toBeGreaterThan(0);
    const inOwn = sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    );
    // a ship bill shipped today in the warehouse, and one in another warehouse, so "today" is not empty
    const [bill] = await rows<{ id: number; warehouse_code: string }>(
      sql`select id, warehouse_code from ship_bills where warehouse_code in (${inOwn}) order by id limit 1`,
    );
    expect(bill).toBeDefined();
    await t.ctx.db.execute(sql`update ship_bills set ship_date = '2026-11-21' where id = ${bill?.id}`);
    await t.ctx.db.execute(sql`update ship_bills set ship_date = '2026-11-21'
      where id = (select min(id) from ship_bills where warehouse_code not in (${inOwn}))`);

    const data = await dashboard(t.tokens.wh);
    expect(data.audience).toBe('warehouse');
    expect(data.cards.map((c) => c.key)).toEqual(['releaseBacklog', 'todayWork', 'backorders']);
    const backlog = await rows<{ order_type: string; n: number }>(sql`select order_type, count(*)::int as n
      from dealer_orders where order_warehouse_code in (${inOwn}) and status = 3 group by order_type`);
    expect(counts(card(data.cards, 'releaseBacklog'))).toEqual(
      Object.fromEntries(backlog.map((r) => [r.order_type, r.n])),
    );
    const [plain] = await rows<{ pick: number; boxes: number; ship: number; back: number }>(sql`select
      (select count(*) from pick_bills where warehouse_code in (${inOwn})
        and (created_at at time zone 'Asia/Shanghai')::date = '2026-11-21')::int as pick,
      (select count(*) from ship_boxes where warehouse_code in (${inOwn})
        and (created_at at time zone 'Asia/Shanghai')::date = '2026-11-21')::int as boxes,
      (select count(*) from ship_bills where warehouse_code in (${inOwn}) and ship_date = '2026-11-21')::int as ship,
      (select count(*) from dealer_orders where order_warehouse_code in (${inOwn}) and status = 2)::int as back`);
    expect(counts(card(data.cards, 'todayWork'))).toEqual({
      pickBills: plain?.pick,
      boxes: plain?.boxes,
      shipBills: plain?.ship,
    });
    expect(plain?.ship).toBeGreaterThanOrEqual(1);
    expect(counts(card(data.cards, 'backorders'))).toEqual({ backordered: plain?.back });

    // the other warehouse's staff does not count this warehouse's ship bill
    const otherCodes = await warehousesOf('wh2');
    expect(otherCodes.some((c) => codes.includes(c))).toBe(false);
    const [otherShip] = await rows<{ n: number }>(sql`select count(*)::int as n from ship_bills
      where warehouse_code in (${sql.join(
        otherCodes.map((c) => sql`${c}`),
        sql`, `,
      )}) and ship_date = '2026-11-21'`);
    expect(counts(card((await dashboard(t.tokens.wh2)).cards, 'todayWork')).shipBills).toBe(otherShip?.n);
  });

  it('shows head office the approvals pending for it and this month shipped against the same month last year', async () => {
    const data = await dashboard(t.tokens.hq);
    expect(data.audience).toBe('headOffice');
    const [pending] = await rows<{ vor: number; claim: number }>(sql`select
      (select count(*) from dealer_orders where order_type = 'VOR' and status = 1 and approval_status = 'pending')::int as vor,
      (select count(*) from claims where status = 1)::int as claim`);
    expect(pending?.vor).toBeGreaterThan(0);
    // hq approves VOR orders and audits claims, but no subsidy level
    expect(counts(card(data.cards, 'approvals'))).toEqual({ vor: pending?.vor, claim: pending?.claim });

    const [shipped] = await rows<{ now: string; before: string }>(sql`select
      coalesce(sum(amount) filter (where ship_date >= '2026-11-01' and ship_date < '2026-12-01'), 0)::numeric(18,2)::text as now,
      coalesce(sum(amount) filter (where ship_date >= '2025-11-01' and ship_date < '2025-12-01'), 0)::numeric(18,2)::text as before
      from ship_bills`);
    const month = Object.fromEntries(
      card(data.cards, 'shippedMonth')?.figures.map((f) => [f.key, f.amount]) ?? [],
    );
    expect(month).toEqual({ thisMonth: shipped?.now, lastYear: shipped?.before });

    // the area manager approves subsidies only; a dealer gets no approvals card
    const area = await dashboard(t.tokens['area-manager']);
    expect(Object.keys(counts(card(area.cards, 'approvals')))).toEqual(['subsidy']);
    expect(card((await dashboard(t.tokens.dealer)).cards, 'approvals')).toBeUndefined();
  });

  it('answers a supplier no card and an anonymous caller 401', async () => {
    expect(await dashboard(t.tokens.supplier)).toMatchObject({ audience: 'none', cards: [] });
    expect((await t.call('', 'GET', '/api/v1/dashboard')).statusCode).toBe(401);
  });
});
