import { partListQuery } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../../platform/context';
import { exportRoutes, importRoute } from '../../../platform/excel/excel.routes';
import type { ExportDef } from '../../../platform/excel/excel.service';
import { iterateParts, type PartSearchFilters, searchParts } from '../parts.search';
import { partRecord, partsMasterImport } from './parts-master.import';
import { partsMasterSheet } from './parts-master.sheet';
import { pricingImport, pricingSheet } from './pricing.excel';
import { flowPartitionImport, minMaxImport, storageImport } from './warehouse.imports';

/** Filters of the parts exports: those of the parts list (`GET /api/v1/parts`) without paging. */
const exportQuery = partListQuery.omit({ page: true, pageSize: true, sort: true });

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
 * flow-partition import, pricing-attribute export and import, min/max stock correction). Imports are
 * `POST /api/v1/parts/imports/<sheet>` (multipart `file`); exports `GET …/export` (stream) and
 * `POST …/export/jobs` (background). Each needs its own button permission of page `partsMaster`.
 */
export async function partsExcelRoutes(app: App, ctx: AppContext) {
  importRoute(app, ctx, {
    url: '/api/v1/parts/imports/parts-master',
    importer: partsMasterImport,
    summary: 'Parts master import',
  });
  importRoute(app, ctx, {
    url: '/api/v1/parts/imports/storage',
    importer: storageImport,
    summary: 'Storage import',
  });
  importRoute(app, ctx, {
    url: '/api/v1/parts/imports/flow-partition',
    importer: flowPartitionImport,
    summary: 'Flow-partition import',
  });
  importRoute(app, ctx, {
    url: '/api/v1/parts/imports/pricing-attributes',
    importer: pricingImport,
    summary: 'Pricing-attribute import',
  });
  importRoute(app, ctx, {
    url: '/api/v1/parts/imports/min-max',
    importer: minMaxImport,
    summary: 'Min/max stock correction import',
  });
  exportRoutes(app, ctx, {
    url: '/api/v1/parts/export',
    exporter: partsExport,
    querystring: exportQuery,
    summary: 'Parts master export (same filters as the list)',
  });
  exportRoutes(app, ctx, {
    url: '/api/v1/parts/pricing-attributes/export',
    exporter: pricingExport,
    querystring: exportQuery,
    summary: 'Pricing-attribute export',
  });
}
