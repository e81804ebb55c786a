import {
  ADJUSTMENT_STATUS_LABELS,
  ADJUSTMENT_STATUSES,
  ADJUSTMENT_TYPE_LABELS,
  ADJUSTMENT_TYPES,
  COUNT_PLAN_STATUS_LABELS,
  COUNT_PLAN_STATUSES,
  RECEIPT_STATUS_LABELS,
  RECEIPT_STATUSES,
  STOCK_ORDER_STATUS_LABELS,
  STOCK_ORDER_STATUSES,
  STORAGE_TYPE_LABELS,
  STORAGE_TYPES,
  type StockOrderKind,
  TRANSFER_STATUS_LABELS,
  WAREHOUSE_TRANSFER_STATUSES,
} from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { Db } from '../../platform/db/client';
import type { ExportDef } from '../../platform/excel/excel.service';
import { type Paging, pagedRows, sheetExport, statusRow } from '../../platform/excel/list-export';
import { documentStatusColumn, lineCountColumn } from '../../platform/excel/reference-columns';
import {
  type ColumnDef,
  dateTimeColumn,
  definePageExportSheet,
  type ExportPage,
  intColumn,
  labelledColumn,
  textColumn,
} from '../../platform/excel/sheet';
import { listAdjustments } from './adjustments/adjustments.service';
import { listCountPlans } from './count-plans/count-plans.service';
import { listLocations } from './locations/locations.service';
import { listReceipts } from './receipts/receipts.service';
import { listStockOrders, STOCK_ORDER_KIND } from './returns-scrap/stock-orders.service';
import { listTransfers } from './transfers/transfers.service';

/** The warehouse a document belongs to. */
const warehouseColumn = textColumn('warehouseCode', '仓库', 'Warehouse');

/** A document number (`<prefix>yyyyMMdd<4 digits>`), 18 characters wide. */
const documentNoColumn = <K extends string>(key: K, headerZh: string, headerEn: string) =>
  textColumn(key, headerZh, headerEn, 18);

/**
 * The export of a warehouse document list: the `page`'s export sheet `key` of `columns`, every row of
 * `list` (the caller's query and scope) with its numeric status as text (`statusRow`).
 */
const documentListExport = <Q, R extends { status: number }, const C extends readonly ColumnDef[]>(
  page: ExportPage,
  key: string,
  list: (db: Db, principal: Principal, query: Q & Paging) => Promise<{ items: readonly R[] }>,
  columns: C,
): ExportDef<Q> => sheetExport(definePageExportSheet(page, key, columns), pagedRows(list, statusRow));

export const locationExport: ExportDef<Parameters<typeof listLocations>[2]> = sheetExport(
  definePageExportSheet('warehouseLocation', 'warehouse-locations', [
    warehouseColumn,
    textColumn('storageCode', '库位', 'Storage', 16),
    labelledColumn('storageType', '库位类型', 'Type', STORAGE_TYPES, STORAGE_TYPE_LABELS),
    intColumn('capacity', '容量', 'Capacity'),
    intColumn('heldQty', '在库数', 'Held qty'),
  ]),
  pagedRows(listLocations, (r) => ({ ...r })),
);

export const receiptExport = documentListExport('warehouseReceipt', 'warehouse-receipts', listReceipts, [
  documentNoColumn('receiptNo', '收货单号', 'Receipt no'),
  warehouseColumn,
  documentNoColumn('sourceNo', '来源单号', 'Source no'),
  textColumn('containerNo', '集装箱/车辆号', 'Container/vehicle no', 16),
  documentStatusColumn(RECEIPT_STATUSES, RECEIPT_STATUS_LABELS),
  dateTimeColumn('receivedAt', '收货时间', 'Received at'),
]);

export const transferExport = documentListExport('transferApply', 'warehouse-transfers', listTransfers, [
  documentNoColumn('transferNo', '调拨单号', 'Transfer no'),
  textColumn('fromWarehouseCode', '调出仓库', 'From'),
  textColumn('toWarehouseCode', '调入仓库', 'To'),
  documentStatusColumn(WAREHOUSE_TRANSFER_STATUSES, TRANSFER_STATUS_LABELS),
  intColumn('totalQty', '数量', 'Qty'),
  intColumn('inTransitQty', '在途数', 'In transit'),
  textColumn('createdByName', '申请人', 'Requested by'),
  dateTimeColumn('createdAt', '申请时间', 'Requested at'),
]);

const stockOrderExport = (kind: StockOrderKind) =>
  documentListExport(
    STOCK_ORDER_KIND[kind].page,
    kind === 'return' ? 'warehouse-returns' : 'scrap-orders',
    (db, p, q: Parameters<typeof listStockOrders>[3]) => listStockOrders(db, p, kind, q),
    [
      documentNoColumn('orderNo', '单号', 'Order no'),
      warehouseColumn,
      documentStatusColumn(STOCK_ORDER_STATUSES, STOCK_ORDER_STATUS_LABELS),
      textColumn('reason', '原因', 'Reason', 20),
      intColumn('totalQty', '数量', 'Qty'),
      textColumn('createdByName', '制单人', 'Created by'),
      dateTimeColumn('createdAt', '制单时间', 'Created at'),
    ],
  );
export const returnOrderExport = stockOrderExport('return');
export const scrapOrderExport = stockOrderExport('scrap');

export const adjustmentExport = documentListExport('stockAdjust', 'warehouse-adjustments', listAdjustments, [
  documentNoColumn('adjustNo', '调整单号', 'Adjustment no'),
  warehouseColumn,
  labelledColumn('adjustType', '类型', 'Type', ADJUSTMENT_TYPES, ADJUSTMENT_TYPE_LABELS),
  documentStatusColumn(ADJUSTMENT_STATUSES, ADJUSTMENT_STATUS_LABELS),
  textColumn('reason', '原因', 'Reason', 20),
  documentNoColumn('countPlanNo', '盘点计划号', 'Count plan no'),
  dateTimeColumn('createdAt', '申请时间', 'Requested at'),
]);

export const countPlanExport = documentListExport('countPlan', 'warehouse-count-plans', listCountPlans, [
  documentNoColumn('planNo', '计划号', 'Plan no'),
  warehouseColumn,
  textColumn('executionDate', '执行日期', 'Execution date'),
  documentStatusColumn(COUNT_PLAN_STATUSES, COUNT_PLAN_STATUS_LABELS),
  lineCountColumn(),
  intColumn('countedCount', '已盘行数', 'Counted lines'),
]);
