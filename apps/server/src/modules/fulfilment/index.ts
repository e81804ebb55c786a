/** Public surface of the fulfilment module (release, pick, box, ship, deliveries): routes and demo seed. */
export { fulfilmentRoutes } from './fulfilment.routes';
export { seedFulfilment } from './fulfilment.seed';
export { releaseBackordersOnArrival } from './release.service';
export { type ShipBillForClaim, shipBillForClaim } from './ship-bill-claims';
