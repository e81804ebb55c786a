import type {
  OrderLinesExportQuery,
  OrderListQuery,
  UnsettledLineQuery,
  UnsubmittedOrderQuery,
  VorApprovalQuery,
} from '@spm/contracts';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  VOR_APPROVAL_STATUS_LABELS,
  VOR_APPROVAL_STATUSES,
} from '@spm/domain';
import { and, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, statusRow } from '../../platform/excel/list-export';
import {
  dealerCodeColumn,
  dealerNameColumn,
  dealerOrderNoColumn,
  lineCountColumn,
} from '../../platform/excel/reference-columns';
import {
  type ColumnDef,
  dateColumn,
  defineExportSheet,
  definePageExportSheet,
  intColumn,
  labelledColumn,
  moneyColumn,
  textColumn,
} from '../../platform/excel/sheet';
import { orderTypeColumn, transportTypeColumn } from './dealer-orders.excel';
import type { OrderQueries } from './dealer-orders.queries';
import type { createUnsettledLineQueries } from './unsettled-lines.queries';

const orderStatusColumn = labelledColumn(
  'status',
  '订单状态',
  'Status',
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  20,
);

/** The part, quantity and price columns of an order line (pieces; CNY). */
const lineColumns = [
  textColumn('partCode', '配件编号', 'Part code', 20),
  textColumn('nameZh', '配件名称', 'Part name (zh)', 24),
  textColumn('nameEn', '英文名称', 'Part name', 24),
  intColumn('qty', '订货数量', 'Order qty'),
  intColumn('sendQty', '已发数量', 'Send qty'),
  intColumn('unsentQty', '未发数量', 'Unsent qty'),
  moneyColumn('price', '单价', 'Price'),
] as const;

const orderColumns = [
  dealerOrderNoColumn(),
  { key: 'tempOrderNo', headerZh: '临时订单号', headerEn: 'Temp order no', type: 'string', width: 18 },
  orderTypeColumn,
  orderStatusColumn,
  labelledColumn(
    'vorApprovalStatus',
    'VOR审批状态',
    'VOR approval',
    VOR_APPROVAL_STATUSES,
    VOR_APPROVAL_STATUS_LABELS,
  ),
  dealerCodeColumn(),
  dealerNameColumn(30),
  { key: 'orderWarehouseCode', headerZh: '订货仓库', headerEn: 'Order warehouse', type: 'string' },
  { key: 'receivingWarehouseCode', headerZh: '收货仓库', headerEn: 'Receiving warehouse', type: 'string' },
  transportTypeColumn,
  { key: 'acceptBackorder', headerZh: '接受欠货', headerEn: 'Accept backorder', type: 'bool' },
  lineCountColumn(),
  { key: 'amount', headerZh: '订单金额', headerEn: 'Amount', type: 'money' },
  { key: 'unsentAmount', headerZh: '未发金额', headerEn: 'Unsent amount', type: 'money' },
  dateColumn('submitDate', '提交日期', 'Submit date'),
  { key: 'agentEntered', headerZh: '代录入', headerEn: 'Agent entered', type: 'bool' },
] as const satisfies readonly ColumnDef[];

const orderExportSheet = defineExportSheet({
  key: 'dealerOrderExport',
  page: 'orderStatusQuery',
  titleZh: '经销商订单',
  titleEn: 'Dealer orders',
  columns: orderColumns,
});

const unsubmittedExportSheet = defineExportSheet({
  key: 'dealerOrderUnsubmittedExport',
  page: 'unsubmittedOrder',
  titleZh: '未提交订单',
  titleEn: 'Unsubmitted orders',
  columns: orderColumns,
});

const draftsExportSheet = defineExportSheet({
  key: 'dealerOrderDraftsExport',
  page: 'orderEntry',
  titleZh: '订单录入',
  titleEn: 'Order input',
  columns: orderColumns,
});

const vorApprovalExportSheet = definePageExportSheet('vorApproval', 'vorApprovalExport', orderColumns);

const unsettledExportSheet = defineExportSheet({
  key: 'dealerOrderUnsettledExport',
  page: 'submittedUnsettled',
  titleZh: '已提交未结算订单明细',
  titleEn: 'Submitted, not settled order lines',
  columns: [
    dealerOrderNoColumn(),
    dealerCodeColumn(),
    orderTypeColumn,
    orderStatusColumn,
    dateColumn('submitDate', '提交日期', 'Submit date'),
    ...lineColumns,
    moneyColumn('unsentAmount', '未发金额', 'Unsent amount'),
  ],
});

const orderLinesExportSheet = defineExportSheet({
  key: 'dealerOrderLinesExport',
  page: 'orderEntry',
  titleZh: '订单明细',
  titleEn: 'Order lines',
  columns: [
    { key: 'orderNo', headerZh: '订单号', headerEn: 'Order no', type: 'string', width: 18 },
    intColumn('lineNo', '行号', 'Line'),
    ...lineColumns,
    moneyColumn('amount', '金额', 'Amount'),
  ],
});

/** Export records: the status as its code text, so the enum column writes its label. */
async function* withStatusCode<T extends { status: number }>(
  rows: AsyncIterable<T>,
): AsyncGenerator<Record<string, unknown>> {
  for await (const row of rows) yield statusRow(row);
}

/**
 * The order exports: status query, order input list (`orderEntry:export`), unsubmitted orders,
 * submitted-unsettled lines, VOR approval list
 * (`GET /api/v1/vor-approvals/export`, permission `vorApproval:export`, the list's filters and sort,
 * dealer names in zh-CN) — .xlsx, streamed.
 */
export function createOrderExports(
  queries: OrderQueries,
  unsettled: ReturnType<typeof createUnsettledLineQueries>,
) {
  /** Orders of a list's conditions, status as its code text. */
  const ordersWhere =
    <Q>(conditions: (principal: Principal, q: Q) => (SQL | undefined)[]): ExportDef<Q>['rows'] =>
    (db, principal, q) =>
      withStatusCode(queries.all(db, and(...conditions(principal, q)) as SQL));
  const orders: ExportDef<OrderListQuery> = {
    key: 'dealerOrders',
    sheet: orderExportSheet,
    permission: 'orderStatusQuery:export',
    rows: ordersWhere(queries.listConditions),
  };
  const unsubmitted: ExportDef<UnsubmittedOrderQuery> = {
    key: 'dealerOrdersUnsubmitted',
    sheet: unsubmittedExportSheet,
    permission: 'unsubmittedOrder:export',
    rows: ordersWhere(queries.unsubmittedConditions),
  };
  const unsettledLines: ExportDef<UnsettledLineQuery> = {
    key: 'dealerOrderUnsettledLines',
    sheet: unsettledExportSheet,
    permission: 'submittedUnsettled:export',
    rows: (db, principal, q) => withStatusCode(unsettled.all(db, principal, q)),
  };
  const drafts: ExportDef<UnsubmittedOrderQuery> = {
    key: 'dealerOrderDrafts',
    sheet: draftsExportSheet,
    permission: 'orderEntry:export',
    rows: ordersWhere(queries.unsubmittedConditions),
  };
  const vorApprovals: ExportDef<VorApprovalQuery> = {
    key: 'vorApprovals',
    sheet: vorApprovalExportSheet,
    permission: 'vorApproval:export',
    rows: pagedRows((db, principal, q) => queries.vorApprovals(db, principal, q, 'zh-CN'), statusRow),
  };
  const orderLines: ExportDef<OrderLinesExportQuery> = {
    key: 'dealerOrderLines',
    sheet: orderLinesExportSheet,
    permission: 'orderEntry:export',
    async *rows(db, principal, q) {
      const order = await queries.detail(db, principal, q.orderId);
      for (const line of order.lines) yield { ...line, orderNo: order.dealerOrderNo ?? order.tempOrderNo };
    },
  };
  return { orders, drafts, unsubmitted, unsettledLines, vorApprovals, orderLines };
}
