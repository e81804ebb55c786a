import { Decimal } from '@spm/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { readXlsx } from '../../../test/xlsx';

const t = useTestApp(['dealer', 'hq', 'wh'], { clock: testClock(new Date('2026-11-21T02:00:00Z')) });

/** The plain SQL sums the statistics must equal. */
async function plainSums(dealerCode: string | null, year: number) {
  const dealer = dealerCode ? sql`and sb.dealer_code = ${dealerCode}` : sql``;
  const shipped =
    await t.ctx.db.execute(sql`select coalesce(sum(l.amount), 0)::text as s from ship_bill_lines l
    join ship_bills sb on sb.id = l.ship_bill_id where extract(year from sb.ship_date) = ${year} ${dealer}`);
  const odealer = dealerCode ? sql`and o.dealer_code = ${dealerCode}` : sql``;
  const unshipped =
    await t.ctx.db.execute(sql`select coalesce(sum((ol.qty - ol.shipped_qty) * ol.price), 0)::text as s
    from dealer_order_lines ol join dealer_orders o on o.id = ol.order_id
    where o.status between 1 and 8 and ol.qty > ol.shipped_qty
      and extract(year from (o.submitted_at at time zone 'Asia/Shanghai')) = ${year} ${odealer}`);
  return {
    shipped: new Decimal((shipped.rows[0] as { s: string }).s).toFixed(2),
    unshipped: new Decimal((unshipped.rows[0] as { s: string }).s).toFixed(2),
  };
}

const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2);
const figures = async (token: string, query: string) =>
  t.call(token, 'GET', `/api/v1/sales-statistics?${query}`);

describe('sales statistics', () => {
  it("equal the plain SQL sums for a dealer's year, and the charts' months and order types add up to them", async () => {
    const res = await figures(t.tokens.dealer, 'year=2026');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const plain = await plainSums('D0001', 2026);
    expect(new Decimal(plain.shipped).greaterThan(0)).toBe(true);
    expect(data.totals.shippedAmount).toBe(plain.shipped);
    expect(data.totals.unshippedAmount).toBe(plain.unshipped);
    expect(data.months).toHaveLength(12);
    expect(sum(data.months.map((m: { shippedAmount: string }) => m.shippedAmount))).toBe(plain.shipped);
    expect(sum(data.orderTypes.map((m: { unshippedAmount: string }) => m.unshippedAmount))).toBe(
      plain.unshipped,
    );
    const whole = new Decimal(plain.shipped).plus(plain.unshipped);
    expect(data.totals.shippedRatio).toBe(new Decimal(plain.shipped).dividedBy(whole).toFixed(4));
    // a dealer naming another dealer still sees its own figures
    const other = (await figures(t.tokens.dealer, 'year=2026&dealerCode=D0002')).json().data;
    expect(other.totals).toEqual(data.totals);
  });

  it('gives head office all dealers or one, each equal to the plain sums', async () => {
    const all = (await figures(t.tokens.hq, 'year=2026')).json().data;
    const plainAll = await plainSums(null, 2026);
    expect([all.totals.shippedAmount, all.totals.unshippedAmount]).toEqual([
      plainAll.shipped,
      plainAll.unshipped,
    ]);
    const one = (await figures(t.tokens.hq, 'year=2026&dealerCode=D0001')).json().data;
    const plainOne = await plainSums('D0001', 2026);
    expect(one.totals.shippedAmount).toBe(plainOne.shipped);
    expect((await figures(t.tokens.wh, 'year=2026')).statusCode).toBe(403);
  });

  it('refuses a period the spec forbids', async () => {
    const range = await figures(t.tokens.dealer, 'year=2026&startMonth=5&endMonth=4');
    expectError(range, 422, 'STATISTICS_MONTH_RANGE');
    expect((await figures(t.tokens.dealer, 'year=26')).statusCode).toBe(400);
    expect((await figures(t.tokens.dealer, 'year=2026&endMonth=13')).statusCode).toBe(400);
  });

  it("drills into one month's shipped detail that adds up to the month, and exports it", async () => {
    const data = (await figures(t.tokens.dealer, 'year=2026')).json().data;
    const month = data.months.find((m: { shippedAmount: string }) => m.shippedAmount !== '0.00');
    const q = `year=2026&startMonth=${month.month}&endMonth=${month.month}`;
    const detail = (
      await t.call(t.tokens.dealer, 'GET', `/api/v1/sales-statistics/shipped-detail?${q}&pageSize=500`)
    ).json().data;
    expect(detail.total).toBe(detail.items.length);
    expect(sum(detail.items.map((i: { shippedAmount: string }) => i.shippedAmount))).toBe(
      month.shippedAmount,
    );
    expect(detail.items[0]).toMatchObject({ year: 2026, monthStart: month.month, dealerCode: 'D0001' });
    const unshipped = (
      await t.call(t.tokens.dealer, 'GET', '/api/v1/sales-statistics/unshipped-detail?year=2026&pageSize=500')
    ).json().data;
    expect(sum(unshipped.items.map((i: { unshippedAmount: string }) => i.unshippedAmount))).toBe(
      data.totals.unshippedAmount,
    );
    const file = await t.app.inject({
      url: `/api/v1/sales-statistics/shipped-detail/export?${q}`,
      headers: t.auth(t.tokens.dealer),
    });
    expect(file.statusCode).toBe(200);
    const rows = [...(await readXlsx(file.rawPayload)).values()][0];
    expect(rows[0]).toContain('发货金额');
    expect(rows.length - 1).toBe(detail.total);
  });
});
