import { ApiOutlined, BarChartOutlined, FileTextOutlined } from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

/** Finance routes: invoicing info (spec §2 `/makeInvoiceInfoQuery/index`), sales statistics, interface monitor. */
export const financeRoutes: AppRoute[] = [
  {
    path: '/makeInvoiceInfoQuery/index',
    titleKey: 'menu:invoiceQuery',
    icon: FileTextOutlined,
    permission: 'invoiceQuery:view',
    ns: ['finance'],
    component: lazyPage(() => import('./pages/InvoicesPage')),
  },
  {
    path: '/salesStatistics/index',
    titleKey: 'menu:salesStatistics',
    icon: BarChartOutlined,
    permission: 'salesStatistics:view',
    ns: ['finance'],
    component: lazyPage(() => import('./pages/SalesStatisticsPage')),
  },
  {
    path: '/interfaceTransfers/index',
    titleKey: 'menu:interfaceMonitor',
    icon: ApiOutlined,
    permission: 'interfaceMonitor:view',
    ns: ['finance'],
    component: lazyPage(() => import('./pages/InterfaceMonitorPage')),
  },
];
