import { definePages } from './types.js';

/**
 * Purchasing pages (issue 17; spec §1 PO-price management and purchase orders, §6 Supplier and
 * SupplierAdmin): head office keeps PO prices and purchase orders; the supplier portal shows a
 * supplier its own purchase orders (confirm, ship with a shipping notice) and lets SupplierAdmin
 * manage its own company's users.
 */
export const purchasingPages = definePages({
  poPrice: {
    zh: '采购价格管理',
    en: 'PO prices',
    actions: ['view', 'search', 'add', 'edit', 'export'],
  },
  purchaseOrder: {
    zh: '采购订单',
    en: 'Purchase orders',
    actions: ['view', 'search', 'add', 'edit', 'place', 'cancel', 'print', 'export'],
  },
  supplierOrder: {
    zh: '供应商采购订单',
    en: 'Supplier purchase orders',
    actions: ['view', 'search', 'confirm', 'ship'],
  },
  supplierUser: {
    zh: '供应商用户管理',
    en: 'Supplier users',
    actions: ['view', 'search', 'add', 'edit'],
  },
});
