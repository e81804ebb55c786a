import type { AccidentOrderListQuery } from '@spm/contracts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TYPE_LABELS, ORDER_TYPES } from '@spm/domain';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport, statusRow } from '../../platform/excel/list-export';
import { submittedAtColumn, vinColumn } from '../../platform/excel/reference-columns';
import { defineExportSheet, labelledColumn, moneyColumn, textColumn } from '../../platform/excel/sheet';
import type { AccidentOrderService } from './accident-orders.service';

/**
 * The accident car order query's export sheet (spec §2 `/accidentCarOrderInquiry/accidentCarOrderInquiryList`
 * "export"): the list's columns, headers in the caller's language.
 */
export const accidentOrderSheet = defineExportSheet({
  key: 'accident-car-orders',
  page: 'accidentCarOrder',
  titleZh: '事故车订单',
  titleEn: 'Accident car orders',
  columns: [
    textColumn('dealerOrderNo', '订单号', 'Order no', 18),
    labelledColumn('status', '订单状态', 'Status', ORDER_STATUSES, ORDER_STATUS_LABELS, 16),
    labelledColumn('orderType', '订单类型', 'Order type', ORDER_TYPES, ORDER_TYPE_LABELS),
    textColumn('dealerCode', '经销商编号', 'Dealer code'),
    textColumn('dealerName', '经销商名称', 'Dealer name', 24),
    textColumn('orderWarehouseCode', '订货仓库', 'Order warehouse'),
    textColumn('receivingWarehouseCode', '收货仓库', 'Receiving warehouse'),
    vinColumn(),
    textColumn('plateNo', '车牌号', 'Plate no'),
    textColumn('settlementNo', '结算单号', 'Settlement no', 16),
    moneyColumn('amount', '订单金额', 'Order amount'),
    moneyColumn('shippedAmount', '已发货金额', 'Shipped amount'),
    moneyColumn('unshippedAmount', '未发货金额', 'Unshipped amount'),
    submittedAtColumn(),
    {
      key: 'source',
      headerZh: '来源',
      headerEn: 'Source',
      type: 'enum',
      enumValues: [
        { value: 'entered', zh: '录入', en: 'Entered' },
        { value: 'converted', zh: '转换', en: 'Converted' },
      ],
    },
  ],
});

/**
 * The accident car order export (`GET /api/v1/accident-car-orders/export`, permission
 * `accidentCarOrder:export`): the list's filters and data scope (a dealer only its own orders), by
 * pages; submit time as a business date-time.
 */
export const accidentOrderExport = (orders: AccidentOrderService): ExportDef<AccidentOrderListQuery> =>
  sheetExport(
    accidentOrderSheet,
    pagedRows((db, principal, query) => orders.list(db, principal, query, 'zh-CN'), statusRow),
  );
