import type { BomListQuery, FixPriceListQuery, RfqListQuery } from '@spm/contracts';
import { FIX_PRICE_STATUS_LABELS, FIX_PRICE_STATUSES, RFQ_STATUS_LABELS, RFQ_STATUSES } from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { defineImport, saveEachRow } from '../../platform/excel/importer';
import { pagedRows, sheetExport, statusRow } from '../../platform/excel/list-export';
import {
  currencyColumn,
  documentStatusColumn,
  partCodeColumn,
  partNameColumn,
} from '../../platform/excel/reference-columns';
import {
  type ColumnDef,
  dateColumn,
  defineExportSheet,
  defineSheet,
  intColumn,
  moneyColumn,
  textColumn,
} from '../../platform/excel/sheet';
import type { BomService } from './bom.service';
import type { FixPriceService } from './fix-price.service';
import type { RfqService } from './rfq.service';

const partColumn = (key: string, headerZh: string, headerEn: string): ColumnDef => ({
  key,
  headerZh,
  headerEn,
  type: 'string',
  max: 30,
  required: true,
  normalize: (v) => v.toUpperCase(),
});

const bomColumns = [
  partColumn('parentPartCode', '父件编号', 'Parent part code'),
  partColumn('childPartCode', '子件编号', 'Child part code'),
  { key: 'qty', headerZh: '数量', headerEn: 'Qty', type: 'int', min: 1, required: true },
  {
    ...dateColumn('effectiveFrom', '生效日期', 'Effective from'),
    required: true,
    noteZh: '必须晚于系统日期',
    noteEn: 'must be after the system date',
  },
  dateColumn('effectiveTo', '失效日期', 'Effective to'),
] as const satisfies readonly ColumnDef[];

/** BOM import sheet (BOM及子件导入): each row adds one line with the form's rules. */
export const bomImportSheet = defineSheet({
  key: 'bomLines',
  page: 'bomMaintain',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: 'BOM及子件',
  titleEn: 'BOM and child parts',
  uniqueBy: ['parentPartCode', 'childPartCode', 'effectiveFrom'],
  columns: bomColumns,
});

/** BOM export sheet: the import's columns plus the part names. */
export const bomExportSheet = defineExportSheet({
  key: 'bomLinesExport',
  page: 'bomMaintain',
  titleZh: 'BOM及子件',
  titleEn: 'BOM and child parts',
  columns: [
    ...bomColumns,
    textColumn('parentNameZh', '父件名称', 'Parent name (Chinese)'),
    textColumn('childNameZh', '子件名称', 'Child name (Chinese)'),
  ],
});

/** The BOM import: every row through `BomService.create` (self-reference, cycle, sub-part, dates). */
export const bomImport = (bom: BomService) =>
  defineImport({
    sheet: bomImportSheet,
    apply: (tx, rows, ctx) =>
      saveEachRow(rows, ctx, async ({ values: v }) => {
        await bom.create(tx, ctx.principal, {
          parentPartCode: String(v.parentPartCode ?? ''),
          childPartCode: String(v.childPartCode ?? ''),
          qty: v.qty ?? 0,
          effectiveFrom: v.effectiveFrom ?? '',
          effectiveTo: v.effectiveTo,
        });
        return 'inserted';
      }),
  });

export const bomExport = (bom: BomService): ExportDef<BomListQuery> =>
  sheetExport(
    bomExportSheet,
    pagedRows((_db, _p, query) => bom.list(query)),
  );

export const rfqExportSheet = defineExportSheet({
  key: 'rfqsExport',
  page: 'rfqManage',
  titleZh: '询价单',
  titleEn: 'RFQs',
  columns: [
    textColumn('rfqNo', '询价单号', 'RFQ no'),
    documentStatusColumn(RFQ_STATUSES, RFQ_STATUS_LABELS),
    textColumn('title', '标题', 'Title'),
    currencyColumn(),
    dateColumn('quoteDueDate', '报价截止日期', 'Quotation due date'),
    textColumn('supplierCodes', '询价供应商', 'Suppliers'),
    intColumn('lineCount', '配件数', 'Parts'),
    intColumn('quotedCount', '已报价配件数', 'Parts quoted'),
    textColumn('createdByName', '创建人', 'Created by'),
  ],
});

export const rfqExport = (rfq: RfqService): ExportDef<RfqListQuery> =>
  sheetExport(
    rfqExportSheet,
    pagedRows(
      (_db, principal, query) => rfq.list(principal, query),
      (r) => ({ ...statusRow(r), supplierCodes: r.supplierCodes.join(',') }),
    ),
  );

export const fixPriceExportSheet = defineExportSheet({
  key: 'fixPricesExport',
  page: 'fixPrice',
  titleZh: '定价',
  titleEn: 'Fix prices',
  columns: [
    textColumn('fixPriceNo', '定价单号', 'Fix price no'),
    partCodeColumn(),
    partNameColumn(),
    textColumn('supplierCode', '供应商编号', 'Supplier code'),
    currencyColumn(),
    moneyColumn('purchasePrice', '采购价格', 'Purchase price'),
    documentStatusColumn(FIX_PRICE_STATUSES, FIX_PRICE_STATUS_LABELS),
    textColumn('packageNo', '审批包号', 'Package no'),
    textColumn('bpmStatus', 'BPM状态', 'BPM status'),
    moneyColumn('priceOrdinary', '普通价', 'Ordinary price'),
    moneyColumn('priceRush', '紧急价', 'Rush price'),
    moneyColumn('priceSuggestedRetail', '建议零售价', 'Suggested retail price'),
    dateColumn('effectiveFrom', '生效日期', 'Effective from'),
  ],
});

export const fixPriceExport = (fixPrices: FixPriceService): ExportDef<FixPriceListQuery> =>
  sheetExport(
    fixPriceExportSheet,
    pagedRows((_db, _p, query) => fixPrices.list(query), statusRow),
  );
