/**
 * Public surface of the sourcing module (issue 17): its routes, the demo seed, and the one effect of
 * an approved fixed price (`applyFixedPrice`: the part's prices, and the PO price it implies).
 */
export { applyFixedPrice, type FixedPoPrice } from './apply-fixed-price';
export { sourcingRoutes } from './sourcing.routes';
export { seedSourcing } from './sourcing.seed';
