import type {
  OrderInput,
  OrderLinesExportQuery,
  OrderListQuery,
  UnsettledLineQuery,
  UnsubmittedOrderQuery,
} from '@spm/contracts';
import {
  MAX_ORDER_LINES,
  normalizePartCode,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  QTY_MAX,
  TRANSPORT_TYPE_LABELS,
  TRANSPORT_TYPES,
  VOR_APPROVAL_STATUS_LABELS,
  VOR_APPROVAL_STATUSES,
} from '@spm/domain';
import { and, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { ExportDef } from '../../platform/excel/excel.service';
import { type ApplyContext, defineImport, type ImportRow } from '../../platform/excel/importer';
import { type ColumnDef, defineExportSheet, defineSheet, labelledValues } from '../../platform/excel/sheet';
import type { OrderQueries } from './dealer-orders.queries';
import type { DealerOrderService } from './dealer-orders.service';
import type { createUnsettledLineQueries } from './unsettled-lines.queries';

const upper = (text: string) => text.toUpperCase();

const orderTypeColumn = {
  key: 'orderType',
  headerZh: '订单类型',
  headerEn: 'Order type',
  type: 'enum',
  enumValues: labelledValues(ORDER_TYPES, ORDER_TYPE_LABELS),
} as const satisfies ColumnDef;
const transportTypeColumn = {
  key: 'transportType',
  headerZh: '运输方式',
  headerEn: 'Transport type',
  type: 'enum',
  enumValues: labelledValues(TRANSPORT_TYPES, TRANSPORT_TYPE_LABELS),
} as const satisfies ColumnDef;

/**
 * Dealer order import (order input "import", spec §2): one row per line; rows with the same header
 * columns become one temporary order. Rows repeating the same header and part code are refused
 * (`uniqueBy`, spec §5). The dealer code is only for head-office agent entry.
 */
export const orderImportSheet = defineSheet({
  key: 'dealerOrderImport',
  page: 'orderEntry',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '经销商订单导入',
  titleEn: 'Dealer order import',
  columns: [
    {
      key: 'dealerCode',
      headerZh: '经销商代码',
      headerEn: 'Dealer code',
      type: 'string',
      max: 20,
      normalize: upper,
      noteZh: '仅总部代录入时填写',
      noteEn: 'Only for head-office agent entry',
    },
    { ...orderTypeColumn, required: true, example: 'Normal' },
    {
      key: 'orderWarehouseCode',
      headerZh: '订货仓库',
      headerEn: 'Order warehouse',
      type: 'string',
      required: true,
      max: 20,
      normalize: upper,
      example: 'W01',
    },
    {
      key: 'receivingWarehouseCode',
      headerZh: '收货仓库',
      headerEn: 'Receiving warehouse',
      type: 'string',
      max: 20,
      normalize: upper,
      example: 'W01',
    },
    { ...transportTypeColumn, noteZh: '仅紧急订单填写', noteEn: 'Urgent orders only' },
    { key: 'vin', headerZh: 'VIN', headerEn: 'VIN', type: 'string', max: 17, normalize: upper },
    { key: 'approvalNo', headerZh: '审批号', headerEn: 'Approval no', type: 'string', max: 30 },
    {
      key: 'dfsPurchaseCode',
      headerZh: 'DFS采购代码',
      headerEn: 'DFS purchase code',
      type: 'string',
      max: 30,
    },
    {
      key: 'partCode',
      headerZh: '配件编号',
      headerEn: 'Part code',
      type: 'string',
      required: true,
      max: 32,
      normalize: normalizePartCode,
      example: '04152-YZZA1-00-A1',
      noteZh: `每个订单最多${MAX_ORDER_LINES}行`,
      noteEn: `At most ${MAX_ORDER_LINES} lines per order`,
    },
    {
      key: 'qty',
      headerZh: '订货数量',
      headerEn: 'Order qty',
      type: 'int',
      required: true,
      max: QTY_MAX,
      example: 1,
    },
  ],
  uniqueBy: [
    'dealerCode',
    'orderType',
    'orderWarehouseCode',
    'receivingWarehouseCode',
    'transportType',
    'vin',
    'approvalNo',
    'dfsPurchaseCode',
    'partCode',
  ],
});

type ImportValues = {
  dealerCode: string | null;
  orderType: string | null;
  orderWarehouseCode: string | null;
  receivingWarehouseCode: string | null;
  transportType: string | null;
  vin: string | null;
  approvalNo: string | null;
  dfsPurchaseCode: string | null;
  partCode: string | null;
  qty: number | null;
};
type Row = ImportRow<ImportValues>;

const HEADER_KEYS = [
  'dealerCode',
  'orderType',
  'orderWarehouseCode',
  'receivingWarehouseCode',
  'transportType',
  'vin',
  'approvalNo',
  'dfsPurchaseCode',
] as const;
const COLUMN_KEYS = new Set<string>(orderImportSheet.columns.map((c) => c.key));

/** Records a refused save against the import rows: `lines[i].x` on row i, header fields on the first row. */
function failRows(ctx: ApplyContext, error: AppError, rows: readonly Row[]) {
  if (error.fieldErrors.length === 0) return ctx.fail(rows[0], error.code, error.params);
  for (const f of error.fieldErrors) {
    const line = /^lines\[(\d+)\]\.(\w+)$/.exec(f.field);
    const row = line ? (rows[Number(line[1])] ?? rows[0]) : rows[0];
    const column = line ? line[2] : f.field;
    ctx.fail(row, f.code, f.params ?? error.params, COLUMN_KEYS.has(column) ? column : undefined);
  }
}

/**
 * The import: groups each batch's rows by header into temporary orders created through the order
 * service (same rules, prices and numbering as the entry screen); a group continued in a later batch
 * is appended to the order the earlier batch created. Any refused row rolls the whole import back.
 */
export function createOrderImport(orders: DealerOrderService) {
  const runs = new WeakMap<ApplyContext, Map<string, { id: number; rows: Row[] }>>();
  return defineImport({
    sheet: orderImportSheet,
    async apply(tx, rows, ctx) {
      const created = runs.get(ctx) ?? new Map<string, { id: number; rows: Row[] }>();
      runs.set(ctx, created);
      const groups = new Map<string, Row[]>();
      for (const row of rows as Row[]) {
        const key = HEADER_KEYS.map((k) => row.values[k] ?? '').join('\u0001');
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      let inserted = 0;
      for (const [key, group] of groups) {
        const h = group[0].values;
        const lines = group.map((r) => ({ partCode: r.values.partCode ?? '', qty: r.values.qty ?? 0 }));
        const prior = created.get(key);
        try {
          if (prior) {
            await orders.appendLines(tx, ctx.principal, prior.id, lines);
            prior.rows.push(...group);
            continue;
          }
          const input: OrderInput = {
            orderType: h.orderType as OrderInput['orderType'],
            dealerCode: h.dealerCode ?? undefined,
            orderWarehouseCode: h.orderWarehouseCode ?? '',
            receivingWarehouseCode: h.receivingWarehouseCode ?? undefined,
            transportType: (h.transportType ?? undefined) as OrderInput['transportType'],
            acceptBackorder: true,
            vin: h.vin ?? undefined,
            approvalNo: h.approvalNo ?? undefined,
            dfsPurchaseCode: h.dfsPurchaseCode ?? undefined,
            lines,
          };
          const order = await orders.create(tx, ctx.principal, input);
          created.set(key, { id: order.id, rows: group });
          inserted++;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failRows(ctx, error, prior ? [...prior.rows, ...group] : group);
        }
      }
      return { inserted, updated: 0 };
    },
  });
}

const orderColumns = [
  { key: 'dealerOrderNo', headerZh: '订单号', headerEn: 'Dealer order no', type: 'string', width: 18 },
  { key: 'tempOrderNo', headerZh: '临时订单号', headerEn: 'Temp order no', type: 'string', width: 18 },
  orderTypeColumn,
  {
    key: 'status',
    headerZh: '订单状态',
    headerEn: 'Status',
    type: 'enum',
    enumValues: labelledValues(ORDER_STATUSES, ORDER_STATUS_LABELS),
    width: 20,
  },
  {
    key: 'vorApprovalStatus',
    headerZh: 'VOR审批状态',
    headerEn: 'VOR approval',
    type: 'enum',
    enumValues: labelledValues(VOR_APPROVAL_STATUSES, VOR_APPROVAL_STATUS_LABELS),
  },
  { key: 'dealerCode', headerZh: '经销商代码', headerEn: 'Dealer code', type: 'string' },
  { key: 'dealerName', headerZh: '经销商名称', headerEn: 'Dealer name', type: 'string', width: 30 },
  { key: 'orderWarehouseCode', headerZh: '订货仓库', headerEn: 'Order warehouse', type: 'string' },
  { key: 'receivingWarehouseCode', headerZh: '收货仓库', headerEn: 'Receiving warehouse', type: 'string' },
  transportTypeColumn,
  { key: 'acceptBackorder', headerZh: '接受欠货', headerEn: 'Accept backorder', type: 'bool' },
  { key: 'lineCount', headerZh: '行数', headerEn: 'Lines', type: 'int' },
  { key: 'amount', headerZh: '订单金额', headerEn: 'Amount', type: 'money' },
  { key: 'unsentAmount', headerZh: '未发金额', headerEn: 'Unsent amount', type: 'money' },
  { key: 'submitDate', headerZh: '提交日期', headerEn: 'Submit date', type: 'date' },
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

const unsettledExportSheet = defineExportSheet({
  key: 'dealerOrderUnsettledExport',
  page: 'submittedUnsettled',
  titleZh: '已提交未结算订单明细',
  titleEn: 'Submitted, not settled order lines',
  columns: [
    { key: 'dealerOrderNo', headerZh: '订单号', headerEn: 'Dealer order no', type: 'string', width: 18 },
    { key: 'dealerCode', headerZh: '经销商代码', headerEn: 'Dealer code', type: 'string' },
    orderTypeColumn,
    {
      key: 'status',
      headerZh: '订单状态',
      headerEn: 'Status',
      type: 'enum',
      enumValues: labelledValues(ORDER_STATUSES, ORDER_STATUS_LABELS),
      width: 20,
    },
    { key: 'submitDate', headerZh: '提交日期', headerEn: 'Submit date', type: 'date' },
    { key: 'partCode', headerZh: '配件编号', headerEn: 'Part code', type: 'string', width: 20 },
    { key: 'nameZh', headerZh: '配件名称', headerEn: 'Part name (zh)', type: 'string', width: 24 },
    { key: 'nameEn', headerZh: '英文名称', headerEn: 'Part name', type: 'string', width: 24 },
    { key: 'qty', headerZh: '订货数量', headerEn: 'Order qty', type: 'int' },
    { key: 'sendQty', headerZh: '已发数量', headerEn: 'Send qty', type: 'int' },
    { key: 'unsentQty', headerZh: '未发数量', headerEn: 'Unsent qty', type: 'int' },
    { key: 'price', headerZh: '单价', headerEn: 'Price', type: 'money' },
    { key: 'unsentAmount', headerZh: '未发金额', headerEn: 'Unsent amount', type: 'money' },
  ],
});

const orderLinesExportSheet = defineExportSheet({
  key: 'dealerOrderLinesExport',
  page: 'orderEntry',
  titleZh: '订单明细',
  titleEn: 'Order lines',
  columns: [
    { key: 'orderNo', headerZh: '订单号', headerEn: 'Order no', type: 'string', width: 18 },
    { key: 'lineNo', headerZh: '行号', headerEn: 'Line', type: 'int' },
    { key: 'partCode', headerZh: '配件编号', headerEn: 'Part code', type: 'string', width: 20 },
    { key: 'nameZh', headerZh: '配件名称', headerEn: 'Part name (zh)', type: 'string', width: 24 },
    { key: 'nameEn', headerZh: '英文名称', headerEn: 'Part name', type: 'string', width: 24 },
    { key: 'qty', headerZh: '订货数量', headerEn: 'Order qty', type: 'int' },
    { key: 'sendQty', headerZh: '已发数量', headerEn: 'Send qty', type: 'int' },
    { key: 'unsentQty', headerZh: '未发数量', headerEn: 'Unsent qty', type: 'int' },
    { key: 'price', headerZh: '单价', headerEn: 'Price', type: 'money' },
    { key: 'amount', headerZh: '金额', headerEn: 'Amount', type: 'money' },
  ],
});

/** Export records: the status as its code text, so the enum column writes its label. */
async function* withStatusCode<T extends { status: number }>(
  rows: AsyncIterable<T>,
): AsyncGenerator<Record<string, unknown>> {
  for await (const row of rows) yield { ...row, status: String(row.status) };
}

/** The order exports: status query, unsubmitted orders, submitted-unsettled lines (.xlsx, streamed). */
export function createOrderExports(
  queries: OrderQueries,
  unsettled: ReturnType<typeof createUnsettledLineQueries>,
) {
  const orders: ExportDef<OrderListQuery> = {
    key: 'dealerOrders',
    sheet: orderExportSheet,
    permission: 'orderStatusQuery:export',
    rows: (db, principal, q) =>
      withStatusCode(queries.all(db, and(...queries.listConditions(principal, q)) as SQL)),
  };
  const unsubmitted: ExportDef<UnsubmittedOrderQuery> = {
    key: 'dealerOrdersUnsubmitted',
    sheet: unsubmittedExportSheet,
    permission: 'unsubmittedOrder:export',
    rows: (db, principal, q) =>
      withStatusCode(queries.all(db, and(...queries.unsubmittedConditions(principal, q)) as SQL)),
  };
  const unsettledLines: ExportDef<UnsettledLineQuery> = {
    key: 'dealerOrderUnsettledLines',
    sheet: unsettledExportSheet,
    permission: 'submittedUnsettled:export',
    rows: (db, principal, q) => withStatusCode(unsettled.all(db, principal, q)),
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
  return { orders, unsubmitted, unsettledLines, orderLines };
}
