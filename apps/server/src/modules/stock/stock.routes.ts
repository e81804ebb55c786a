import { stockEndpoints as endpoints, stockImportEndpoint } from '@spm/contracts';
import { normalizePartCode, perm } from '@spm/domain';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { exportRoutes, importRoute } from '../../platform/excel/excel.routes';
import { read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import { stockExport } from './stock.export';
import { createStockImport } from './stock.import';
import { createStockSearchCache } from './stock.keyword-search';
import { stockLedgerOf } from './stock.ledger';
import { searchStock, stockLocations } from './stock.query';
import type { StockArrivalHandler } from './stock.service';

/** What the stock module is given where the app is composed. */
export interface StockDeps {
  /** Called inside a movement's transaction when stock arrives (fulfilment's backorder re-release). */
  onStockArrival: StockArrivalHandler;
}

/**
 * Stock search (spec §2 `/InventoryQuery/index`, API.md `GET /api/v1/stock`) and the parts master's
 * stock import (`POST /api/v1/parts/imports/stock`, multipart `file`, button permission of page
 * `partsMaster`), whose positive changes call `deps.onStockArrival`; declared in `stockEndpoints`.
 */
export const stockRoutes =
  (deps: StockDeps): ModuleRoutes =>
  (app, ctx) =>
    registerStockRoutes(app, ctx, deps);

async function registerStockRoutes(app: App, ctx: AppContext, deps: StockDeps) {
  importRoute(app, ctx, { endpoint: stockImportEndpoint, importer: createStockImport(deps.onStockArrival) });
  // one per app: the entries belong to this app's database
  const searchCache = createStockSearchCache();

  read(
    app,
    endpoints.search,
    { access: { permission: perm('inventoryQuery', 'search') } },
    ({ query }, principal, request) =>
      searchStock(ctx.db, principal, query, requestLanguage(request), searchCache),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.export, exporter: stockExport });
  read(
    app,
    endpoints.locations,
    { access: { permission: perm('inventoryQuery', 'view') } },
    ({ params, query }, principal) =>
      stockLocations(ctx.db, principal, normalizePartCode(params.partCode), query.warehouseCode),
  );
  read(
    app,
    endpoints.ledger,
    { access: { permission: perm('inventoryQuery', 'ledger') } },
    ({ params, query }, principal) =>
      stockLedgerOf(ctx.db, principal, normalizePartCode(params.partCode), query),
  );
}
