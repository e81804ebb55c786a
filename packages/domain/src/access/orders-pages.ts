import { definePages } from './types.js';

/** Dealer order pages (spec §2 routes /orderEntry, /orderStatusQuery, VOR approval, order queries). */
export const ordersPages = definePages({
  orderEntry: {
    zh: '订单录入',
    en: 'Order entry',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'import', 'save', 'submit', 'export', 'agent'],
  },
  orderStatusQuery: {
    zh: '订单状态查询',
    en: 'Order status query',
    actions: ['view', 'search', 'export'],
  },
  vorApproval: { zh: 'VOR审批', en: 'VOR approval', actions: ['view', 'search', 'approve', 'export'] },
  unsubmittedOrder: { zh: '未提交订单查询', en: 'Unsubmitted orders', actions: ['view', 'search', 'export'] },
  submittedUnsettled: {
    zh: '已提交未结算订单',
    en: 'Submitted, not settled orders',
    actions: ['view', 'search', 'export'],
  },
});
