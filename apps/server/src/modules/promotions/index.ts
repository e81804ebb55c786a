/** Public surface of the promotions module (promotion parts with rebates, DFS parts packages). */
export { promotionRoutes } from './promotions.routes';
export { seedPromotions } from './promotions.seed';
export { creditShippedRebates } from './rebates';
