import { definePages } from './types.js';

/**
 * Sourcing pages (spec §1 "BOM and child parts, RFQ, fix-price", page codes RFQ001 RFQ list,
 * RFQ002 RFQ detail and edit, FPM001 fix price list, FPM002 fix price package audit). `supplierRfq`
 * is the supplier portal's view of the RFQs addressed to the supplier.
 */
export const sourcingPages = definePages({
  bomMaintain: {
    zh: 'BOM及子件维护',
    en: 'BOM and child parts',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'import', 'export'],
  },
  rfqManage: {
    zh: '询价单管理',
    en: 'RFQs',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'confirm', 'reject', 'stop', 'transfer', 'export'],
  },
  supplierRfq: { zh: '供应商询价报价', en: 'Supplier RFQ quotation', actions: ['view', 'search', 'quote'] },
  fixPrice: {
    zh: '定价管理',
    en: 'Fix prices',
    actions: [
      'view',
      'search',
      'add',
      'edit',
      'delete',
      'import',
      'calculate',
      'package',
      'audit',
      'cancel',
      'export',
    ],
  },
});
