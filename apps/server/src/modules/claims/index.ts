/** Public surface of the claims module (dealer claims): its routes, seeds and dashboard counts. */
export { claimRoutes } from './claims.routes';
export { seedBodApplications, seedClaims } from './claims.seed';
export { claimsPendingFor, openClaimCountsByStatus } from './dashboard-figures';
export { majorClaimBodRoutes } from './major-claims-bod.routes';
export { warehouseClaimRoutes } from './warehouse-claims.routes';
export { seedWarehouseClaims } from './warehouse-claims.seed';
