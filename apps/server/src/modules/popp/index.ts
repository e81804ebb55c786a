/** Public surface of the POPP module (promotion purchase orders and quotas): its routes and demo seed. */
export { poppRoutes } from './popp.routes';
export { seedPopps } from './popp.seed';
