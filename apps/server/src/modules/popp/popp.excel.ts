import type { PoppListQuery } from '@spm/contracts';
import { POPP_STATUS_LABELS, POPP_STATUSES, POPP_TYPE_LABELS, POPP_TYPES } from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { listedRows, statusRow } from '../../platform/excel/list-export';
import {
  dealerCodeColumn,
  dealerNameColumn,
  dealerOrderNoColumn,
  documentStatusColumn,
} from '../../platform/excel/reference-columns';
import { defineExportSheet, labelledColumn, moneyColumn, textColumn } from '../../platform/excel/sheet';
import type { PoppQueries } from './popp.queries';

const poppExportSheet = defineExportSheet({
  key: 'poppExport',
  page: 'poppQuery',
  titleZh: 'POPP',
  titleEn: 'POPP',
  columns: [
    textColumn('poppNo', 'POPP单号', 'POPP no', 18),
    labelledColumn('poppType', '类型', 'Type', POPP_TYPES, POPP_TYPE_LABELS),
    documentStatusColumn(POPP_STATUSES, POPP_STATUS_LABELS),
    dealerCodeColumn(),
    dealerNameColumn(30),
    moneyColumn('amount', '金额', 'Amount'),
    textColumn('submitter', '提交人', 'Submitter'),
    textColumn('submitterTel', '联系电话', 'Tel'),
    dealerOrderNoColumn(),
    textColumn('createdAt', '创建时间', 'Created', 22),
    textColumn('submittedAt', '提交时间', 'Submitted', 22),
    textColumn('closedAt', '关闭时间', 'Closed', 22),
  ],
});

/** The POPP list export (spec §2 POPP query "export"): the list's filters, newest first. */
export function createPoppExport(queries: PoppQueries): ExportDef<PoppListQuery> {
  return {
    key: 'popps',
    sheet: poppExportSheet,
    permission: 'poppQuery:export',
    rows: listedRows((db, principal, q) => queries.all(db, principal, q, 'zh-CN'), statusRow),
  };
}
