import type { StockListQuery } from '@spm/contracts';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { partCodeColumn } from '../../platform/excel/reference-columns';
import { definePageExportSheet, intColumn, moneyColumn, textColumn } from '../../platform/excel/sheet';
import { searchStock } from './stock.query';

/** The stock search sheet: one row per part and warehouse (on-hand and allocated empty for dealers). */
const stockSheet = definePageExportSheet('inventoryQuery', 'stockSearch', [
  partCodeColumn(16),
  textColumn('nameZh', '中文名称', 'Chinese name', 24),
  textColumn('nameEn', '英文名称', 'English name', 24),
  textColumn('status', '配件状态', 'Part status', 10),
  textColumn('warehouseCode', '仓库代码', 'Warehouse', 10),
  intColumn('onHandQty', '在库数量', 'On-hand qty'),
  intColumn('allocatedQty', '已分配数量', 'Allocated qty'),
  intColumn('availableQty', '可用数量', 'Available qty'),
  moneyColumn('price', '单价', 'Price', 12),
  textColumn('newPartCode', '替换件号', 'Replaced by', 16),
]);

/** The stock search export (`GET /api/v1/stock/export`): the search's filters and visibility, streamed by pages. */
export const stockExport: ExportDef<StockListQuery> = sheetExport(
  stockSheet,
  // The language only picks the warehouse name, which the sheet does not show.
  pagedRows((db, principal, query) => searchStock(db, principal, query, 'zh-CN')),
);
