import { exportEndpoints, importEndpoint } from './excel.js';
import { partListQuery } from './parts.js';

/** Filters of the parts exports: those of the parts list (`GET /api/v1/parts`) without paging and sort. */
export const partExportQuery = partListQuery.omit({ page: true, pageSize: true, sort: true });

const tags = ['parts'];

/**
 * Parts master Excel buttons (spec §2 parts master: export, import, storage import, flow-partition
 * import, pricing-attribute export and import, min/max stock correction). Each needs its own button
 * permission of page `partsMaster`; imports save nothing when a row fails.
 */
export const partExcelEndpoints = {
  /** Every master field, one row per part (the parts master template). */
  importPartsMaster: importEndpoint({
    path: '/api/v1/parts/imports/parts-master',
    summary: 'Parts master import',
    tags,
  }),
  /** On-hand stock per part, warehouse and storage location (registered by the stock module). */
  importStock: importEndpoint({ path: '/api/v1/parts/imports/stock', summary: 'Stock import', tags }),
  /** Main/sub storage per part and warehouse. */
  importStorage: importEndpoint({ path: '/api/v1/parts/imports/storage', summary: 'Storage import', tags }),
  /** Flow partition per part and warehouse. */
  importFlowPartition: importEndpoint({
    path: '/api/v1/parts/imports/flow-partition',
    summary: 'Flow-partition import',
    tags,
  }),
  /** Prices and the reduction coefficient per part. */
  importPricing: importEndpoint({
    path: '/api/v1/parts/imports/pricing-attributes',
    summary: 'Pricing-attribute import',
    tags,
  }),
  /** Min/max stock per part, or per part and warehouse. */
  importMinMax: importEndpoint({
    path: '/api/v1/parts/imports/min-max',
    summary: 'Min/max stock correction import',
    tags,
  }),
  /** The parts matching the list filters, in the parts master template. */
  exportPartsMaster: exportEndpoints({
    path: '/api/v1/parts/export',
    query: partExportQuery,
    summary: 'Parts master export (same filters as the list)',
    tags,
  }),
  /** Prices of the parts matching the list filters, in the pricing-attribute template. */
  exportPricing: exportEndpoints({
    path: '/api/v1/parts/pricing-attributes/export',
    query: partExportQuery,
    summary: 'Pricing-attribute export',
    tags,
  }),
};
