import { definePages } from './types.js';

/**
 * Warehouse operation pages (spec §2 page codes WHI receiving, WHO transfers out, WHR returns, WSC
 * scrap; §3 "allocate apply", "stock difference adjust", "inventory count plan"). `transferApply:superior`
 * marks the part-responsible person's superior, who may request transfers of any part (spec §6), for
 * warehouse staff; head office goes by master data's part responsibility.
 */
export const warehouseOpsPages = definePages({
  warehouseLocation: {
    zh: '库位维护',
    en: 'Storage locations',
    actions: ['view', 'search', 'add', 'edit', 'export'],
  },
  warehouseReceipt: {
    zh: '入库收货',
    en: 'Inbound receiving',
    actions: ['view', 'search', 'confirm', 'audit', 'cancel', 'putAway', 'export'],
  },
  transferApply: {
    zh: '调拨申请',
    en: 'Transfer requests',
    actions: ['view', 'search', 'add', 'edit', 'audit', 'ship', 'superior', 'export'],
  },
  warehouseReturn: {
    zh: '退货单',
    en: 'Return orders',
    actions: ['view', 'search', 'add', 'edit', 'submit', 'print', 'execute', 'export'],
  },
  scrapOrder: {
    zh: '报废单',
    en: 'Scrap orders',
    actions: ['view', 'search', 'add', 'edit', 'submit', 'print', 'execute', 'export'],
  },
  stockAdjust: {
    zh: '库存差异调整',
    en: 'Stock difference adjustment',
    actions: ['view', 'search', 'add', 'audit', 'export'],
  },
  countPlan: {
    zh: '盘点计划',
    en: 'Inventory count plans',
    actions: ['view', 'search', 'add', 'freeze', 'count', 'import', 'print', 'close', 'export'],
  },
});
