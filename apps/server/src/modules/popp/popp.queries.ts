import type { PoppDetail, PoppListItem, PoppListQuery } from '@spm/contracts';
import {
  type Language,
  nameIn,
  type PoppStatus,
  type PoppType,
  poppWorkflow,
  quotaRemaining,
  toMoney,
} from '@spm/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope, requireFound } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { businessDaysFilter } from '../../platform/db/filters';
import { listPage } from '../../platform/db/paging';
import { dealers } from '../../platform/db/platform.tables';
import { columnsOf } from '../../platform/db/select-columns';
import { historyAnswer } from '../../platform/workflow/history-answer';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { linesWithPartNames } from '../parts';
import { poppLines, poppQuotas, popps } from './popp.tables';

const listColumns = {
  id: popps.id,
  poppNo: popps.poppNo,
  poppType: popps.poppType,
  status: popps.status,
  dealerCode: popps.dealerCode,
  dealerNameZh: dealers.nameZh,
  dealerNameEn: dealers.nameEn,
  warehouseCode: popps.warehouseCode,
  amount: popps.amount,
  submitter: popps.submitter,
  submitterTel: popps.submitterTel,
  submitCount: popps.submitCount,
  createdAt: popps.createdAt,
  submittedAt: popps.submittedAt,
  closedAt: popps.closedAt,
  dealerOrderNo: dealerOrders.dealerOrderNo,
  version: popps.version,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toListItem(r: ListRow, language: Language): PoppListItem {
  return {
    id: r.id as number,
    poppNo: r.poppNo as string,
    poppType: r.poppType as PoppType,
    status: r.status as PoppStatus,
    dealerCode: r.dealerCode as string,
    dealerName: nameIn(r, language, 'dealerName') ?? '',
    warehouseCode: r.warehouseCode as string,
    amount: toMoney(r.amount ?? '0'),
    submitter: r.submitter,
    submitterTel: r.submitterTel,
    submitCount: r.submitCount ?? 0,
    createdAt: (r.createdAt as Date).toISOString(),
    submittedAt: iso(r.submittedAt),
    closedAt: iso(r.closedAt),
    dealerOrderNo: r.dealerOrderNo,
    version: r.version as number,
  };
}

/**
 * POPP reads (spec §2 POPP query): the list with filters and paging, and the detail with parts, its
 * year's quota figures and approval history. Every read is limited to the caller's scope (a dealer
 * sees its own POPPs; another dealer's id answers NOT_FOUND like a missing one).
 */
export function createPoppQueries(deps: { businessTz: string; workflow: WorkflowEngine }) {
  const { businessTz, workflow } = deps;
  const scopeOf = (principal: Principal) =>
    dealerDocumentScope(principal, popps.dealerCode, popps.warehouseCode);
  const base = (db: DbOrTx) =>
    db
      .select(listColumns)
      .from(popps)
      .innerJoin(dealers, eq(dealers.code, popps.dealerCode))
      .leftJoin(dealerOrders, eq(dealerOrders.id, popps.dealerOrderId));
  function filters(principal: Principal, q: PoppListQuery) {
    return and(
      scopeOf(principal),
      q.poppNo ? eq(popps.poppNo, q.poppNo) : undefined,
      q.poppType ? eq(popps.poppType, q.poppType) : undefined,
      q.status !== undefined ? eq(popps.status, q.status) : undefined,
      q.dealerCode ? eq(popps.dealerCode, q.dealerCode) : undefined,
      ...businessDaysFilter(popps.createdAt, q.dateFrom, q.dateTo, businessTz),
    );
  }

  return {
    scopeOf,

    /** POPPs in the caller's scope, newest first: `{items, total, page, pageSize}`. */
    async list(db: DbOrTx, principal: Principal, q: PoppListQuery, language: Language) {
      const where = filters(principal, q);
      return listPage(
        db.select({ total: count() }).from(popps).where(where),
        base(db).where(where).orderBy(desc(popps.createdAt), desc(popps.id)).$dynamic(),
        q,
        (r) => toListItem(r, language),
      );
    },

    /** Every POPP of the filters (export), newest first. */
    async all(db: DbOrTx, principal: Principal, q: PoppListQuery, language: Language) {
      const rows = await base(db).where(filters(principal, q)).orderBy(desc(popps.createdAt), desc(popps.id));
      return rows.map((r) => toListItem(r, language));
    },

    /** One POPP with parts (line order), quota figures of its year and approval history; NOT_FOUND outside scope. */
    async detail(db: DbOrTx, principal: Principal, id: number, language: Language): Promise<PoppDetail> {
      const [row] = await db
        .select({ ...listColumns, remark: popps.remark, quotaYear: popps.quotaYear })
        .from(popps)
        .innerJoin(dealers, eq(dealers.code, popps.dealerCode))
        .leftJoin(dealerOrders, eq(dealerOrders.id, popps.dealerOrderId))
        .where(and(eq(popps.id, id), scopeOf(principal)));
      const head = requireFound(row);
      const lines = await linesWithPartNames(
        db,
        poppLines,
        columnsOf(poppLines, [
          'lineNo',
          'partCode',
          'applyQty',
          'actualQty',
          'salesPrice',
          'discountRate',
          'amount',
          'specialType',
          'remark',
          'status',
        ]),
      )
        .where(eq(poppLines.poppId, id))
        .orderBy(asc(poppLines.lineNo));
      const [quota] = await db
        .select({ taskVolume: poppQuotas.taskVolume, usedAmount: poppQuotas.usedAmount })
        .from(poppQuotas)
        .where(and(eq(poppQuotas.dealerCode, head.dealerCode), eq(poppQuotas.year, head.quotaYear)));
      const history = await workflow.history(db, poppWorkflow.documentType, id);
      return {
        ...toListItem(head, language),
        remark: head.remark,
        quotaYear: head.quotaYear,
        quota: quota
          ? {
              taskVolume: toMoney(quota.taskVolume),
              usedAmount: toMoney(quota.usedAmount),
              remainingAmount: quotaRemaining(quota.taskVolume, quota.usedAmount),
            }
          : null,
        lines: lines.map(({ nameZh, nameEn, ...l }) => ({
          ...l,
          partName: nameIn({ nameZh, nameEn }, language),
          salesPrice: toMoney(l.salesPrice),
          amount: toMoney(l.amount),
          status: l.status as PoppStatus,
        })),
        history: history.map(historyAnswer),
      };
    },
  };
}

export type PoppQueries = ReturnType<typeof createPoppQueries>;
