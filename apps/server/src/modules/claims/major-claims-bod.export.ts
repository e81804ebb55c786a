import type { BodListQuery, MajorClaimListQuery } from '@spm/contracts';
import {
  BOD_STATUS_LABELS,
  BOD_STATUSES,
  MAJOR_CLAIM_STATUS_LABELS,
  MAJOR_CLAIM_STATUSES,
} from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport, statusRow } from '../../platform/excel/list-export';
import {
  dealerCodeColumn,
  dealerOrderNoColumn,
  documentStatusColumn,
  remarkColumn,
  vinColumn,
} from '../../platform/excel/reference-columns';
import { dateTimeColumn, definePageExportSheet } from '../../platform/excel/sheet';
import { listBodApplications } from './bod-applications.service';
import { listMajorClaims } from './major-claims.service';

/** The major claim query's export sheet (spec §2 `/majorClaimQuery/index`). */
export const majorClaimSheet = definePageExportSheet('majorClaim', 'majorClaims', [
  { key: 'majorClaimNo', headerZh: '重大索赔号', headerEn: 'Major claim no', type: 'string', width: 18 },
  documentStatusColumn(MAJOR_CLAIM_STATUSES, MAJOR_CLAIM_STATUS_LABELS),
  dealerCodeColumn(),
  vinColumn(),
  remarkColumn(24),
  dateTimeColumn('createdAt', '登记时间', 'Registered at'),
]);

/** The major claim export (`GET /api/v1/major-claims/export`): the query's filters and scope. */
export const majorClaimExport: ExportDef<MajorClaimListQuery> = sheetExport(
  majorClaimSheet,
  pagedRows(listMajorClaims, statusRow),
);

/** The BOD order application list's export sheet (spec §2 `/bod-order/list`, §3). */
export const bodSheet = definePageExportSheet('bodOrder', 'bodApplications', [
  { key: 'applyNo', headerZh: '申请单号', headerEn: 'Apply no', type: 'string', width: 16 },
  documentStatusColumn(BOD_STATUSES, BOD_STATUS_LABELS),
  dealerCodeColumn(),
  { key: 'partType', headerZh: '配件类型', headerEn: 'Part type', type: 'string' },
  { key: 'partCode', headerZh: '配件代码', headerEn: 'Part code', type: 'string', width: 18 },
  { key: 'qty', headerZh: '数量', headerEn: 'Qty', type: 'int' },
  vinColumn(),
  { key: 'carNumber', headerZh: '车号', headerEn: 'Car number', type: 'string' },
  { key: 'contact', headerZh: '联系人', headerEn: 'Contact', type: 'string' },
  { key: 'telephone', headerZh: '联系电话', headerEn: 'Telephone', type: 'string' },
  dealerOrderNoColumn(),
  dateTimeColumn('createdAt', '申请时间', 'Applied at'),
]);

/** The BOD export (`GET /api/v1/bod-applications/export`): the list's filters and scope. */
export const bodExport: ExportDef<BodListQuery> = sheetExport(
  bodSheet,
  pagedRows(listBodApplications, statusRow),
);
