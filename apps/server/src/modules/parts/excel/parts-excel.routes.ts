import { partExcelEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { ModuleRoutes } from '../../../platform/context';
import { exportRoutes, importRoute } from '../../../platform/excel/excel.routes';
import type { ExportDef } from '../../../platform/excel/excel.service';
import type { PartsDeps } from '../parts.routes';
import { iterateParts, type PartSearchFilters, searchParts } from '../parts.search';
import { partRecord, partsMasterImport } from './parts-master.import';
import { partsMasterSheet } from './parts-master.sheet';
import { pricingImport, pricingSheet } from './pricing.excel';
import { flowPartitionImport, minMaxImport, storageImport } from './warehouse.imports';

async function* partRecords(db: Parameters<typeof iterateParts>[0], filters: PartSearchFilters) {
  for await (const page of iterateParts(db, filters)) for (const part of page) yield partRecord(part);
}

const countParts = async (db: Parameters<typeof searchParts>[0], filters: PartSearchFilters) =>
  (await searchParts(db, filters, { page: 1, pageSize: 1 })).total;

const partsExport: ExportDef<PartSearchFilters> = {
  key: 'partsMaster',
  sheet: partsMasterSheet,
  permission: perm('partsMaster', 'export'),
  rows: (db, _principal, filters) => partRecords(db, filters),
  count: (db, _principal, filters) => countParts(db, filters),
};

const pricingExport: ExportDef<PartSearchFilters> = {
  key: 'partsPricing',
  sheet: pricingSheet,
  permission: perm('partsMaster', 'pricingAttributeExport'),
  rows: (db, _principal, filters) => partRecords(db, filters),
  count: (db, _principal, filters) => countParts(db, filters),
};

/**
 * Parts master Excel buttons (spec §2 parts master: export, import, storage import,
 * flow-partition import, pricing-attribute export and import, min/max stock correction), declared in
 * `partExcelEndpoints`. Each needs its own button permission of page `partsMaster`.
 */
export const partsExcelRoutes =
  ({ holds }: Pick<PartsDeps, 'holds'>): ModuleRoutes =>
  async (app, ctx) => {
    importRoute(app, ctx, { endpoint: endpoints.importPartsMaster, importer: partsMasterImport(holds) });
    importRoute(app, ctx, { endpoint: endpoints.importStorage, importer: storageImport(holds) });
    importRoute(app, ctx, { endpoint: endpoints.importFlowPartition, importer: flowPartitionImport });
    importRoute(app, ctx, { endpoint: endpoints.importPricing, importer: pricingImport(holds) });
    importRoute(app, ctx, { endpoint: endpoints.importMinMax, importer: minMaxImport });
    exportRoutes(app, ctx, { endpoints: endpoints.exportPartsMaster, exporter: partsExport });
    exportRoutes(app, ctx, { endpoints: endpoints.exportPricing, exporter: pricingExport });
  };
