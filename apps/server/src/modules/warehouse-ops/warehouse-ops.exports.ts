import {
  ADJUSTMENT_STATUS_LABELS,
  ADJUSTMENT_STATUSES,
  ADJUSTMENT_TYPE_LABELS,
  ADJUSTMENT_TYPES,
  businessDateTime,
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
import { type ColumnDef, defineSheet, labelledValues } from '../../platform/excel/sheet';
import { listAdjustments } from './adjustments/adjustments.service';
import { listCountPlans } from './count-plans/count-plans.service';
import { listLocations } from './locations/locations.service';
import { listReceipts } from './receipts/receipts.service';
import { listStockOrders } from './returns-scrap/stock-orders.service';
import { listTransfers } from './transfers/transfers.service';

const PAGE = 500;
const str = (key: string, headerZh: string, headerEn: string, width?: number): ColumnDef => ({
  key,
  headerZh,
  headerEn,
  type: 'string',
  ...(width ? { width } : {}),
});
const int = (key: string, headerZh: string, headerEn: string): ColumnDef => ({
  key,
  headerZh,
  headerEn,
  type: 'int',
});
const status = (
  values: readonly (string | number)[],
  labels: Record<string | number, { zh: string; en: string }>,
  key = 'status',
  zh = '状态',
  en = 'Status',
): ColumnDef => ({
  key,
  headerZh: zh,
  headerEn: en,
  type: 'enum',
  enumValues: labelledValues(values, labels),
});

/** Streams every page of a list (the list's own filters and scope) as export rows. */
function pagesOf<Q extends { page: number; pageSize: number }, R>(
  list: (db: Db, principal: Principal, q: Q) => Promise<{ items: R[] }>,
  toRow: (r: R) => Record<string, unknown>,
) {
  return async function* (db: Db, principal: Principal, query: Q) {
    for (let page = 1; ; page++) {
      const { items } = await list(db, principal, { ...query, page, pageSize: PAGE });
      for (const r of items) yield toRow(r);
      if (items.length < PAGE) return;
    }
  };
}
const at = (iso: string | null) => (iso ? businessDateTime(new Date(iso)) : null);

export const locationExport: ExportDef<Parameters<typeof listLocations>[2]> = {
  key: 'warehouse-locations',
  permission: 'warehouseLocation:export',
  sheet: defineSheet({
    key: 'warehouse-locations',
    page: 'warehouseLocation',
    button: 'export',
    buttonZh: '导出',
    buttonEn: 'Export',
    titleZh: '库位维护',
    titleEn: 'Storage locations',
    columns: [
      str('warehouseCode', '仓库', 'Warehouse'),
      str('storageCode', '库位', 'Storage', 16),
      status(STORAGE_TYPES, STORAGE_TYPE_LABELS, 'storageType', '库位类型', 'Type'),
      int('capacity', '容量', 'Capacity'),
      int('heldQty', '在库数', 'Held qty'),
    ],
  }),
  rows: pagesOf(listLocations, (r) => ({ ...r })),
};

export const transferExport: ExportDef<Parameters<typeof listTransfers>[2]> = {
  key: 'warehouse-transfers',
  permission: 'transferApply:export',
  sheet: defineSheet({
    key: 'warehouse-transfers',
    page: 'transferApply',
    button: 'export',
    buttonZh: '导出',
    buttonEn: 'Export',
    titleZh: '调拨申请',
    titleEn: 'Transfer requests',
    columns: [
      str('transferNo', '调拨单号', 'Transfer no', 18),
      str('fromWarehouseCode', '调出仓库', 'From'),
      str('toWarehouseCode', '调入仓库', 'To'),
      status(WAREHOUSE_TRANSFER_STATUSES, TRANSFER_STATUS_LABELS),
      int('totalQty', '数量', 'Qty'),
      int('inTransitQty', '在途数', 'In transit'),
      str('createdByName', '申请人', 'Requested by'),
      str('createdAt', '申请时间', 'Requested at', 20),
    ],
  }),
  rows: pagesOf(listTransfers, (r) => ({ ...r, status: String(r.status), createdAt: at(r.createdAt) })),
};

export const receiptExport: ExportDef<Parameters<typeof listReceipts>[2]> = {
  key: 'warehouse-receipts',
  permission: 'warehouseReceipt:export',
  sheet: defineSheet({
    key: 'warehouse-receipts',
    page: 'warehouseReceipt',
    button: 'export',
    buttonZh: '导出',
    buttonEn: 'Export',
    titleZh: '入库收货',
    titleEn: 'Inbound receiving',
    columns: [
      str('receiptNo', '收货单号', 'Receipt no', 18),
      str('warehouseCode', '仓库', 'Warehouse'),
      str('sourceNo', '来源单号', 'Source no', 18),
      str('containerNo', '集装箱/车辆号', 'Container/vehicle no', 16),
      status(RECEIPT_STATUSES, RECEIPT_STATUS_LABELS),
      str('receivedAt', '收货时间', 'Received at', 20),
    ],
  }),
  rows: pagesOf(listReceipts, (r) => ({ ...r, status: String(r.status), receivedAt: at(r.receivedAt) })),
};

const stockOrderSheet = (kind: StockOrderKind) =>
  defineSheet({
    key: kind === 'return' ? 'warehouse-returns' : 'scrap-orders',
    page: kind === 'return' ? 'warehouseReturn' : 'scrapOrder',
    button: 'export',
    buttonZh: '导出',
    buttonEn: 'Export',
    titleZh: kind === 'return' ? '退货单' : '报废单',
    titleEn: kind === 'return' ? 'Return orders' : 'Scrap orders',
    columns: [
      str('orderNo', '单号', 'Order no', 18),
      str('warehouseCode', '仓库', 'Warehouse'),
      status(STOCK_ORDER_STATUSES, STOCK_ORDER_STATUS_LABELS),
      str('reason', '原因', 'Reason', 20),
      int('totalQty', '数量', 'Qty'),
      str('createdByName', '制单人', 'Created by'),
      str('createdAt', '制单时间', 'Created at', 20),
    ],
  });
const stockOrderExport = (kind: StockOrderKind): ExportDef<Parameters<typeof listStockOrders>[3]> => ({
  key: kind === 'return' ? 'warehouse-returns' : 'scrap-orders',
  permission: kind === 'return' ? 'warehouseReturn:export' : 'scrapOrder:export',
  sheet: stockOrderSheet(kind),
  rows: pagesOf(
    (db, p, q: Parameters<typeof listStockOrders>[3]) => listStockOrders(db, p, kind, q),
    (r) => ({ ...r, status: String(r.status), createdAt: at(r.createdAt) }),
  ),
});
export const returnOrderExport = stockOrderExport('return');
export const scrapOrderExport = stockOrderExport('scrap');

export const adjustmentExport: ExportDef<Parameters<typeof listAdjustments>[2]> = {
  key: 'warehouse-adjustments',
  permission: 'stockAdjust:export',
  sheet: defineSheet({
    key: 'warehouse-adjustments',
    page: 'stockAdjust',
    button: 'export',
    buttonZh: '导出',
    buttonEn: 'Export',
    titleZh: '库存差异调整',
    titleEn: 'Stock difference adjustment',
    columns: [
      str('adjustNo', '调整单号', 'Adjustment no', 18),
      str('warehouseCode', '仓库', 'Warehouse'),
      status(ADJUSTMENT_TYPES, ADJUSTMENT_TYPE_LABELS, 'adjustType', '类型', 'Type'),
      status(ADJUSTMENT_STATUSES, ADJUSTMENT_STATUS_LABELS),
      str('reason', '原因', 'Reason', 20),
      str('countPlanNo', '盘点计划号', 'Count plan no', 18),
      str('createdAt', '申请时间', 'Requested at', 20),
    ],
  }),
  rows: pagesOf(listAdjustments, (r) => ({ ...r, status: String(r.status), createdAt: at(r.createdAt) })),
};

export const countPlanExport: ExportDef<Parameters<typeof listCountPlans>[2]> = {
  key: 'warehouse-count-plans',
  permission: 'countPlan:export',
  sheet: defineSheet({
    key: 'warehouse-count-plans',
    page: 'countPlan',
    button: 'export',
    buttonZh: '导出',
    buttonEn: 'Export',
    titleZh: '盘点计划',
    titleEn: 'Inventory count plans',
    columns: [
      str('planNo', '计划号', 'Plan no', 18),
      str('warehouseCode', '仓库', 'Warehouse'),
      str('executionDate', '执行日期', 'Execution date'),
      status(COUNT_PLAN_STATUSES, COUNT_PLAN_STATUS_LABELS),
      int('lineCount', '行数', 'Lines'),
      int('countedCount', '已盘行数', 'Counted lines'),
    ],
  }),
  rows: pagesOf(listCountPlans, (r) => ({ ...r, status: String(r.status) })),
};
