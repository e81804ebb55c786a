/** Public surface of the claims module (dealer claims): its routes. */
export { claimRoutes } from './claims.routes';
export { seedClaims } from './claims.seed';
