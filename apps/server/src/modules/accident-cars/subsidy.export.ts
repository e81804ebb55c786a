import type { SubsidyListQuery } from '@spm/contracts';
import { SUBSIDY_STATUS_LABELS } from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport, statusRow } from '../../platform/excel/list-export';
import { remarkColumn, vinColumn } from '../../platform/excel/reference-columns';
import {
  dateTimeColumn,
  defineExportSheet,
  labelTableColumn,
  moneyColumn,
  textColumn,
} from '../../platform/excel/sheet';
import type { SubsidyQueries } from './subsidy.queries';

/** The subsidy application list's export sheet (spec §2 subsidy query "export"; §3 fields). */
export const subsidySheet = defineExportSheet({
  key: 'subsidy-applications',
  page: 'accidentSubsidy',
  titleZh: '事故车补贴申请',
  titleEn: 'Accident car subsidies',
  columns: [
    textColumn('applicationNo', '申请单号', 'Application no', 16),
    labelTableColumn('status', '状态', 'Status', SUBSIDY_STATUS_LABELS),
    textColumn('dealerCode', '经销商编号', 'Dealer code'),
    textColumn('settlementNo', '结算单号', 'Settlement no', 16),
    textColumn('dealerOrderNo', '订单号', 'Order no', 18),
    textColumn('materialNumber', '物料号', 'Material number', 18),
    textColumn('reportMonth', '报表月份', 'Report month'),
    dateTimeColumn('firstSubmittedAt', '首次提交时间', 'First submitted at'),
    dateTimeColumn('submittedAt', '本次提交时间', 'Submitted at'),
    textColumn('plateNo', '车牌号', 'Plate no'),
    textColumn('modelCode', '车型代码', 'Car model code'),
    textColumn('modelName', '车型名称', 'Car model name', 20),
    vinColumn(),
    textColumn('ownerName', '车主', 'Owner'),
    moneyColumn('preDiscountTotal', '折前合计', 'Pre-discount total'),
    textColumn('licenceRegistrationDate', '行驶证登记日期', 'Licence registration date'),
    textColumn('lossDeterminationDate', '定损日期', 'Loss determination date'),
    moneyColumn('lossAmount', '定损金额', 'Loss amount'),
    moneyColumn('policyAmount', '保单金额', 'Policy amount'),
    textColumn('fixedLossRatio', '定损比例', 'Fixed loss ratio'),
    textColumn('subsidyStandard', '补贴标准', 'Subsidy standard', 20),
    moneyColumn('subsidyAmount', '补贴金额', 'Subsidy amount'),
    moneyColumn('deduction', '扣款', 'Deduction'),
    moneyColumn('actualSupplementaryAmount', '实际补差金额', 'Actual supplementary amount'),
    remarkColumn(20),
  ],
});

/** The subsidy export (`GET /api/v1/subsidy-applications/export`): the list's filters and scope, by pages. */
export const subsidyExport = (queries: SubsidyQueries): ExportDef<SubsidyListQuery> =>
  sheetExport(
    subsidySheet,
    pagedRows((db, principal, query) => queries.list(db, principal, query, 'zh-CN'), statusRow),
  );
