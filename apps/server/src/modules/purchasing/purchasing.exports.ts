import type { PoPriceListQuery, PurchaseOrderListQuery } from '@spm/contracts';
import { PO_STATUS_LABELS, PO_STATUSES } from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { listedRows, sheetExport } from '../../platform/excel/list-export';
import {
  currencyColumn,
  documentStatusColumn,
  partCodeColumn,
  partNameColumn,
  remarkColumn,
} from '../../platform/excel/reference-columns';
import {
  dateTimeColumn,
  defineExportSheet,
  definePageExportSheet,
  intColumn,
  moneyColumn,
  textColumn,
} from '../../platform/excel/sheet';
import { allPoPrices } from './po-prices.service';
import { allPurchaseOrders } from './purchase-orders.query';

/** PO prices as listed (spec §1 "export"). */
export const poPriceExport: ExportDef<PoPriceListQuery> = sheetExport(
  defineExportSheet({
    key: 'po-prices',
    page: 'poPrice',
    titleZh: '采购价格',
    titleEn: 'PO prices',
    columns: [
      textColumn('supplierCode', '供应商编号', 'Supplier'),
      textColumn('supplierName', '供应商名称', 'Supplier name'),
      partCodeColumn(),
      partNameColumn(),
      currencyColumn(),
      moneyColumn('unitPrice', '采购单价', 'Unit price'),
      textColumn('validFrom', '有效期起', 'Valid from'),
      textColumn('validTo', '有效期止', 'Valid to'),
      textColumn('source', '来源', 'Source'),
      remarkColumn(),
    ],
  }),
  listedRows((db, _principal, query) => allPoPrices(db, query)),
);

/** Purchase orders as listed. */
export const purchaseOrderExport: ExportDef<PurchaseOrderListQuery> = sheetExport(
  definePageExportSheet('purchaseOrder', 'purchase-orders', [
    textColumn('poNo', '采购订单号', 'PO no'),
    textColumn('supplierCode', '供应商编号', 'Supplier'),
    textColumn('warehouseCode', '收货仓库', 'Warehouse'),
    documentStatusColumn(PO_STATUSES, PO_STATUS_LABELS),
    currencyColumn(),
    moneyColumn('totalAmount', '金额', 'Amount'),
    intColumn('orderedQty', '订购数量', 'Ordered qty'),
    intColumn('receivedQty', '已收数量', 'Received qty'),
    intColumn('openQty', '未收数量', 'Open qty'),
    dateTimeColumn('placedAt', '下达时间', 'Placed at'),
  ]),
  listedRows(allPurchaseOrders),
);
