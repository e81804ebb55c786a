import type { DetailQuery, ShippedDetailItem, StatisticsQuery, UnshippedDetailItem } from '@spm/contracts';
import { SALE_PROPERTY_CODES } from '@spm/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';

/** Statuses whose lines still owe pieces: submitted (1) up to settled (8); not draft, finished, closed or deleted. */
const OPEN_STATUSES = sql`o.status between 1 and 8`;

/** The order's sale property, defaulting from its order type (as `salePropertyOf` in the domain). */
export const salePropertySql = sql`(case when o.sale_property in (${sql.join(
  SALE_PROPERTY_CODES.map((c) => sql`${c}`),
  sql`, `,
)}) then o.sale_property when o.order_type = 'Urgent' then 'urgent' when o.order_type = 'VOR' then 'vor'
  when o.order_type = 'DFS' then 'dfs' else 'regular' end)`;

const pad = (n: number) => String(n).padStart(2, '0');

/** First day of the period and first day after it (`yyyy-MM-dd`). */
export function periodOf(q: Pick<StatisticsQuery, 'year' | 'startMonth' | 'endMonth'>) {
  const from = `${q.year}-${pad(q.startMonth)}-01`;
  const to = q.endMonth === 12 ? `${q.year + 1}-01-01` : `${q.year}-${pad(q.endMonth + 1)}-01`;
  return { from, to };
}

/**
 * The dealer condition on `column` for the caller (spec §2: a dealer sees its own figures, head office
 * any dealer or all; anyone else nothing).
 */
export function dealerCondition(principal: Principal, column: SQL, dealerCode: string | undefined): SQL {
  const s = principal.scope;
  if (s.kind === 'dealer') return sql`${column} = ${s.dealerCode}`;
  if (s.kind === 'all') return dealerCode ? sql`${column} = ${dealerCode}` : sql`true`;
  return sql`false`;
}

function orderFilters(q: Partial<StatisticsQuery>): SQL {
  return sql.join(
    [
      q.orderType ? sql`o.order_type = ${q.orderType}` : sql`true`,
      q.saleProperty ? sql`${salePropertySql} = ${q.saleProperty}` : sql`true`,
    ],
    sql` and `,
  );
}

/** Shipped lines of the period: ship date within it (business dates), in the caller's scope. */
function shippedFrom(principal: Principal, q: StatisticsQuery): SQL {
  const { from, to } = periodOf(q);
  return sql`from ship_bill_lines l
    join ship_bills sb on sb.id = l.ship_bill_id
    join dealer_orders o on o.id = sb.order_id
    where sb.ship_date >= ${from}::date and sb.ship_date < ${to}::date
      and ${dealerCondition(principal, sql`sb.dealer_code`, q.dealerCode)} and ${orderFilters(q)}`;
}

/** Order lines submitted in the period (business time zone) that still owe pieces. */
function unshippedFrom(principal: Principal, q: StatisticsQuery, tz: string): SQL {
  const { from, to } = periodOf(q);
  return sql`from dealer_order_lines ol
    join dealer_orders o on o.id = ol.order_id
    where ${OPEN_STATUSES} and ol.qty > ol.shipped_qty
      and o.submitted_at >= (${from}::timestamp at time zone ${tz})
      and o.submitted_at < (${to}::timestamp at time zone ${tz})
      and ${dealerCondition(principal, sql`o.dealer_code`, q.dealerCode)} and ${orderFilters(q)}`;
}

type Grouped = { month: number; order_type: string; amount: string };

/** Shipped amount per month and order type. */
export async function shippedByMonthAndType(db: DbOrTx, principal: Principal, q: StatisticsQuery) {
  const res = await db.execute(sql`select extract(month from sb.ship_date)::int as month, o.order_type,
      sum(l.amount)::text as amount ${shippedFrom(principal, q)} group by 1, 2`);
  return res.rows as unknown as Grouped[];
}

/** Unshipped amount ((qty − shipped) × price) per month of submission and order type. */
export async function unshippedByMonthAndType(
  db: DbOrTx,
  principal: Principal,
  q: StatisticsQuery,
  tz: string,
) {
  const res =
    await db.execute(sql`select extract(month from (o.submitted_at at time zone ${tz}))::int as month,
      o.order_type, sum((ol.qty - ol.shipped_qty) * ol.price)::text as amount
      ${unshippedFrom(principal, q, tz)} group by 1, 2`);
  return res.rows as unknown as Grouped[];
}

/** Claims submitted in the period (count, Σ compensated amount) and claim reparations credited (refunded). */
export async function claimFigures(db: DbOrTx, principal: Principal, q: StatisticsQuery, tz: string) {
  const { from, to } = periodOf(q);
  const claims =
    await db.execute(sql`select count(*)::int as n, coalesce(sum(c.compensated_amount), 0)::text as compensated
    from claims c join dealer_orders o on o.id = c.dealer_order_id
    where c.submitted_at >= (${from}::timestamp at time zone ${tz}) and c.submitted_at < (${to}::timestamp at time zone ${tz})
      and ${dealerCondition(principal, sql`c.dealer_code`, q.dealerCode)} and ${orderFilters(q)}`);
  const refunds =
    await db.execute(sql`select coalesce(sum(b.change_amount), 0)::text as refunded from balance_changes b
    where b.business_type = 'claimReparation' and b.change_date >= ${from}::date and b.change_date < ${to}::date
      and ${dealerCondition(principal, sql`b.dealer_code`, q.dealerCode)}`);
  const c = claims.rows[0] as { n: number; compensated: string };
  const r = refunds.rows[0] as { refunded: string };
  return { claimsCount: Number(c.n), compensated: c.compensated, refunded: r.refunded };
}

/**
 * The total and one page (`q.page` from 1, `q.pageSize` rows) of a detail query: `columns` its select
 * list, `from` its FROM … WHERE, `orderBy` its ORDER BY list; the rows as the driver answers them.
 */
async function detailPage(
  db: DbOrTx,
  q: { page: number; pageSize: number },
  columns: SQL,
  from: SQL,
  orderBy: SQL,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const [{ total }] = (await db.execute(sql`select count(*)::int as total ${from}`)).rows as {
    total: number;
  }[];
  const rows = (
    await db.execute(
      sql`select ${columns} ${from} order by ${orderBy} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    )
  ).rows as Record<string, unknown>[];
  return { rows, total: Number(total) };
}

/** A page of the shipped-amount detail (spec §3), by ship date then ship bill and line. */
export async function shippedDetail(db: DbOrTx, principal: Principal, q: DetailQuery) {
  const { rows, total } = await detailPage(
    db,
    q,
    sql`sb.dealer_code, o.dealer_order_no, o.order_type, ${salePropertySql} as sale_property,
        o.discount_rate::text as discount_rate, l.part_code, l.shipped_qty, l.price::text as price, l.amount::text as amount,
        sb.ship_bill_no, sb.ship_date::text as ship_date, o.order_warehouse_code`,
    shippedFrom(principal, q),
    sql`sb.ship_date, sb.id, l.id`,
  );
  const items: ShippedDetailItem[] = rows.map((r) => ({
    year: q.year,
    monthStart: q.startMonth,
    monthEnd: q.endMonth,
    dealerCode: String(r.dealer_code),
    dealerOrderNo: (r.dealer_order_no as string | null) ?? null,
    orderType: String(r.order_type),
    saleProperty: String(r.sale_property),
    discountRate: (r.discount_rate as string | null) ?? null,
    partCode: String(r.part_code),
    shippedQty: Number(r.shipped_qty),
    price: String(r.price),
    shippedAmount: String(r.amount),
    shipBillNo: String(r.ship_bill_no),
    shipDate: String(r.ship_date).slice(0, 10),
    orderWarehouseCode: String(r.order_warehouse_code),
  }));
  return { items, total };
}

/** A page of the unshipped-amount detail, by submission then order and line. */
export async function unshippedDetail(db: DbOrTx, principal: Principal, q: DetailQuery, tz: string) {
  const { rows, total } = await detailPage(
    db,
    q,
    sql`o.dealer_code, o.dealer_order_no, o.order_type, ${salePropertySql} as sale_property,
        ol.part_code, ol.qty, ol.shipped_qty, ol.price::text as price,
        ((ol.qty - ol.shipped_qty) * ol.price)::numeric(18,2)::text as amount,
        to_char(o.submitted_at at time zone ${tz}, 'YYYY-MM-DD') as submit_date, o.order_warehouse_code`,
    unshippedFrom(principal, q, tz),
    sql`o.submitted_at, o.id, ol.id`,
  );
  const items: UnshippedDetailItem[] = rows.map((r) => ({
    dealerCode: String(r.dealer_code),
    dealerOrderNo: (r.dealer_order_no as string | null) ?? null,
    orderType: String(r.order_type),
    saleProperty: String(r.sale_property),
    partCode: String(r.part_code),
    qty: Number(r.qty),
    shippedQty: Number(r.shipped_qty),
    unsentQty: Number(r.qty) - Number(r.shipped_qty),
    price: String(r.price),
    unshippedAmount: String(r.amount),
    submitDate: String(r.submit_date),
    orderWarehouseCode: String(r.order_warehouse_code),
  }));
  return { items, total };
}
