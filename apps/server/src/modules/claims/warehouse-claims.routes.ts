import { warehouseClaimEndpoints as endpoints } from '@spm/contracts';
import { type pageCatalog, perm } from '@spm/domain';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { idempotent, routesOf } from '../../platform/http/routes';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import type { StockArrivalHandler } from '../stock';
import { createWarehouseClaimService } from './warehouse-claims.service';

/**
 * In-warehouse claim routes (API.md `/api/v1/warehouse-claims`; spec §4 warehouse claim 0-5, §6),
 * declared in `warehouseClaimEndpoints`, each behind its `warehouseClaim:*` permission; data scope on
 * every one (another warehouse's claim answers 404). `onStockArrival` runs when a returned part is
 * received back into stock.
 */
export const warehouseClaimRoutes =
  (deps: { onStockArrival: StockArrivalHandler }): ModuleRoutes =>
  async (app: App, ctx: AppContext) => {
    const service = createWarehouseClaimService({
      db: ctx.db,
      workflow: createWorkflowEngine({ now: ctx.now }),
      now: ctx.now,
      businessTz: ctx.config.businessTz,
      onArrival: (tx, partCode, warehouseCode) => deps.onStockArrival(tx, partCode, warehouseCode, ctx.now()),
    });
    const can = (action: (typeof pageCatalog)['warehouseClaim']['actions'][number]) =>
      perm('warehouseClaim', action);
    const r = routesOf(app, ctx);

    r.read(endpoints.list, can('search'), ({ query }, principal) => service.list(principal, query));
    r.read(endpoints.detail, can('view'), ({ params }, principal) => service.detail(principal, params.id));
    r.command(endpoints.create, idempotent(can('add')), (tx, principal, { body }) =>
      service.create(tx, principal, body),
    );
    r.command(endpoints.update, can('edit'), (tx, principal, { params, body }) =>
      service.update(tx, principal, { ...body, id: params.id }),
    );
    r.command(endpoints.remove, can('delete'), (tx, principal, { params, query }) =>
      service.remove(tx, principal, { id: params.id, version: query.version }),
    );
    for (const step of ['submit', 'audit', 'receive', 'complete'] as const) {
      r.command(endpoints[step], can(step), (tx, principal, { params, body }) =>
        // the body is the one `endpoints[step]` declares, which TypeScript cannot pair with `service[step]`
        service[step](tx, principal, { ...body, id: params.id } as never),
      );
    }
  };
