import { partExcelEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { ModuleRoutes } from '../../../platform/context';
import type { ExportDef } from '../../../platform/excel/excel.service';
import { routesOf } from '../../../platform/http/routes';
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

/** An export of the parts master's rows with the sheet `sheet`, behind the button `permission`. */
const partRowsExport = (
  key: string,
  sheet: ExportDef['sheet'],
  permission: ExportDef['permission'],
): ExportDef<PartSearchFilters> => ({
  key,
  sheet,
  permission,
  rows: (db, _principal, filters) => partRecords(db, filters),
  count: (db, _principal, filters) => countParts(db, filters),
});

const partsExport = partRowsExport('partsMaster', partsMasterSheet, perm('partsMaster', 'export'));
const pricingExport = partRowsExport(
  'partsPricing',
  pricingSheet,
  perm('partsMaster', 'pricingAttributeExport'),
);

/**
 * Parts master Excel buttons (spec §2 parts master: export, import, storage import,
 * flow-partition import, pricing-attribute export and import, min/max stock correction), declared in
 * `partExcelEndpoints`. Each needs its own button permission of page `partsMaster`.
 */
export const partsExcelRoutes =
  ({ holds }: Pick<PartsDeps, 'holds'>): ModuleRoutes =>
  async (app, ctx) => {
    const r = routesOf(app, ctx);
    r.import(endpoints.importPartsMaster, partsMasterImport(holds));
    r.import(endpoints.importStorage, storageImport(holds));
    r.import(endpoints.importFlowPartition, flowPartitionImport);
    r.import(endpoints.importPricing, pricingImport(holds));
    r.import(endpoints.importMinMax, minMaxImport);
    r.export(endpoints.exportPartsMaster, partsExport);
    r.export(endpoints.exportPricing, pricingExport);
  };
