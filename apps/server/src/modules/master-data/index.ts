/**
 * Public surface of the master-data module (spec §2 Mst001–Mst033): it is the one writer of warehouses,
 * dealers and suppliers (the org module only reads them for selects), their change history, dealers'
 * ordering warehouses, part responsible persons and user superiors.
 */
export type {
  CreditLimitReader,
  CreditLimitWriter,
  DealerTiesQuery,
  DemandDeps,
  DemandLine,
  MasterDataDeps,
  WarehouseUseQuery,
} from './master-data.holds';
export { masterDataRoutes } from './master-data.routes';
export { seedMasterData } from './master-data.seed';
export { orderingWarehouses, orderingWarehousesOfDealers } from './ordering-warehouses';
export { assertPartResponsibility } from './responsibility.service';
