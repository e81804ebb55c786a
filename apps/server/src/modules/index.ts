import type { ModuleRoutes } from '../platform/context';
import { attachmentRoutes } from '../platform/files/attachments.routes';
import { adminRoutes } from './admin';
import { baseNumberRoutes } from './base-numbers';
import { claimRoutes } from './claims';
import { creditRoutes } from './credit';
import { dealerOrderRoutes, openOrdersHeldOf } from './dealer-orders';
import { fulfilmentRoutes, releaseBackordersOnArrival } from './fulfilment';
import { noticeRoutes } from './notices';
import { orgRoutes } from './org';
import { partImageRoutes } from './part-images';
import { type PartHoldQuery, partsExcelRoutes, partsRoutes } from './parts';
import { poppRoutes } from './popp';
import { stockHeldOf, stockRoutes, stockSummary } from './stock';
import { vehicleRoutes } from './vehicles';

/** What other modules hold of a part (spec §4); more join as their modules come. */
export const partHolds: readonly PartHoldQuery[] = [stockHeldOf, openOrdersHeldOf];

/**
 * The business modules, each registering its own routes. Add a module with one line here. Effects
 * of one module on another are passed in here: stock arrival re-releases fulfilment's backorders, and
 * the part detail shows the stock module's summary, and stock and open orders block a part's discard,
 * replacement or storage change.
 */
export const modules: ModuleRoutes[] = [
  adminRoutes,
  orgRoutes,
  attachmentRoutes,
  noticeRoutes,
  dealerOrderRoutes,
  fulfilmentRoutes,
  creditRoutes,
  partsRoutes({ partStock: stockSummary, holds: partHolds }),
  partsExcelRoutes({ holds: partHolds }),
  partImageRoutes,
  stockRoutes({ onStockArrival: releaseBackordersOnArrival }),
  baseNumberRoutes,
  vehicleRoutes,
  claimRoutes,
  poppRoutes,
];
