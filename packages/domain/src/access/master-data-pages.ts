import { definePages } from './types.js';

/**
 * Master data maintenance pages (spec §2 Mst001–Mst033): warehouses, dealers, suppliers, and the part
 * responsibility (responsible person per part, superior per user; spec §6). Order holds and manual
 * close are head office's actions on the order status query (`orderHold`).
 */
export const masterDataPages = definePages({
  masterWarehouse: {
    zh: '仓库主数据',
    en: 'Warehouse master',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'import', 'export'],
  },
  masterDealer: {
    zh: '经销商主数据',
    en: 'Dealer master',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'import', 'export'],
  },
  masterSupplier: {
    zh: '供应商主数据',
    en: 'Supplier master',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'import', 'export'],
  },
  partResponsibility: {
    zh: '配件担当维护',
    en: 'Part responsibility',
    actions: ['view', 'search', 'edit'],
  },
  orderHold: {
    zh: '订单暂挂与关闭',
    en: 'Order hold and close',
    actions: ['view', 'search', 'hold', 'close', 'modify'],
  },
  abnormalDemand: {
    zh: '异常需求',
    en: 'Abnormal demand',
    actions: ['view', 'search'],
  },
});
