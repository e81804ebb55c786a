import { definePages } from './types.js';

/** Parts pages: parts master (Mst pages), base number, parts pictures, stock search (spec §2). */
export const partsPages = definePages({
  partsMaster: {
    zh: '配件主数据',
    en: 'Parts master',
    actions: [
      'view',
      'search',
      'add',
      'edit',
      'export',
      'import',
      'statusChange',
      'predictionSetting',
      'stockImport',
      'storageImport',
      'flowPartitionImport',
      'pricingAttributeExport',
      'pricingAttributeImport',
      'minMaxStockCorrection',
      'warehouseFlowSetting',
    ],
  },
  baseNumber: {
    zh: '基本号维护',
    en: 'Base numbers',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'export'],
  },
  partsImage: {
    zh: '配件图片查询',
    en: 'Parts pictures',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'download', 'export'],
  },
  inventoryQuery: {
    zh: '库存查询',
    en: 'Stock search',
    actions: ['view', 'search', 'export', 'order', 'ledger'],
  },
});
