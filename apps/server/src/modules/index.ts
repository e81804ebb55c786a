import type { ModuleRoutes } from '../platform/context';
import { attachmentRoutes } from '../platform/files/attachments.routes';
import { adminRoutes } from './admin/admin.routes';
import { baseNumberRoutes } from './base-numbers/base-numbers.routes';
import { creditRoutes } from './credit/credit.routes';
import { dealerOrderRoutes } from './dealer-orders/dealer-orders.routes';
import { fulfilmentRoutes } from './fulfilment/fulfilment.routes';
import { noticeRoutes } from './notices/notices.routes';
import { orgRoutes } from './org/org.routes';
import { partImageRoutes } from './part-images/part-images.routes';
import { partsExcelRoutes } from './parts/excel/parts-excel.routes';
import { partsRoutes } from './parts/parts.routes';
import { stockRoutes } from './stock/stock.routes';

/**
 * The business modules, each registering its own routes. Add a module with one line here.
 */
export const modules: ModuleRoutes[] = [
  adminRoutes,
  orgRoutes,
  attachmentRoutes,
  noticeRoutes,
  dealerOrderRoutes,
  fulfilmentRoutes,
  creditRoutes,
  partsRoutes,
  partsExcelRoutes,
  partImageRoutes,
  stockRoutes,
  baseNumberRoutes,
];
