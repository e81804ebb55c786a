import type { ClaimListQuery } from '@spm/contracts';
import { CLAIM_JUDGE_LABELS, CLAIM_REASON_LABELS, CLAIM_STATUS_LABELS } from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import {
  dealerCodeColumn,
  dealerOrderNoColumn,
  submittedAtColumn,
} from '../../platform/excel/reference-columns';
import { definePageExportSheet, labelTableColumn } from '../../platform/excel/sheet';
import { listClaims } from './claims.repository';

/** The claim list's export sheet (spec §2 claim query "export"). */
export const claimSheet = definePageExportSheet('dealerClaim', 'claims', [
  { key: 'claimBillNo', headerZh: '索赔单号', headerEn: 'Claim bill no', type: 'string', width: 16 },
  labelTableColumn('status', '状态', 'Status', CLAIM_STATUS_LABELS),
  dealerCodeColumn(),
  { key: 'warehouseCode', headerZh: '索赔仓库', headerEn: 'Claim warehouse', type: 'string' },
  { key: 'shipBillNo', headerZh: '发运单号', headerEn: 'Ship bill no', type: 'string', width: 18 },
  dealerOrderNoColumn(),
  labelTableColumn('reason', '索赔原因', 'Reason', CLAIM_REASON_LABELS),
  labelTableColumn('judge', '索赔判定', 'Judge', CLAIM_JUDGE_LABELS),
  { key: 'claimQty', headerZh: '索赔数量', headerEn: 'Claim qty', type: 'int' },
  { key: 'compensatedAmount', headerZh: '补偿金额', headerEn: 'Compensated amount', type: 'money' },
  { key: 'submitter', headerZh: '提交人', headerEn: 'Submitter', type: 'string' },
  submittedAtColumn(),
]);

/**
 * The claim export (`GET /api/v1/claims/export`): the list's filters and scope, streamed by pages;
 * submit dates are business dates in `businessTz`.
 */
export const claimExport = (businessTz: string): ExportDef<ClaimListQuery> =>
  sheetExport(
    claimSheet,
    pagedRows(
      (db, principal, q) => listClaims(db, principal, q, businessTz),
      (r) => ({
        ...r,
        status: String(r.status),
        reason: String(r.reason),
        judge: r.judge === null ? null : String(r.judge),
      }),
    ),
  );
