import type { BalanceChange, BalanceChangeQuery, Page } from '@spm/contracts';
import { BALANCE_CHANGE_TYPE_LABELS, BALANCE_CHANGE_TYPES } from '@spm/domain';
import { and, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { dealers } from '../../platform/db/platform.tables';
import { AppError } from '../../platform/errors';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { dealerCodeColumn, dealerNameColumn } from '../../platform/excel/reference-columns';
import { dateColumn, defineExportSheet, labelledColumn } from '../../platform/excel/sheet';
import { balanceChanges } from '../credit/credit.tables';
import { sortOf } from './fulfilment.repository';

function where(principal: Principal, q: Omit<BalanceChangeQuery, 'page' | 'pageSize' | 'sort'>): SQL {
  const conditions: SQL[] = [dealerDocumentScope(principal, balanceChanges.dealerCode)];
  if (q.dealerCode) conditions.push(eq(balanceChanges.dealerCode, q.dealerCode));
  if (q.dateFrom) conditions.push(gte(balanceChanges.changeDate, q.dateFrom));
  if (q.dateTo) conditions.push(lte(balanceChanges.changeDate, q.dateTo));
  if (q.businessNo) conditions.push(eq(balanceChanges.businessNo, q.businessNo));
  return and(...conditions) as SQL;
}

const columns = {
  id: balanceChanges.id,
  dealerCode: balanceChanges.dealerCode,
  dealerNameZh: dealers.nameZh,
  dealerNameEn: dealers.nameEn,
  batchNo: balanceChanges.batchNo,
  changeDate: balanceChanges.changeDate,
  businessType: balanceChanges.businessType,
  businessNo: balanceChanges.businessNo,
  changeAmount: balanceChanges.changeAmount,
  balanceExcludingTax: balanceChanges.balanceExcludingTax,
};

/**
 * Overage / balance change detail (`GET /api/v1/balance-changes`, spec §2 `/overageChangeDetailQuery/index`,
 * §3 "Balance change"): a dealer sees its own rows, head office every dealer's (filter `dealerCode`),
 * anyone else nothing. Filters `dateFrom`/`dateTo` (change date, inclusive; DATE_RANGE_INVALID when
 * reversed), `businessNo`; newest first; sort `changeDate`, `batchNo`, `changeAmount`, `dealerCode`.
 * Money strings with two decimals (balance excluding tax = balance / 1.13).
 */
export async function listBalanceChanges(
  db: DbOrTx,
  principal: Principal,
  q: BalanceChangeQuery,
): Promise<Page<BalanceChange>> {
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw new AppError('DATE_RANGE_INVALID');
  const condition = where(principal, q);
  return listPage(
    db.select({ total: count() }).from(balanceChanges).where(condition),
    db
      .select(columns)
      .from(balanceChanges)
      .innerJoin(dealers, eq(dealers.code, balanceChanges.dealerCode))
      .where(condition)
      .orderBy(
        ...sortOf(
          q.sort,
          {
            changeDate: balanceChanges.changeDate,
            batchNo: balanceChanges.batchNo,
            changeAmount: balanceChanges.changeAmount,
            dealerCode: balanceChanges.dealerCode,
          },
          [sql`${balanceChanges.changeDate} desc`],
          balanceChanges.id,
        ),
      )
      .$dynamic(),
    q,
  );
}

/** The export sheet of the balance change detail. */
export const balanceChangeSheet = defineExportSheet({
  key: 'balanceChanges',
  page: 'overageChangeDetail',
  titleZh: '余额变动明细',
  titleEn: 'Balance change detail',
  columns: [
    dealerCodeColumn(12),
    dealerNameColumn(30),
    { key: 'batchNo', headerZh: '批次号', headerEn: 'Batch no', type: 'string', width: 18 },
    dateColumn('changeDate', '日期', 'Date'),
    labelledColumn(
      'businessType',
      '业务类型',
      'Business type',
      BALANCE_CHANGE_TYPES,
      BALANCE_CHANGE_TYPE_LABELS,
      22,
    ),
    { key: 'businessNo', headerZh: '业务单号', headerEn: 'Business no', type: 'string', width: 20 },
    { key: 'changeAmount', headerZh: '变动金额', headerEn: 'Change amount', type: 'money', width: 14 },
    {
      key: 'balanceExcludingTax',
      headerZh: '不含税余额',
      headerEn: 'Balance excl. tax',
      type: 'money',
      width: 16,
    },
  ],
});

/** The balance change detail export (`GET /api/v1/balance-changes/export`): the list's filters and scope, streamed by pages. */
export const balanceChangeExport: ExportDef<BalanceChangeQuery> = sheetExport(
  balanceChangeSheet,
  pagedRows(listBalanceChanges, (item) => ({ ...item, dealerName: item.dealerNameZh })),
  async (db, principal, query) => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(balanceChanges)
      .where(where(principal, query));
    return total;
  },
);
