import { warehouseClaimEndpoints as endpoints } from '@spm/contracts';
import { type pageCatalog, perm } from '@spm/domain';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { command, read } from '../../platform/http/endpoint';
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
    const can = (action: (typeof pageCatalog)['warehouseClaim']['actions'][number]) => ({
      access: { permission: perm('warehouseClaim', action) },
    });

    read(app, endpoints.list, can('search'), ({ query }, principal) => service.list(principal, query));
    read(app, endpoints.detail, can('view'), ({ params }, principal) => service.detail(principal, params.id));
    command(
      app,
      ctx.db,
      endpoints.create,
      { ...can('add'), message: 'saved', idempotent: true },
      (tx, principal, { body }) => service.create(tx, principal, body),
    );
    command(
      app,
      ctx.db,
      endpoints.update,
      { ...can('edit'), message: 'saved' },
      (tx, principal, { params, body }) => service.update(tx, principal, { ...body, id: params.id }),
    );
    command(
      app,
      ctx.db,
      endpoints.remove,
      { ...can('delete'), message: 'deleted' },
      (tx, principal, { params, query }) =>
        service.remove(tx, principal, { id: params.id, version: query.version }),
    );
    command(
      app,
      ctx.db,
      endpoints.submit,
      { ...can('submit'), message: 'saved' },
      (tx, principal, { params, body }) => service.submit(tx, principal, { ...body, id: params.id }),
    );
    command(
      app,
      ctx.db,
      endpoints.audit,
      { ...can('audit'), message: 'saved' },
      (tx, principal, { params, body }) => service.audit(tx, principal, { ...body, id: params.id }),
    );
    command(
      app,
      ctx.db,
      endpoints.receive,
      { ...can('receive'), message: 'saved' },
      (tx, principal, { params, body }) => service.receive(tx, principal, { ...body, id: params.id }),
    );
    command(
      app,
      ctx.db,
      endpoints.complete,
      { ...can('complete'), message: 'saved' },
      (tx, principal, { params, body }) => service.complete(tx, principal, { ...body, id: params.id }),
    );
  };
