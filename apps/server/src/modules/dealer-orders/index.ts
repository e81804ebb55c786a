/**
 * Public surface of the dealer-orders module. It owns the order rows (header, lines, history) and
 * their transitions; other modules change an order only through what is exported here.
 */

export { orderCountsByStatus, releaseBacklogOf, vorApprovalsPendingFor } from './dashboard-figures';
export type { OrderingWarehousesSource } from './dealer-orders.evaluate';
export { createOrderQueries, type ExpectedArrivalsQuery, type OrderQueries } from './dealer-orders.queries';
export { openOrdersHeldOf } from './dealer-orders.repository';
export { type DealerOrderDeps, dealerOrderRoutes } from './dealer-orders.routes';
export { seedDealerOrders } from './dealer-orders.seed';
export {
  createDealerOrderService,
  type DealerOrderService,
  type DealerOrderServiceDeps,
} from './dealer-orders.service';
export {
  type OrderActor,
  orderUnsentAmount,
  type TransitionOptions,
  type TransitionResult,
  transitionOrder,
} from './dealer-orders.transitions';
export { dealerOpenOrdersOf, warehouseOpenOrdersOf } from './master-data-ties';
export { orderedQtySince, type SubmittedLine, submittedLinesSince } from './order-demand';
export { orderHoldRoutes } from './order-hold.routes';
export {
  lockOrders,
  type OrderRow,
  orderColumns,
  recordLineProgress,
  recordLinesProgress,
} from './order-progress';
export { type PlacedOrder, placeOrder } from './placed-orders';
