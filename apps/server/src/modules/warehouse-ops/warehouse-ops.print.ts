import type { CountPlanDetail, StockOrderDetail } from '@spm/contracts';
import { STOCK_ORDER_LINES_PER_PAGE } from '@spm/domain';
import { type PrintedFile, pageLabelIn, printList } from '../../platform/print/list-print';

export type { PrintedFile };

const pageLabel = pageLabelIn('zh-CN');

/**
 * A return or scrap order in Chinese (issue 16: 27 lines a page), `copies` times (1-5000,
 * PRINT_COPIES_OUT_OF_RANGE). Header: number, warehouse, reason, supplier; lines: part, name, location, qty.
 */
export async function printStockOrder(order: StockOrderDetail, copies: number): Promise<PrintedFile> {
  const title = order.kind === 'return' ? '退货单' : '报废单';
  return printList(
    `${order.orderNo}.pdf`,
    {
      title,
      fields: [
        { label: '单号', value: order.orderNo },
        { label: '仓库', value: order.warehouseCode },
        { label: '原因', value: order.reason },
        { label: '供应商', value: order.supplierCode ?? '' },
        { label: '制单人', value: order.createdByName },
        { label: '制单日期', value: order.createdAt.slice(0, 10) },
      ],
      columns: [
        { title: '序号', width: 30, align: 'right' },
        { title: '配件编号', width: 110 },
        { title: '配件名称', width: '*' },
        { title: '库位', width: 70 },
        { title: '数量', width: 50, align: 'right' },
      ],
      rows: order.lines.map((l, i) => [String(i + 1), l.partCode, l.nameZh, l.storageCode, String(l.qty)]),
      pageLabel,
      linesPerPage: STOCK_ORDER_LINES_PER_PAGE,
    },
    copies,
  );
}

/** A count sheet in Chinese: location, part, name, book qty (after the freeze) and a blank counted column. */
export async function printCountSheet(plan: CountPlanDetail, copies: number): Promise<PrintedFile> {
  return printList(
    `${plan.planNo}.pdf`,
    {
      title: '盘点表',
      fields: [
        { label: '计划号', value: plan.planNo },
        { label: '仓库', value: plan.warehouseCode },
        { label: '执行日期', value: plan.executionDate },
      ],
      columns: [
        { title: '序号', width: 30, align: 'right' },
        { title: '库位', width: 70 },
        { title: '配件编号', width: 110 },
        { title: '配件名称', width: '*' },
        { title: '账面数', width: 50, align: 'right' },
        { title: '实盘数', width: 50, align: 'right' },
      ],
      rows: plan.lines.map((l, i) => [
        String(i + 1),
        l.storageCode,
        l.partCode,
        l.nameZh,
        l.bookQty === null ? '' : String(l.bookQty),
        l.countedQty === null ? '' : String(l.countedQty),
      ]),
      pageLabel,
    },
    copies,
  );
}
