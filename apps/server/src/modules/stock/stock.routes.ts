import { stockEndpoints as endpoints, stockImportEndpoint } from '@spm/contracts';
import { normalizePartCode, perm } from '@spm/domain';
import type { ModuleRoutes } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
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
  async (app, ctx) => {
    const r = routesOf(app, ctx);
    r.import(stockImportEndpoint, createStockImport(deps.onStockArrival));
    // one per app: the entries belong to this app's database
    const searchCache = createStockSearchCache();

    r.read(endpoints.search, perm('inventoryQuery', 'search'), ({ query }, principal, request) =>
      searchStock(ctx.db, principal, query, requestLanguage(request), searchCache),
    );
    r.export(endpoints.export, stockExport);
    r.read(endpoints.locations, perm('inventoryQuery', 'view'), ({ params, query }, principal) =>
      stockLocations(ctx.db, principal, normalizePartCode(params.partCode), query.warehouseCode),
    );
    r.read(endpoints.ledger, perm('inventoryQuery', 'ledger'), ({ params, query }, principal) =>
      stockLedgerOf(ctx.db, principal, normalizePartCode(params.partCode), query),
    );
  };
