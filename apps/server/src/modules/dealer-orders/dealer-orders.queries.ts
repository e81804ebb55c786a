import type {
  DealerOrderDetail,
  DealerOrderSummary,
  OrderListQuery,
  Page,
  UnsubmittedOrderQuery,
  VorApprovalQuery,
} from '@spm/contracts';
import {
  businessDate,
  checkDealerOrderNo,
  checkDeletable,
  nameIn,
  ORDER_STATUS,
  type OrderType,
  type TransportType,
  unsentQty,
  VIRTUAL_DEALER_ORDER_NO,
  type VorApprovalStatus,
} from '@spm/domain';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope, requireFound } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { businessDaysFilter, containsPattern } from '../../platform/db/filters';
import { requestedSort, sortTerm } from '../../platform/db/list-order';
import { enforceAll } from '../../platform/errors';
import {
  countOrders,
  findOrderDetailRow,
  findOrderSummaryPage,
  type OrderSummaryRow,
  orderIdRef,
  selectOrderSummaries,
} from './dealer-orders.repository';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';

const SORTABLE = {
  submitDate: dealerOrders.submittedAt,
  createdAt: dealerOrders.createdAt,
  dealerOrderNo: dealerOrders.dealerOrderNo,
  tempOrderNo: dealerOrders.tempOrderNo,
  amount: dealerOrders.amount,
  status: dealerOrders.status,
  dealerCode: dealerOrders.dealerCode,
} as const;

/** ORDER BY of a list: `sort` (`field` / `-field` of SORTABLE), then newest first by id. */
function orderByOf(sort: string | undefined, fallback: SQL[]): SQL[] {
  const asked = requestedSort(sort, SORTABLE);
  return asked ? [sortTerm(asked, SORTABLE), desc(dealerOrders.id)] : fallback;
}

/**
 * Reads of dealer orders: lists, detail, VOR approvals. Every read is limited to the caller's scope
 * (own dealer; own warehouses, submitted orders only; head office all): a row outside it is
 * NOT_FOUND like a missing one. Deleted orders (11) are listed only when asked for by status.
 */
/**
 * Per part code, the business date (`yyyy-MM-dd`) its backordered pieces are expected at a warehouse;
 * passed in from the composition (the purchasing module's open purchase orders).
 */
export type ExpectedArrivalsQuery = (
  db: DbOrTx,
  warehouseCode: string,
  partCodes: readonly string[],
) => Promise<ReadonlyMap<string, string>>;

const noExpectedArrivals: ExpectedArrivalsQuery = async () => new Map();

/**
 * Order lists and details in the caller's scope. `expectedArrivals` gives backordered lines their
 * expected date (`expectedDate`, null when nothing is on order).
 */
export function createOrderQueries(businessTz: string, expectedArrivals = noExpectedArrivals) {
  const dateOf = (d: Date | null) => (d ? businessDate(d, businessTz) : null);

  /** Data scope of orders for the caller (ARCHITECTURE §3 "Access"). */
  function scopeOf(principal: Principal): SQL {
    const base = dealerDocumentScope(principal, dealerOrders.dealerCode, dealerOrders.orderWarehouseCode);
    if (principal.scope.kind === 'warehouses')
      return and(base, ne(dealerOrders.status, ORDER_STATUS.uncompleted)) as SQL;
    return base;
  }

  function toSummary(row: OrderSummaryRow, language: 'zh-CN' | 'en-US'): DealerOrderSummary {
    const status = row.status as DealerOrderSummary['status'];
    return {
      id: row.id,
      tempOrderNo: row.tempOrderNo,
      dealerOrderNo: row.dealerOrderNo,
      orderType: row.orderType as OrderType,
      status,
      vorApprovalStatus: (row.approvalStatus ?? 'none') as VorApprovalStatus,
      dealerCode: row.dealerCode,
      dealerName: nameIn(row, language, 'dealerName'),
      orderWarehouseCode: row.orderWarehouseCode,
      orderWarehouseName: nameIn(row, language, 'orderWarehouseName'),
      receivingWarehouseCode: row.receivingWarehouseCode,
      transportType: row.transportType as TransportType | null,
      acceptBackorder: row.acceptBackorder,
      amount: row.amount,
      unsentAmount: row.lineFigures.unsentAmount,
      lineCount: row.lineFigures.lineCount,
      agentEntered: row.agentEntered,
      deletable:
        checkDeletable({
          status: row.status as never,
          agentEntered: row.agentEntered,
          receivedQty: row.lineFigures.receivedQty,
          hasDeliveryOrder: row.lineFigures.hasDeliveryOrder,
        }) === null,
      submitDate: dateOf(row.submittedAt),
      createdAt: row.createdAt.toISOString(),
      version: row.version,
    };
  }

  async function page(
    db: DbOrTx,
    where: SQL,
    q: { page: number; pageSize: number; sort?: string },
    fallback: SQL[],
    language: 'zh-CN' | 'en-US',
  ): Promise<Page<DealerOrderSummary>> {
    // page and total in one statement; a page past the end counts apart
    const rows = await findOrderSummaryPage(
      db,
      where,
      orderByOf(q.sort, fallback),
      q.pageSize,
      (q.page - 1) * q.pageSize,
    );
    const total = rows.length > 0 || q.page === 1 ? (rows[0]?.total ?? 0) : await countOrders(db, where);
    return {
      items: rows.map((r) => toSummary(r, language)),
      total: Number(total),
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** A typed DealerOrderNO filter: the virtual number of fifteen zeros is refused (DEALER_ORDER_NO_RESERVED). */
  function orderNoFilter(value: string | undefined): SQL[] {
    if (!value) return [];
    if (value === VIRTUAL_DEALER_ORDER_NO) enforceAll([checkDealerOrderNo(value)]);
    return [sql`${dealerOrders.dealerOrderNo} ilike ${containsPattern(value.toUpperCase())}`];
  }

  /** The WHERE conditions of the order status query (also used by its export). */
  function listConditions(principal: Principal, q: OrderListQuery): SQL[] {
    const statuses = q.status && q.status.length > 0 ? q.status : undefined;
    return [
      scopeOf(principal),
      statuses ? inArray(dealerOrders.status, statuses) : ne(dealerOrders.status, ORDER_STATUS.deleted),
      ...orderNoFilter(q.dealerOrderNo),
      ...(q.tempOrderNo
        ? [sql`${dealerOrders.tempOrderNo} ilike ${containsPattern(q.tempOrderNo.toUpperCase())}`]
        : []),
      ...(q.dealerCode ? [eq(dealerOrders.dealerCode, q.dealerCode)] : []),
      ...(q.orderType ? [eq(dealerOrders.orderType, q.orderType)] : []),
      ...(q.vorApprovalStatus
        ? [
            q.vorApprovalStatus === 'none'
              ? sql`${dealerOrders.approvalStatus} is null`
              : eq(dealerOrders.approvalStatus, q.vorApprovalStatus),
          ]
        : []),
      ...(q.orderWarehouseCode ? [eq(dealerOrders.orderWarehouseCode, q.orderWarehouseCode)] : []),
      ...(q.partCode
        ? [
            sql`exists (select 1 from ${dealerOrderLines} l where l.order_id = ${orderIdRef} and l.part_code = ${q.partCode.toUpperCase()})`,
          ]
        : []),
      ...businessDaysFilter(dealerOrders.submittedAt, q.submitDateFrom, q.submitDateTo, businessTz),
    ];
  }

  function unsubmittedConditions(principal: Principal, q: UnsubmittedOrderQuery): SQL[] {
    return [
      scopeOf(principal),
      eq(dealerOrders.status, ORDER_STATUS.uncompleted),
      ...(q.tempOrderNo
        ? [sql`${dealerOrders.tempOrderNo} ilike ${containsPattern(q.tempOrderNo.toUpperCase())}`]
        : []),
      ...(q.dealerCode ? [eq(dealerOrders.dealerCode, q.dealerCode)] : []),
      ...(q.orderType ? [eq(dealerOrders.orderType, q.orderType)] : []),
      ...businessDaysFilter(dealerOrders.createdAt, q.createDateFrom, q.createDateTo, businessTz),
    ];
  }

  return {
    scopeOf,
    listConditions,

    /** Every order matching `where`, 500 at a time (exports), newest submitted first; names in zh-CN. */
    async *all(db: DbOrTx, where: SQL): AsyncGenerator<DealerOrderSummary> {
      for (let offset = 0; ; offset += 500) {
        const rows = await selectOrderSummaries(db)
          .where(where)
          .orderBy(sql`${dealerOrders.submittedAt} desc nulls last`, desc(dealerOrders.id))
          .limit(500)
          .offset(offset);
        for (const r of rows) yield toSummary(r, 'zh-CN');
        if (rows.length < 500) return;
      }
    },

    /** The WHERE conditions of the unsubmitted order query (also used by its export). */
    unsubmittedConditions,

    /** Order status query (`GET /api/v1/dealer-orders`): filters of OrderListQuery, newest submitted first. */
    async list(db: DbOrTx, principal: Principal, q: OrderListQuery, language: 'zh-CN' | 'en-US') {
      return page(
        db,
        and(...listConditions(principal, q)) as SQL,
        q,
        [desc(dealerOrders.submittedAt), desc(dealerOrders.id)],
        language,
      );
    },

    /** Temporary (unsubmitted, status 0) orders: order input list and unsubmitted order query. */
    async unsubmitted(
      db: DbOrTx,
      principal: Principal,
      q: UnsubmittedOrderQuery,
      language: 'zh-CN' | 'en-US',
    ) {
      const where = and(...unsubmittedConditions(principal, q)) as SQL;
      return page(db, where, q, [desc(dealerOrders.updatedAt), desc(dealerOrders.id)], language);
    },

    /** VOR orders for head-office approval (default: awaiting approval), oldest submitted first. */
    async vorApprovals(db: DbOrTx, principal: Principal, q: VorApprovalQuery, language: 'zh-CN' | 'en-US') {
      const approval = q.vorApprovalStatus ?? 'pending';
      const where = and(
        scopeOf(principal),
        eq(dealerOrders.orderType, 'VOR'),
        approval === 'none'
          ? sql`${dealerOrders.approvalStatus} is null`
          : eq(dealerOrders.approvalStatus, approval),
        ...orderNoFilter(q.dealerOrderNo),
        ...(q.dealerCode ? [eq(dealerOrders.dealerCode, q.dealerCode)] : []),
        ...businessDaysFilter(dealerOrders.submittedAt, q.submitDateFrom, q.submitDateTo, businessTz),
      ) as SQL;
      return page(db, where, q, [asc(dealerOrders.submittedAt), asc(dealerOrders.id)], language);
    },

    /**
     * One order with header, lines (`sendQty` = shipped, `unsentQty` = qty − shipped) and history,
     * in the caller's scope (NOT_FOUND otherwise).
     */
    async detail(
      db: DbOrTx,
      principal: Principal,
      id: number,
      language: 'zh-CN' | 'en-US' = 'zh-CN',
    ): Promise<DealerOrderDetail> {
      // summary, header, lines and history: one statement
      const row = requireFound(await findOrderDetailRow(db, id, scopeOf(principal)));
      const summary = toSummary(row, language);
      const { vin, carNumber, contact, contactPhone, approvalNo, dfsPurchaseCode, remark } = row;
      const header = { vin, carNumber, contact, contactPhone, approvalNo, dfsPurchaseCode, remark };
      const { lines, history } = row;
      const owed = lines.filter((l) => l.backorderQty > 0).map((l) => l.partCode);
      const expected = owed.length ? await expectedArrivals(db, summary.orderWarehouseCode, owed) : new Map();
      return {
        ...summary,
        ...header,
        dealerType: row.dealerType,
        lines: lines.map((l) => ({
          id: l.id,
          lineNo: l.lineNo,
          partCode: l.partCode,
          nameZh: l.nameZh,
          nameEn: l.nameEn,
          qty: l.qty,
          sendQty: l.shippedQty,
          unsentQty: unsentQty(l.qty, l.shippedQty),
          allocatedQty: l.allocatedQty,
          backorderQty: l.backorderQty,
          expectedDate: l.backorderQty > 0 ? (expected.get(l.partCode) ?? null) : null,
          receivedQty: l.receivedQty,
          minPackageQty: l.minPackageQty,
          unitSalesQty: l.unitSalesQty,
          price: l.price,
          amount: l.amount,
        })),
        history: history.map((h) => ({
          id: h.id,
          action: h.action,
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          actorName: h.actorName,
          opinion: h.opinion,
          createdAt: new Date(h.createdAt).toISOString(),
        })),
      };
    },
  };
}

export type OrderQueries = ReturnType<typeof createOrderQueries>;
