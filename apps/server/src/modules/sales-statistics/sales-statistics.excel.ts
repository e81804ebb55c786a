import type { StatisticsQuery } from '@spm/contracts';
import { ORDER_TYPES, SALE_PROPERTIES } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { Db } from '../../platform/db/client';
import type { ExportDef } from '../../platform/excel/excel.service';
import { type Paging, pagedRows, sheetExport } from '../../platform/excel/list-export';
import { dealerCodeColumn, partCodeColumn } from '../../platform/excel/reference-columns';
import { dateColumn, defineExportSheet, moneyColumn, textColumn } from '../../platform/excel/sheet';
import { shippedDetail, unshippedDetail } from './sales-statistics.repository';
import { assertStatisticsPeriod } from './sales-statistics.service';

const saleProperties = Object.entries(SALE_PROPERTIES).map(([value, l]) => ({ value, ...l }));
const orderTypes = [...ORDER_TYPES];

/* The columns both details show, keyed and headed the same way in each. */
const orderNoColumn = textColumn('dealerOrderNo', '订单号', 'Order no', 16);
const orderTypeColumn = {
  key: 'orderType',
  headerZh: '订单类型',
  headerEn: 'Order type',
  type: 'enum',
  enumValues: orderTypes,
} as const;
const salePropertyColumn = {
  key: 'saleProperty',
  headerZh: '销售属性',
  headerEn: 'Sale attribute',
  type: 'enum',
  enumValues: saleProperties,
} as const;
/** Price per piece, CNY. */
const priceColumn = moneyColumn('price', '单价', 'Unit price');
const orderWarehouseColumn = textColumn('orderWarehouseCode', '订货仓库', 'Order warehouse');

/** Shipped-amount detail sheet (spec §3 "Shipped-amount detail", every field in its order). */
export const shippedDetailSheet = defineExportSheet({
  key: 'shippedDetail',
  page: 'salesStatistics',
  titleZh: '已发货金额明细',
  titleEn: 'Shipped amount detail',
  columns: [
    orderNoColumn,
    { key: 'shippedQty', headerZh: '发货数量', headerEn: 'Shipped qty', type: 'int' },
    { key: 'discountRate', headerZh: '折扣率', headerEn: 'Discount rate', type: 'string' },
    { key: 'monthStart', headerZh: '开始月份', headerEn: 'Month start', type: 'int' },
    { key: 'monthEnd', headerZh: '结束月份', headerEn: 'Month end', type: 'int' },
    orderTypeColumn,
    partCodeColumn(16),
    priceColumn,
    salePropertyColumn,
    { key: 'shippedAmount', headerZh: '发货金额', headerEn: 'Shipped amount', type: 'money' },
    { key: 'shipBillNo', headerZh: '发货单号', headerEn: 'Shipment no', type: 'string', width: 18 },
    dateColumn('shipDate', '发货日期', 'Ship date'),
    orderWarehouseColumn,
    { key: 'year', headerZh: '年份', headerEn: 'Year', type: 'int' },
    dealerCodeColumn(),
  ],
});

/** Unshipped-amount detail sheet: open order lines and what they still owe. */
export const unshippedDetailSheet = defineExportSheet({
  key: 'unshippedDetail',
  page: 'salesStatistics',
  titleZh: '未发货金额明细',
  titleEn: 'Unshipped amount detail',
  columns: [
    orderNoColumn,
    orderTypeColumn,
    salePropertyColumn,
    partCodeColumn(16),
    { key: 'qty', headerZh: '订货数量', headerEn: 'Order qty', type: 'int' },
    { key: 'shippedQty', headerZh: '已发数量', headerEn: 'Shipped qty', type: 'int' },
    { key: 'unsentQty', headerZh: '未发数量', headerEn: 'Unsent qty', type: 'int' },
    priceColumn,
    { key: 'unshippedAmount', headerZh: '未发货金额', headerEn: 'Unshipped amount', type: 'money' },
    dateColumn('submitDate', '提交日期', 'Submit date'),
    orderWarehouseColumn,
    dealerCodeColumn(),
  ],
});

/** The rows of a detail export: the period checked, then every row of `detail`, page by page. */
const detailRows = <R extends object>(
  detail: (db: Db, principal: Principal, q: StatisticsQuery & Paging) => Promise<{ items: R[] }>,
): ExportDef<StatisticsQuery>['rows'] => {
  const rows = pagedRows(detail);
  return async function* (db, principal, query) {
    assertStatisticsPeriod(query);
    yield* rows(db, principal, query);
  };
};

/** Exports of the two details, same filters and scope as the pages, streamed by pages. */
export function statisticsExports(tz: string) {
  const shipped: ExportDef<StatisticsQuery> = sheetExport(
    shippedDetailSheet,
    detailRows((db, principal, q) => shippedDetail(db, principal, q)),
  );
  const unshipped: ExportDef<StatisticsQuery> = sheetExport(
    unshippedDetailSheet,
    detailRows((db, principal, q) => unshippedDetail(db, principal, q, tz)),
  );
  return { shipped, unshipped };
}
