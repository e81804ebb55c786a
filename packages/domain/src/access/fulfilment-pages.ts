import { definePages } from './types.js';

/** Warehouse fulfilment pages and the dealer's delivery receipt and balance pages (spec §2). */
export const fulfilmentPages = definePages({
  warehouseRelease: {
    zh: '订单释放',
    en: 'Order release',
    actions: ['view', 'search', 'release', 'export'],
  },
  pickBill: {
    zh: '拣货单',
    en: 'Pick bills',
    actions: ['view', 'search', 'add', 'confirm', 'print', 'export'],
  },
  boxing: { zh: '装箱', en: 'Boxing', actions: ['view', 'search', 'add', 'print', 'export'] },
  shipBill: {
    zh: '发运单',
    en: 'Ship bills',
    actions: ['view', 'search', 'add', 'print', 'export', 'logistics'],
  },
  confirmDelivery: {
    zh: '到货确认',
    en: 'Delivery receipt confirmation',
    actions: ['view', 'search', 'confirm', 'export', 'virtualReceive', 'cancelVirtualReceive'],
  },
  overageChangeDetail: {
    zh: '超额变动明细查询',
    en: 'Overage change detail',
    actions: ['view', 'search', 'export'],
  },
});
