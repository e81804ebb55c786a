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
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport, statusRow } from '../../platform/excel/list-export';
import {
  dateTimeColumn,
  defineExportSheet,
  intColumn,
  labelledColumn,
  textColumn,
} from '../../platform/excel/sheet';
import { listAdjustments } from './adjustments/adjustments.service';
import { listCountPlans } from './count-plans/count-plans.service';
import { listLocations } from './locations/locations.service';
import { listReceipts } from './receipts/receipts.service';
import { listStockOrders } from './returns-scrap/stock-orders.service';
import { listTransfers } from './transfers/transfers.service';

export const locationExport: ExportDef<Parameters<typeof listLocations>[2]> = sheetExport(
  defineExportSheet({
    key: 'warehouse-locations',
    page: 'warehouseLocation',
    titleZh: '库位维护',
    titleEn: 'Storage locations',
    columns: [
      textColumn('warehouseCode', '仓库', 'Warehouse'),
      textColumn('storageCode', '库位', 'Storage', 16),
      labelledColumn('storageType', '库位类型', 'Type', STORAGE_TYPES, STORAGE_TYPE_LABELS),
      intColumn('capacity', '容量', 'Capacity'),
      intColumn('heldQty', '在库数', 'Held qty'),
    ],
  }),
  pagedRows(listLocations, (r) => ({ ...r })),
);

export const transferExport: ExportDef<Parameters<typeof listTransfers>[2]> = sheetExport(
  defineExportSheet({
    key: 'warehouse-transfers',
    page: 'transferApply',
    titleZh: '调拨申请',
    titleEn: 'Transfer requests',
    columns: [
      textColumn('transferNo', '调拨单号', 'Transfer no', 18),
      textColumn('fromWarehouseCode', '调出仓库', 'From'),
      textColumn('toWarehouseCode', '调入仓库', 'To'),
      labelledColumn('status', '状态', 'Status', WAREHOUSE_TRANSFER_STATUSES, TRANSFER_STATUS_LABELS),
      intColumn('totalQty', '数量', 'Qty'),
      intColumn('inTransitQty', '在途数', 'In transit'),
      textColumn('createdByName', '申请人', 'Requested by'),
      dateTimeColumn('createdAt', '申请时间', 'Requested at'),
    ],
  }),
  pagedRows(listTransfers, statusRow),
);

export const receiptExport: ExportDef<Parameters<typeof listReceipts>[2]> = sheetExport(
  defineExportSheet({
    key: 'warehouse-receipts',
    page: 'warehouseReceipt',
    titleZh: '入库收货',
    titleEn: 'Inbound receiving',
    columns: [
      textColumn('receiptNo', '收货单号', 'Receipt no', 18),
      textColumn('warehouseCode', '仓库', 'Warehouse'),
      textColumn('sourceNo', '来源单号', 'Source no', 18),
      textColumn('containerNo', '集装箱/车辆号', 'Container/vehicle no', 16),
      labelledColumn('status', '状态', 'Status', RECEIPT_STATUSES, RECEIPT_STATUS_LABELS),
      dateTimeColumn('receivedAt', '收货时间', 'Received at'),
    ],
  }),
  pagedRows(listReceipts, statusRow),
);

const stockOrderSheet = (kind: StockOrderKind) =>
  defineExportSheet({
    key: kind === 'return' ? 'warehouse-returns' : 'scrap-orders',
    page: kind === 'return' ? 'warehouseReturn' : 'scrapOrder',
    titleZh: kind === 'return' ? '退货单' : '报废单',
    titleEn: kind === 'return' ? 'Return orders' : 'Scrap orders',
    columns: [
      textColumn('orderNo', '单号', 'Order no', 18),
      textColumn('warehouseCode', '仓库', 'Warehouse'),
      labelledColumn('status', '状态', 'Status', STOCK_ORDER_STATUSES, STOCK_ORDER_STATUS_LABELS),
      textColumn('reason', '原因', 'Reason', 20),
      intColumn('totalQty', '数量', 'Qty'),
      textColumn('createdByName', '制单人', 'Created by'),
      dateTimeColumn('createdAt', '制单时间', 'Created at'),
    ],
  });
const stockOrderExport = (kind: StockOrderKind): ExportDef<Parameters<typeof listStockOrders>[3]> =>
  sheetExport(
    stockOrderSheet(kind),
    pagedRows(
      (db, p, q: Parameters<typeof listStockOrders>[3]) => listStockOrders(db, p, kind, q),
      statusRow,
    ),
  );
export const returnOrderExport = stockOrderExport('return');
export const scrapOrderExport = stockOrderExport('scrap');

export const adjustmentExport: ExportDef<Parameters<typeof listAdjustments>[2]> = sheetExport(
  defineExportSheet({
    key: 'warehouse-adjustments',
    page: 'stockAdjust',
    titleZh: '库存差异调整',
    titleEn: 'Stock difference adjustment',
    columns: [
      textColumn('adjustNo', '调整单号', 'Adjustment no', 18),
      textColumn('warehouseCode', '仓库', 'Warehouse'),
      labelledColumn('adjustType', '类型', 'Type', ADJUSTMENT_TYPES, ADJUSTMENT_TYPE_LABELS),
      labelledColumn('status', '状态', 'Status', ADJUSTMENT_STATUSES, ADJUSTMENT_STATUS_LABELS),
      textColumn('reason', '原因', 'Reason', 20),
      textColumn('countPlanNo', '盘点计划号', 'Count plan no', 18),
      dateTimeColumn('createdAt', '申请时间', 'Requested at'),
    ],
  }),
  pagedRows(listAdjustments, statusRow),
);

export const countPlanExport: ExportDef<Parameters<typeof listCountPlans>[2]> = sheetExport(
  defineExportSheet({
    key: 'warehouse-count-plans',
    page: 'countPlan',
    titleZh: '盘点计划',
    titleEn: 'Inventory count plans',
    columns: [
      textColumn('planNo', '计划号', 'Plan no', 18),
      textColumn('warehouseCode', '仓库', 'Warehouse'),
      textColumn('executionDate', '执行日期', 'Execution date'),
      labelledColumn('status', '状态', 'Status', COUNT_PLAN_STATUSES, COUNT_PLAN_STATUS_LABELS),
      intColumn('lineCount', '行数', 'Lines'),
      intColumn('countedCount', '已盘行数', 'Counted lines'),
    ],
  }),
  pagedRows(listCountPlans, statusRow),
);
