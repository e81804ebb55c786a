import type { StockListQuery } from '@spm/contracts';
import type { ExportDef } from '../../platform/excel/excel.service';
import { pagedRows, sheetExport } from '../../platform/excel/list-export';
import { partCodeColumn } from '../../platform/excel/reference-columns';
import { definePageExportSheet } from '../../platform/excel/sheet';
import { searchStock } from './stock.query';

/** The stock search sheet: one row per part and warehouse (on-hand and allocated empty for dealers). */
const stockSheet = definePageExportSheet('inventoryQuery', 'stockSearch', [
  partCodeColumn(16),
  { key: 'nameZh', headerZh: '中文名称', headerEn: 'Chinese name', type: 'string', width: 24 },
  { key: 'nameEn', headerZh: '英文名称', headerEn: 'English name', type: 'string', width: 24 },
  { key: 'status', headerZh: '配件状态', headerEn: 'Part status', type: 'string', width: 10 },
  { key: 'warehouseCode', headerZh: '仓库代码', headerEn: 'Warehouse', type: 'string', width: 10 },
  { key: 'onHandQty', headerZh: '在库数量', headerEn: 'On-hand qty', type: 'int' },
  { key: 'allocatedQty', headerZh: '已分配数量', headerEn: 'Allocated qty', type: 'int' },
  { key: 'availableQty', headerZh: '可用数量', headerEn: 'Available qty', type: 'int' },
  { key: 'price', headerZh: '单价', headerEn: 'Price', type: 'money', width: 12 },
  { key: 'newPartCode', headerZh: '替换件号', headerEn: 'Replaced by', type: 'string', width: 16 },
]);

/** The stock search export (`GET /api/v1/stock/export`): the search's filters and visibility, streamed by pages. */
export const stockExport: ExportDef<StockListQuery> = sheetExport(
  stockSheet,
  // The language only picks the warehouse name, which the sheet does not show.
  pagedRows((db, principal, query) => searchStock(db, principal, query, 'zh-CN')),
);
