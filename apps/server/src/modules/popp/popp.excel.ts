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
import { defineExportSheet, labelledColumn } from '../../platform/excel/sheet';
import type { PoppQueries } from './popp.queries';

const poppExportSheet = defineExportSheet({
  key: 'poppExport',
  page: 'poppQuery',
  titleZh: 'POPP',
  titleEn: 'POPP',
  columns: [
    { key: 'poppNo', headerZh: 'POPP单号', headerEn: 'POPP no', type: 'string', width: 18 },
    labelledColumn('poppType', '类型', 'Type', POPP_TYPES, POPP_TYPE_LABELS),
    documentStatusColumn(POPP_STATUSES, POPP_STATUS_LABELS),
    dealerCodeColumn(),
    dealerNameColumn(30),
    { key: 'amount', headerZh: '金额', headerEn: 'Amount', type: 'money' },
    { key: 'submitter', headerZh: '提交人', headerEn: 'Submitter', type: 'string' },
    { key: 'submitterTel', headerZh: '联系电话', headerEn: 'Tel', type: 'string' },
    dealerOrderNoColumn(),
    { key: 'createdAt', headerZh: '创建时间', headerEn: 'Created', type: 'string', width: 22 },
    { key: 'submittedAt', headerZh: '提交时间', headerEn: 'Submitted', type: 'string', width: 22 },
    { key: 'closedAt', headerZh: '关闭时间', headerEn: 'Closed', type: 'string', width: 22 },
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
