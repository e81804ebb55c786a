import type { ModuleRoutes } from '../platform/context';
import { attachmentRoutes } from '../platform/files/attachments.routes';
import { adminRoutes } from './admin';
import { baseNumberRoutes } from './base-numbers';
import { creditRoutes } from './credit';
import { dealerOrderRoutes } from './dealer-orders';
import { fulfilmentRoutes, releaseBackordersOnArrival } from './fulfilment';
import { noticeRoutes } from './notices';
import { orgRoutes } from './org';
import { partImageRoutes } from './part-images';
import { partsExcelRoutes, partsRoutes } from './parts';
import { poppRoutes } from './popp';
import { stockRoutes, stockSummary } from './stock';

/**
 * The business modules, each registering its own routes. Add a module with one line here. Effects
 * of one module on another are passed in here: stock arrival re-releases fulfilment's backorders, and
 * the part detail shows the stock module's summary.
 */
export const modules: ModuleRoutes[] = [
  adminRoutes,
  orgRoutes,
  attachmentRoutes,
  noticeRoutes,
  dealerOrderRoutes,
  fulfilmentRoutes,
  creditRoutes,
  partsRoutes({ partStock: stockSummary }),
  partsExcelRoutes,
  partImageRoutes,
  stockRoutes({ onStockArrival: releaseBackordersOnArrival }),
  baseNumberRoutes,
  poppRoutes,
];
