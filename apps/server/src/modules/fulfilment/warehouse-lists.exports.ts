import type { ReleaseQueueExportQuery, shipBoxListQuery, toBoxExportQuery } from '@spm/contracts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TYPE_LABELS, ORDER_TYPES } from '@spm/domain';
import type { z } from 'zod';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport, statusRow } from '../../platform/excel/list-export';
import { lineCountColumn, submittedAtColumn } from '../../platform/excel/reference-columns';
import {
  dateTimeColumn,
  defineExportSheet,
  definePageExportSheet,
  intColumn,
  labelledColumn,
  textColumn,
} from '../../platform/excel/sheet';
import { listPickBills } from './pick-bills.queries';
import { listShipBoxes, listWarehouseOrders } from './warehouse.queries';

/** The dealer order a row of the warehouse lists belongs to. */
const orderNoColumn = textColumn('dealerOrderNo', '订单号', 'Order no', 18);
/** That order's status, under `key`. */
const orderStatus = (key: string) =>
  labelledColumn(key, '订单状态', 'Order status', ORDER_STATUSES, ORDER_STATUS_LABELS, 16);
/** That order's dealer: its code and Chinese name. */
const orderingDealerColumns = [
  textColumn('dealerCode', '经销商编号', 'Dealer code'),
  textColumn('dealerNameZh', '经销商名称', 'Dealer name', 24),
] as const;

/**
 * The order release export (`GET /api/v1/warehouse/orders/export`, permission `warehouseRelease:export`):
 * the release queue of the current warehouse with the list's filters and sort, in release priority
 * unless sorted; one row an order, `qtyToRelease` the pieces still to allocate.
 */
export const releaseQueueExport: ExportDef<ReleaseQueueExportQuery> = sheetExport(
  definePageExportSheet('warehouseRelease', 'warehouse-release', [
    orderNoColumn,
    labelledColumn('orderType', '订单类型', 'Order type', ORDER_TYPES, ORDER_TYPE_LABELS),
    orderStatus('status'),
    ...orderingDealerColumns,
    textColumn('orderWarehouseCode', '订货仓库', 'Order warehouse'),
    submittedAtColumn(),
    lineCountColumn(),
    intColumn('qty', '待释放数量', 'Qty to release'),
    { key: 'amount', headerZh: '订单金额', headerEn: 'Order amount', type: 'money' },
    { key: 'acceptBackorder', headerZh: '接受欠货', headerEn: 'Accept backorder', type: 'bool' },
  ]),
  pagedRows(
    (db, principal, query) => listWarehouseOrders(db, principal, { ...query, stage: 'release' }),
    statusRow,
  ),
);

/**
 * The ship box export of the boxing page (`GET /api/v1/warehouse/ship-boxes/export`, permission
 * `boxing:export`): the boxes of the current warehouse with the list's filters, newest first.
 */
export const shipBoxExport: ExportDef<z.output<typeof shipBoxListQuery>> = sheetExport(
  defineExportSheet({
    key: 'ship-boxes',
    page: 'boxing',
    titleZh: '装箱',
    titleEn: 'Ship boxes',
    columns: [
      textColumn('boxNo', '箱号', 'Box no', 18),
      orderNoColumn,
      orderStatus('orderStatus'),
      ...orderingDealerColumns,
      textColumn('pickBillNo', '拣货单号', 'Pick bill no', 16),
      lineCountColumn(),
      intColumn('qty', '装箱数量', 'Boxed qty'),
      textColumn('shipBillNo', '发运单号', 'Ship bill no', 18),
      dateTimeColumn('createdAt', '装箱时间', 'Boxed at'),
    ],
  }),
  pagedRows(listShipBoxes, (r) => ({ ...r, orderStatus: String(r.orderStatus) })),
);

/**
 * The "to box" export of the boxing page (`GET /api/v1/warehouse/pick-bills/to-box/export`, permission
 * `boxing:export`): the pick bills of the current warehouse with picked pieces not yet boxed, with the
 * list's filter (`pickBillNo`, prefix) and sort, newest first; `qtyToBox` = picked - boxed pieces.
 */
export const toBoxExport: ExportDef<z.output<typeof toBoxExportQuery>> = sheetExport(
  defineExportSheet({
    key: 'boxing-to-box',
    page: 'boxing',
    titleZh: '待装箱',
    titleEn: 'To box',
    columns: [
      textColumn('pickBillNo', '拣货单号', 'Pick bill no', 16),
      textColumn('dealerOrderNos', '订单号', 'Order nos', 30),
      textColumn('dealerCodes', '经销商编号', 'Dealer codes', 20),
      lineCountColumn(),
      intColumn('pickedQty', '实拣数量', 'Picked qty'),
      intColumn('boxedQty', '已装箱数量', 'Boxed qty'),
      intColumn('qtyToBox', '待装箱数量', 'Qty to box'),
      dateTimeColumn('confirmedAt', '拣货确认时间', 'Pick confirmed at'),
    ],
  }),
  pagedRows(
    (db, principal, query) => listPickBills(db, principal, { ...query, boxable: true }),
    (r) => ({ ...r, qtyToBox: r.pickedQty - r.boxedQty }),
  ),
);
