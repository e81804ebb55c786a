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
import { dateTimeColumn, definePageExportSheet, intColumn, textColumn } from '../../platform/excel/sheet';
import { listBodApplications } from './bod-applications.service';
import { listMajorClaims } from './major-claims.service';

/** The major claim query's export sheet (spec §2 `/majorClaimQuery/index`). */
export const majorClaimSheet = definePageExportSheet('majorClaim', 'majorClaims', [
  textColumn('majorClaimNo', '重大索赔号', 'Major claim no', 18),
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
  textColumn('applyNo', '申请单号', 'Apply no', 16),
  documentStatusColumn(BOD_STATUSES, BOD_STATUS_LABELS),
  dealerCodeColumn(),
  textColumn('partType', '配件类型', 'Part type'),
  textColumn('partCode', '配件代码', 'Part code', 18),
  intColumn('qty', '数量', 'Qty'),
  vinColumn(),
  textColumn('carNumber', '车号', 'Car number'),
  textColumn('contact', '联系人', 'Contact'),
  textColumn('telephone', '联系电话', 'Telephone'),
  dealerOrderNoColumn(),
  dateTimeColumn('createdAt', '申请时间', 'Applied at'),
]);

/** The BOD export (`GET /api/v1/bod-applications/export`): the list's filters and scope. */
export const bodExport: ExportDef<BodListQuery> = sheetExport(
  bodSheet,
  pagedRows(listBodApplications, statusRow),
);
