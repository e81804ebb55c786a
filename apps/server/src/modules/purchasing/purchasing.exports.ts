import type { PoPriceListQuery, PurchaseOrderListQuery } from '@spm/contracts';
import { businessDateTime, PO_STATUS_LABELS, PO_STATUSES } from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { type ColumnDef, defineSheet, labelledColumn } from '../../platform/excel/sheet';
import { allPoPrices } from './po-prices.service';
import { allPurchaseOrders } from './purchase-orders.query';

const col = (
  key: string,
  headerZh: string,
  headerEn: string,
  type: ColumnDef['type'] = 'string',
): ColumnDef => ({
  key,
  headerZh,
  headerEn,
  type,
});

/** PO prices as listed (spec §1 "export"). */
export const poPriceExport: ExportDef<PoPriceListQuery> = {
  key: 'po-prices',
  permission: 'poPrice:export',
  sheet: defineSheet({
    key: 'po-prices',
    page: 'poPrice',
    button: 'export',
    buttonZh: '导出',
    buttonEn: 'Export',
    titleZh: '采购价格',
    titleEn: 'PO prices',
    columns: [
      col('supplierCode', '供应商编号', 'Supplier'),
      col('supplierName', '供应商名称', 'Supplier name'),
      col('partCode', '配件编号', 'Part code'),
      col('nameZh', '配件名称', 'Part name'),
      col('currency', '币种', 'Currency'),
      col('unitPrice', '采购单价', 'Unit price', 'money'),
      col('validFrom', '有效期起', 'Valid from'),
      col('validTo', '有效期止', 'Valid to'),
      col('source', '来源', 'Source'),
      col('remark', '备注', 'Remark'),
    ],
  }),
  async *rows(db, _principal, query) {
    for (const r of await allPoPrices(db, query)) yield { ...r };
  },
};

/** Purchase orders as listed. */
export const purchaseOrderExport: ExportDef<PurchaseOrderListQuery> = {
  key: 'purchase-orders',
  permission: 'purchaseOrder:export',
  sheet: defineSheet({
    key: 'purchase-orders',
    page: 'purchaseOrder',
    button: 'export',
    buttonZh: '导出',
    buttonEn: 'Export',
    titleZh: '采购订单',
    titleEn: 'Purchase orders',
    columns: [
      col('poNo', '采购订单号', 'PO no'),
      col('supplierCode', '供应商编号', 'Supplier'),
      col('warehouseCode', '收货仓库', 'Warehouse'),
      labelledColumn('status', '状态', 'Status', PO_STATUSES, PO_STATUS_LABELS),
      col('currency', '币种', 'Currency'),
      col('totalAmount', '金额', 'Amount', 'money'),
      col('orderedQty', '订购数量', 'Ordered qty', 'int'),
      col('receivedQty', '已收数量', 'Received qty', 'int'),
      col('openQty', '未收数量', 'Open qty', 'int'),
      col('placedAt', '下达时间', 'Placed at'),
    ],
  }),
  async *rows(db, principal, query) {
    for (const r of await allPurchaseOrders(db, principal, query))
      yield { ...r, placedAt: r.placedAt ? businessDateTime(new Date(r.placedAt)) : null };
  },
};
