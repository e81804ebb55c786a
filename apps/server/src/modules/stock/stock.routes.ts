import { partCodeParam, stockListQuery, stockLocationQuery } from '@spm/contracts';
import { normalizePartCode, perm } from '@spm/domain';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/i18n/language';
import { searchStock, stockLocations } from './stock.query';

const tags = ['stock'];

/** Stock search (spec §2 `/InventoryQuery/index`, API.md `GET /api/v1/stock`). */
export async function stockRoutes(app: App, ctx: AppContext) {
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
