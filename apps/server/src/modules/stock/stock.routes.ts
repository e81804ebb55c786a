import { partCodeParam, stockListQuery, stockLocationQuery } from '@spm/contracts';
import { normalizePartCode, perm } from '@spm/domain';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { importRoute } from '../../platform/excel/excel.routes';
import { ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/i18n/language';
import { createStockImport } from './stock.import';
import { searchStock, stockLocations } from './stock.query';
import type { StockArrivalListener } from './stock.service';

const tags = ['stock'];

/** What the stock module is given where the app is composed. */
export interface StockDeps {
  /** Called inside a movement's transaction when stock arrives (fulfilment's backorder re-release). */
  onStockArrival: StockArrivalListener;
}

/**
 * Stock search (spec §2 `/InventoryQuery/index`, API.md `GET /api/v1/stock`) and the parts master's
 * stock import (`POST /api/v1/parts/imports/stock`, multipart `file`, button permission of page
 * `partsMaster`), whose positive changes call `deps.onStockArrival`.
 */
export const stockRoutes =
  (deps: StockDeps): ModuleRoutes =>
  (app, ctx) =>
    registerStockRoutes(app, ctx, deps);

async function registerStockRoutes(app: App, ctx: AppContext, deps: StockDeps) {
  importRoute(app, ctx, {
    url: '/api/v1/parts/imports/stock',
    importer: createStockImport(deps.onStockArrival),
    summary: 'Stock import',
  });

  /**
   * `GET /api/v1/stock`: `keyword`, `warehouseCode`, `availableOnly`, paging, sort (partCode,
   * warehouseCode, availableQty) → one row per part and visible warehouse; dealers see availability only.
   */
  app.get(
    '/api/v1/stock',
    {
      config: { access: { permission: perm('inventoryQuery', 'search') } },
      schema: { summary: 'Stock per part and warehouse', tags, querystring: stockListQuery },
    },
    async (request) =>
      ok(request, await searchStock(ctx.db, principalOf(request), request.query, requestLanguage(request))),
  );

  /** `GET /api/v1/stock/{partCode}/locations`: storage locations in the caller's warehouses (not for dealers). */
  app.get(
    '/api/v1/stock/:partCode/locations',
    {
      config: { access: { permission: perm('inventoryQuery', 'view') } },
      schema: {
        summary: 'Stock of a part per storage location',
        tags,
        params: partCodeParam,
        querystring: stockLocationQuery,
      },
    },
    async (request) =>
      ok(
        request,
        await stockLocations(
          ctx.db,
          principalOf(request),
          normalizePartCode(request.params.partCode),
          request.query.warehouseCode,
        ),
      ),
  );
}
