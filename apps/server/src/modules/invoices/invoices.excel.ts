import type { InvoiceListQuery } from '@spm/contracts';
import {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  INVOICE_STATUS_LABELS,
  INVOICE_TRANSMISSIONS,
} from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { defineImport, saveEachRow } from '../../platform/excel/importer';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import {
  dealerCodeColumn,
  dealerNameColumn,
  dealerOrderNoColumn,
} from '../../platform/excel/reference-columns';
import {
  dateColumn,
  defineExportSheet,
  defineSheet,
  labelledColumn,
  labelTableColumn,
} from '../../platform/excel/sheet';
import { listInvoices } from './invoices.repository';
import type { InvoiceService } from './invoices.service';

const TRANSMISSION_LABELS = {
  none: { zh: '未传送', en: 'Not sent' },
  pending: { zh: '传送中', en: 'Sending' },
  sent: { zh: '传送成功', en: 'Sent' },
  failed: { zh: '传送失败', en: 'Failed' },
} as const;

/**
 * The tax system's export as finance imports it (spec §3 Invoice): ship bill no or negative bill no
 * (exactly one per row), code, number, date. Files without the negative bill column still import.
 */
export const invoiceImportSheet = defineSheet({
  key: 'invoiceNumbers',
  page: 'invoiceQuery',
  button: 'import',
  buttonZh: '导入发票',
  buttonEn: 'Import invoices',
  titleZh: '发票号码导入',
  titleEn: 'Invoice numbers',
  uniqueBy: ['shipBillNo', 'negativeBillNo'],
  columns: [
    {
      key: 'shipBillNo',
      headerZh: '发货单号',
      headerEn: 'Ship bill no',
      type: 'string',
      max: 24,
      width: 18,
      example: 'D000126110001A',
      noteZh: '发货单号与负数单号填写其一',
      noteEn: 'Fill in either the ship bill no or the negative bill no',
    },
    {
      key: 'invoiceCode',
      headerZh: '发票代码',
      headerEn: 'Invoice code',
      type: 'string',
      required: true,
      max: 12,
      width: 14,
      example: '3100212130',
    },
    {
      key: 'invoiceNo',
      headerZh: '发票号码',
      headerEn: 'Invoice number',
      type: 'string',
      required: true,
      max: 20,
      width: 14,
      example: '01234567',
    },
    {
      ...dateColumn('invoiceDate', '开票日期', 'Invoice date'),
      required: true,
      example: '2026-11-20',
    },
    {
      key: 'negativeBillNo',
      headerZh: '负数单号',
      headerEn: 'Negative bill no',
      type: 'string',
      max: 20,
      width: 16,
      example: '',
    },
  ],
});

/** Records each row through the form's rules; any refused row rolls the whole import back. */
export const invoiceImport = (service: InvoiceService) =>
  defineImport({
    sheet: invoiceImportSheet,
    check: (row) =>
      !row.shipBillNo === !row.negativeBillNo
        ? [{ column: row.shipBillNo ? 'negativeBillNo' : 'shipBillNo', code: 'INVOICE_ONE_BILL' }]
        : [],
    apply: (tx, rows, ctx) =>
      saveEachRow(rows, ctx, async (row) => {
        await service.record(tx, ctx.principal, {
          shipBillNo: row.values.shipBillNo ?? undefined,
          negativeBillNo: row.values.negativeBillNo ?? undefined,
          invoiceCode: row.values.invoiceCode ?? '',
          invoiceNo: row.values.invoiceNo ?? '',
          invoiceDate: row.values.invoiceDate ?? '',
        });
        return 'inserted';
      }),
  });

/** Invoicing info export (spec §2 /makeInvoiceInfoQuery/index "export"). */
export const invoiceExportSheet = defineExportSheet({
  key: 'invoices',
  page: 'invoiceQuery',
  titleZh: '开票信息',
  titleEn: 'Invoicing info',
  columns: [
    { key: 'billNo', headerZh: '单据号', headerEn: 'Bill no', type: 'string', width: 18 },
    labelledColumn('kind', '票据类型', 'Bill kind', INVOICE_KINDS, INVOICE_KIND_LABELS),
    { key: 'shipBillNo', headerZh: '发货单号', headerEn: 'Ship bill no', type: 'string', width: 18 },
    { key: 'claimNo', headerZh: '索赔单号', headerEn: 'Claim no', type: 'string', width: 16 },
    dealerOrderNoColumn(16),
    dealerCodeColumn(),
    dealerNameColumn(20),
    dateColumn('shipDate', '单据日期', 'Bill date'),
    { key: 'qty', headerZh: '数量', headerEn: 'Qty', type: 'int' },
    { key: 'amountInclTax', headerZh: '含税金额', headerEn: 'Amount incl. tax', type: 'money' },
    { key: 'amountExclTax', headerZh: '不含税金额', headerEn: 'Amount excl. tax', type: 'money' },
    { key: 'taxAmount', headerZh: '税额', headerEn: 'Tax', type: 'money' },
    labelTableColumn('status', '开票状态', 'Status', INVOICE_STATUS_LABELS),
    { key: 'invoiceCode', headerZh: '发票代码', headerEn: 'Invoice code', type: 'string', width: 14 },
    { key: 'invoiceNo', headerZh: '发票号码', headerEn: 'Invoice number', type: 'string', width: 14 },
    dateColumn('invoiceDate', '开票日期', 'Invoice date'),
    labelledColumn('transmission', '传送状态', 'Transmission', INVOICE_TRANSMISSIONS, TRANSMISSION_LABELS),
  ],
});

export const invoiceExport: ExportDef<InvoiceListQuery> = sheetExport(
  invoiceExportSheet,
  pagedRows((db, principal, query) => listInvoices(db, principal, query, false)),
);
