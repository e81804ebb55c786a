/**
 * Public surface of the vehicle register: its routes, demo seed and the VIN lookup other modules
 * (claims, BOD applications, accident car orders) use for their VIN checks.
 */

export { vehicleRoutes } from './vehicles.routes';
export { seedVehicles } from './vehicles.seed';
export { findVehicleByVin } from './vehicles.service';
