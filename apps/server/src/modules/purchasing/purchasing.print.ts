import type { PurchaseOrderDetail } from '@spm/contracts';
import { PO_STATUS_LABELS, type PoStatus } from '@spm/domain';
import { type PrintedFile, pageLabelIn, printList } from '../../platform/print/list-print';

/** Lines on one printed page of a purchase order. */
const LINES_PER_PAGE = 27;

/**
 * The printed purchase order in Chinese (spec §8 "printed PO"), `copies` times (1-5000,
 * PRINT_COPIES_OUT_OF_RANGE). Header: number, supplier, warehouse, currency, status, total; lines:
 * part, name, qty, unit price, amount, promised date.
 */
export async function printPurchaseOrder(po: PurchaseOrderDetail, copies: number): Promise<PrintedFile> {
  return printList(
    `${po.poNo}.pdf`,
    {
      title: '采购订单',
      fields: [
        { label: '订单号', value: po.poNo },
        { label: '供应商', value: `${po.supplierCode} ${po.supplierName ?? ''}` },
        { label: '收货仓库', value: po.warehouseCode },
        { label: '币种', value: po.currency },
        { label: '状态', value: PO_STATUS_LABELS[po.status as PoStatus].zh },
        { label: '金额合计', value: po.totalAmount },
        { label: '下达日期', value: po.placedAt?.slice(0, 10) ?? '' },
      ],
      columns: [
        { title: '行号', width: 30, align: 'right' },
        { title: '配件编号', width: 110 },
        { title: '配件名称', width: '*' },
        { title: '数量', width: 45, align: 'right' },
        { title: '单价', width: 60, align: 'right' },
        { title: '金额', width: 70, align: 'right' },
        { title: '承诺交期', width: 65 },
      ],
      rows: po.lines.map((l) => [
        String(l.lineNo),
        l.partCode,
        l.nameZh,
        String(l.qty),
        l.unitPrice ?? '',
        l.amount ?? '',
        l.promisedDate ?? '',
      ]),
      pageLabel: pageLabelIn('zh-CN'),
      linesPerPage: LINES_PER_PAGE,
    },
    copies,
  );
}
