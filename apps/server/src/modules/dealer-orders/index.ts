/**
 * Public surface of the dealer-orders module. It owns the order rows (header, lines, history) and
 * their transitions; other modules change an order only through what is exported here.
 */

export { createOrderQueries, type OrderQueries } from './dealer-orders.queries';
export { openOrdersHeldOf } from './dealer-orders.repository';
export { dealerOrderRoutes } from './dealer-orders.routes';
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
export {
  lockOrders,
  type OrderRow,
  orderColumns,
  recordLineProgress,
  recordLinesProgress,
} from './order-progress';
export { type PlacedOrder, placeOrder } from './placed-orders';
