/** Public surface of the fulfilment module (release, pick, box, ship, deliveries): routes and demo seed. */

export { deliveriesToConfirmCount, type WarehouseDayWork, warehouseWorkOn } from './dashboard-figures';
export { fulfilmentRoutes } from './fulfilment.routes';
export { deliverInFull, seedFulfilment } from './fulfilment.seed';
export { releaseBackordersOnArrival } from './release.service';
export { type ShipBillForClaim, shipBillForClaim } from './ship-bill-claims';
