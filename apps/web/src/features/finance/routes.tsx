import { ApiOutlined, BarChartOutlined, FileTextOutlined } from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

const { page } = routeEntries(['finance'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/** Finance routes: invoicing info (spec §2 `/makeInvoiceInfoQuery/index`), sales statistics, interface monitor. */
export const financeRoutes: AppRoute[] = [
  page('/makeInvoiceInfoQuery/index', 'invoiceQuery', FileTextOutlined, 'invoiceQuery', 'Invoices'),
  page('/salesStatistics/index', 'salesStatistics', BarChartOutlined, 'salesStatistics', 'SalesStatistics'),
  page('/interfaceTransfers/index', 'interfaceMonitor', ApiOutlined, 'interfaceMonitor', 'InterfaceMonitor'),
];
