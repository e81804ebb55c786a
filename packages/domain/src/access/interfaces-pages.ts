import { definePages } from './types.js';

/** Interface transfer monitor, invoices and sales statistics pages (spec §2, §8). */
export const interfacesPages = definePages({
  interfaceMonitor: {
    zh: '接口传送监控',
    en: 'Interface transfers',
    actions: ['view', 'search', 'edit', 'retransmit'],
  },
  invoiceQuery: {
    zh: '开票信息查询',
    en: 'Invoicing info query',
    actions: ['view', 'search', 'export', 'edit', 'import'],
  },
  salesStatistics: { zh: '销售统计', en: 'Sales statistics', actions: ['view', 'search', 'export'] },
});
