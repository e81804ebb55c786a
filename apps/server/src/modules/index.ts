import type { ModuleRoutes } from '../platform/context';
import { attachmentRoutes } from '../platform/files/attachments.routes';
import { accidentCarRoutes } from './accident-cars';
import { adminRoutes } from './admin';
import { baseNumberRoutes } from './base-numbers';
import { claimRoutes, majorClaimBodRoutes, warehouseClaimRoutes } from './claims';
import { creditLimitOf, creditRoutes, dealerBalanceOf, setCreditLimit } from './credit';
import { dashboardRoutes } from './dashboard';
import {
  dealerOpenOrdersOf,
  dealerOrderRoutes,
  openOrdersHeldOf,
  orderedQtySince,
  orderHoldRoutes,
  submittedLinesSince,
  warehouseOpenOrdersOf,
} from './dealer-orders';
import { fulfilmentRoutes, releaseBackordersOnArrival } from './fulfilment';
import { interfaceTransferRoutes } from './interface-transfers';
import { invoiceRoutes } from './invoices';
import { assertPartResponsibility, masterDataRoutes, orderingWarehouses } from './master-data';
import { noticeRoutes } from './notices';
import { orgRoutes } from './org';
import { partImageRoutes } from './part-images';
import { type PartHoldQuery, partsExcelRoutes, partsRoutes } from './parts';
import { poppRoutes } from './popp';
import { promotionRoutes } from './promotions';
import {
  ASN_RECEIPT_SOURCE,
  asnPutAway,
  expectedArrivalsOf,
  purchaseOrdersHeldOf,
  purchasingRoutes,
} from './purchasing';
import { salesStatisticsRoutes } from './sales-statistics';
import { sourcingRoutes } from './sourcing';
import { stockHeldOf, stockRoutes, stockSummary, warehouseStockOf } from './stock';
import { vehicleRoutes } from './vehicles';
import { warehouseOpsHeldOf, warehouseOpsRoutes } from './warehouse-ops';

/** What other modules hold of a part (spec §4); more join as their modules come. */
export const partHolds: readonly PartHoldQuery[] = [
  stockHeldOf,
  openOrdersHeldOf,
  warehouseOpsHeldOf,
  purchaseOrdersHeldOf,
];

/**
 * The business modules, each registering its own routes. Add a module with one line here. Effects
 * of one module on another are passed in here: stock arrival re-releases fulfilment's backorders, and
 * the part detail shows the stock module's summary, and stock and open orders block a part's discard,
 * replacement or storage change, and open purchase orders date the backordered order lines, and
 * master data's part responsibility rule guards head office's transfer requests, and master data's
 * ordering warehouses limit where a dealer's orders may be placed.
 */
export const modules: ModuleRoutes[] = [
  adminRoutes,
  orgRoutes,
  attachmentRoutes,
  noticeRoutes,
  dealerOrderRoutes({ expectedArrivals: expectedArrivalsOf, orderingWarehouses }),
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
  accidentCarRoutes,
  interfaceTransferRoutes,
  invoiceRoutes,
  salesStatisticsRoutes,
  warehouseClaimRoutes({ onStockArrival: releaseBackordersOnArrival }),
  majorClaimBodRoutes,
  masterDataRoutes({
    warehouseUses: [warehouseStockOf, warehouseOpenOrdersOf],
    dealerTies: [dealerOpenOrdersOf, dealerBalanceOf],
    writeCreditLimit: setCreditLimit,
    readCreditLimit: creditLimitOf,
    orderedQtySince,
    submittedLinesSince,
  }),
  orderHoldRoutes,
  warehouseOpsRoutes({
    onStockArrival: releaseBackordersOnArrival,
    receiptSources: { [ASN_RECEIPT_SOURCE]: asnPutAway },
    partResponsibility: assertPartResponsibility,
  }),
  sourcingRoutes,
  purchasingRoutes,
  dashboardRoutes,
  promotionRoutes,
];
