import type { Page, UnsettledLine, UnsettledLineQuery } from '@spm/contracts';
import { businessDate, type OrderType, SUBMITTED_NOT_SETTLED_STATUSES } from '@spm/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/filters';
import { requestedSort, sortTerm } from '../../platform/db/list-order';
import { parts } from '../parts/parts.tables';
import type { OrderQueries } from './dealer-orders.queries';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';

/** Unsent amount of a line: price × (qty − shipped), CNY. */
const lineUnsent = sql<string>`(${dealerOrderLines.price} * (${dealerOrderLines.qty} - ${dealerOrderLines.shippedQty}))::numeric(18,2)::text`;

/** Columns the unsettled line list sorts by (`sort` = `field` or `-field`). */
const SORTABLE = {
  dealerOrderNo: dealerOrders.dealerOrderNo,
  dealerCode: dealerOrders.dealerCode,
  orderType: dealerOrders.orderType,
  status: dealerOrders.status,
  submitDate: dealerOrders.submittedAt,
  partCode: dealerOrderLines.partCode,
  qty: dealerOrderLines.qty,
  sendQty: dealerOrderLines.shippedQty,
  unsentQty: sql`(${dealerOrderLines.qty} - ${dealerOrderLines.shippedQty})`,
  price: dealerOrderLines.price,
  unsentAmount: sql`(${dealerOrderLines.price} * (${dealerOrderLines.qty} - ${dealerOrderLines.shippedQty}))`,
} as const;

/**
 * ORDER BY of the line list: `sort` when it names a column of SORTABLE (then order and line), else
 * `fallback`.
 */
function orderByOf(sort: string | undefined, fallback: SQL[]): SQL[] {
  const asked = requestedSort(sort, SORTABLE);
  return asked ? [sortTerm(asked, SORTABLE), asc(dealerOrders.id), asc(dealerOrderLines.lineNo)] : fallback;
}

/**
 * Submitted-unsettled order detail (spec §2): the lines still using the dealer's credit — lines with
 * an unsent qty on orders in statuses 1, 2, 3, 4, 6, 7 — with their unsent amount; the sum of all of
 * them (`unsentAmount`) is the dealer's submitted-not-settled amount. In the caller's order scope.
 */
export function createUnsettledLineQueries(queries: OrderQueries, businessTz: string) {
  function where(principal: Principal, q: UnsettledLineQuery): SQL {
    return and(
      queries.scopeOf(principal),
      inArray(dealerOrders.status, [...SUBMITTED_NOT_SETTLED_STATUSES]),
      sql`${dealerOrderLines.qty} > ${dealerOrderLines.shippedQty}`,
      ...(q.dealerOrderNo
        ? [sql`${dealerOrders.dealerOrderNo} ilike ${containsPattern(q.dealerOrderNo)}`]
        : []),
      ...(q.dealerCode ? [eq(dealerOrders.dealerCode, q.dealerCode)] : []),
      ...(q.partCode ? [eq(dealerOrderLines.partCode, q.partCode.toUpperCase())] : []),
      ...(q.orderType ? [eq(dealerOrders.orderType, q.orderType)] : []),
    ) as SQL;
  }

  function select(db: DbOrTx) {
    return db
      .select({
        orderId: dealerOrders.id,
        dealerOrderNo: dealerOrders.dealerOrderNo,
        dealerCode: dealerOrders.dealerCode,
        orderType: dealerOrders.orderType,
        status: dealerOrders.status,
        submittedAt: dealerOrders.submittedAt,
        partCode: dealerOrderLines.partCode,
        nameZh: parts.nameZh,
        nameEn: parts.nameEn,
        qty: dealerOrderLines.qty,
        sendQty: dealerOrderLines.shippedQty,
        price: dealerOrderLines.price,
        unsentAmount: lineUnsent,
      })
      .from(dealerOrderLines)
      .innerJoin(dealerOrders, eq(dealerOrders.id, dealerOrderLines.orderId))
      .innerJoin(parts, eq(parts.partCode, dealerOrderLines.partCode));
  }

  const toLine = (r: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): UnsettledLine => ({
    orderId: r.orderId,
    dealerOrderNo: r.dealerOrderNo ?? '',
    dealerCode: r.dealerCode,
    orderType: r.orderType as OrderType,
    status: r.status,
    submitDate: r.submittedAt ? businessDate(r.submittedAt, businessTz) : null,
    partCode: r.partCode,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    qty: r.qty,
    sendQty: r.sendQty,
    unsentQty: r.qty - r.sendQty,
    price: r.price,
    unsentAmount: r.unsentAmount,
  });

  return {
    /**
     * One page of unsettled lines, sorted by `sort` (a column of the list) or oldest order first, with
     * the unsent amount of every matching line.
     */
    async page(
      db: DbOrTx,
      principal: Principal,
      q: UnsettledLineQuery,
    ): Promise<Page<UnsettledLine> & { unsentAmount: string }> {
      const condition = where(principal, q);
      const [totals] = await db
        .select({
          total: sql<number>`count(*)::int`,
          unsentAmount: sql<string>`coalesce(sum(${dealerOrderLines.price} * (${dealerOrderLines.qty} - ${dealerOrderLines.shippedQty})), 0)::numeric(18,2)::text`,
        })
        .from(dealerOrderLines)
        .innerJoin(dealerOrders, eq(dealerOrders.id, dealerOrderLines.orderId))
        .where(condition);
      const rows = await select(db)
        .where(condition)
        .orderBy(
          ...orderByOf(q.sort, [
            asc(dealerOrders.submittedAt),
            asc(dealerOrders.id),
            asc(dealerOrderLines.lineNo),
          ]),
        )
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      return {
        items: rows.map(toLine),
        total: Number(totals.total),
        page: q.page,
        pageSize: q.pageSize,
        unsentAmount: totals.unsentAmount,
      };
    },

    /** Every matching line, 500 at a time (for the export), sorted like the list or newest order first. */
    async *all(db: DbOrTx, principal: Principal, q: UnsettledLineQuery): AsyncGenerator<UnsettledLine> {
      const condition = where(principal, q);
      for (let offset = 0; ; offset += 500) {
        const rows = await select(db)
          .where(condition)
          .orderBy(
            ...orderByOf(q.sort, [
              desc(dealerOrders.submittedAt),
              desc(dealerOrders.id),
              asc(dealerOrderLines.lineNo),
            ]),
          )
          .limit(500)
          .offset(offset);
        for (const r of rows) yield toLine(r);
        if (rows.length < 500) return;
      }
    },
  };
}
