/**
 * Public surface of the accident cars module: accident car orders, settlement contracts and the
 * four-level accident car subsidy (routes and demo seed).
 */
export { accidentCarRoutes } from './accident-cars.routes';
export { seedAccidentCars } from './accident-cars.seed';
export { subsidiesPendingFor } from './dashboard-figures';
