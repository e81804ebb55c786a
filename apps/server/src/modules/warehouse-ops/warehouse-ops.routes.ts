import {
  adjustmentEndpoints,
  countPlanEndpoints,
  locationEndpoints,
  receiptEndpoints,
  returnOrderEndpoints,
  scrapOrderEndpoints,
  transferEndpoints,
} from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { sendPdf } from '../../platform/http/download';
import { idempotent, routesOf } from '../../platform/http/routes';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import type { StockArrivalHandler } from '../stock';
import { createAdjustmentService } from './adjustments/adjustments.service';
import { countResultImport } from './count-plans/count-plans.import';
import { createCountPlanService } from './count-plans/count-plans.service';
import { createLocation, listLocations, moveStock, updateLocation } from './locations/locations.service';
import { createReceiptService } from './receipts/receipts.service';
import { createStockOrderService } from './returns-scrap/stock-orders.service';
import type { WarehouseOpsDeps } from './shared';
import { createTransferService } from './transfers/transfers.service';
import {
  adjustmentExport,
  countPlanExport,
  locationExport,
  receiptExport,
  returnOrderExport,
  scrapOrderExport,
  transferExport,
} from './warehouse-ops.exports';
import { printCountSheet, printStockOrder } from './warehouse-ops.print';

/**
 * Warehouse operation routes (API.md `/api/v1/warehouse/{locations,transfers,receipts,returns,
 * scrap-orders,adjustments,count-plans}`), declared in packages/contracts `warehouse-ops/`. Every
 * route has its page permission; every document is read and changed within the caller's warehouses
 * (404 otherwise). `onStockArrival` is fulfilment's backorder re-release and `partResponsibility` master
 * data's part responsibility rule (head-office transfer requests), composed in modules/index.ts.
 */
export const warehouseOpsRoutes =
  (composed: {
    onStockArrival: StockArrivalHandler;
    receiptSources?: WarehouseOpsDeps['receiptSources'];
    partResponsibility: WarehouseOpsDeps['partResponsibility'];
  }): ModuleRoutes =>
  (app, ctx) =>
    register(app, ctx, {
      now: ctx.now,
      businessTz: ctx.config.businessTz,
      workflow: createWorkflowEngine({ now: ctx.now }),
      ...composed,
    });

async function register(app: App, ctx: AppContext, deps: WarehouseOpsDeps) {
  const withDb = { ...deps, db: ctx.db };
  const r = routesOf(app, ctx);

  // storage locations
  const location = (action: 'search' | 'add' | 'edit') => perm('warehouseLocation', action);
  r.read(locationEndpoints.list, location('search'), ({ query }, p) => listLocations(ctx.db, p, query));
  r.export(locationEndpoints.export, locationExport);
  r.command(locationEndpoints.create, location('add'), (tx, p, { body }) =>
    createLocation(tx, p, body, deps.now()),
  );
  r.command(locationEndpoints.update, location('edit'), (tx, p, { body }) => updateLocation(tx, p, body));
  r.command(locationEndpoints.move, idempotent(location('edit')), (tx, p, { body }) =>
    moveStock(tx, p, body, deps.now()),
  );

  // transfers
  const transfers = createTransferService(withDb);
  r.read(transferEndpoints.list, perm('transferApply', 'search'), ({ query }, p) => transfers.list(p, query));
  r.export(transferEndpoints.export, transferExport);
  r.read(transferEndpoints.detail, perm('transferApply', 'view'), ({ params }, p) =>
    transfers.detail(p, params.id),
  );
  r.command(transferEndpoints.create, idempotent(perm('transferApply', 'add')), (tx, p, { body }) =>
    transfers.create(tx, p, body),
  );
  r.command(transferEndpoints.update, perm('transferApply', 'edit'), (tx, p, { params, body }) =>
    transfers.update(tx, p, params.id, body),
  );
  r.command(transferEndpoints.audit, idempotent(perm('transferApply', 'audit')), (tx, p, { params, body }) =>
    transfers.audit(tx, p, params.id, body),
  );
  r.command(transferEndpoints.ship, idempotent(perm('transferApply', 'ship')), (tx, p, { params, body }) =>
    transfers.ship(tx, p, params.id, body.version),
  );

  // receipts
  const receipts = createReceiptService(withDb);
  const confirm = perm('warehouseReceipt', 'confirm');
  r.read(receiptEndpoints.list, perm('warehouseReceipt', 'search'), ({ query }, p) =>
    receipts.list(p, query),
  );
  r.export(receiptEndpoints.export, receiptExport);
  r.read(receiptEndpoints.detail, perm('warehouseReceipt', 'view'), ({ params }, p) =>
    receipts.detail(p, params.id),
  );
  r.read(receiptEndpoints.scan, confirm, ({ params, body }, p) => receipts.scan(p, params.id, body.label));
  r.command(receiptEndpoints.receive, idempotent(confirm), (tx, p, { params, body }) =>
    receipts.receive(tx, p, params.id, body),
  );
  r.command(receiptEndpoints.packagingAudit, perm('warehouseReceipt', 'audit'), (tx, p, { params, body }) =>
    receipts.packagingAudit(tx, p, params.id, body),
  );
  r.command(receiptEndpoints.cancel, perm('warehouseReceipt', 'cancel'), (tx, p, { params, body }) =>
    receipts.cancel(tx, p, params.id, body.version),
  );
  r.command(
    receiptEndpoints.putAway,
    idempotent(perm('warehouseReceipt', 'putAway')),
    (tx, p, { params, body }) => receipts.putAway(tx, p, params.id, body),
  );

  // return and scrap orders
  for (const [kind, E, page, exporter] of [
    ['return', returnOrderEndpoints, 'warehouseReturn', returnOrderExport],
    ['scrap', scrapOrderEndpoints, 'scrapOrder', scrapOrderExport],
  ] as const) {
    const orders = createStockOrderService(withDb, kind);
    const can = <A extends 'view' | 'search' | 'add' | 'edit' | 'submit' | 'print' | 'execute'>(a: A) =>
      `${page}:${a}` as ReturnType<typeof perm<'scrapOrder', A>>;
    r.read(E.list, can('search'), ({ query }, pr) => orders.list(pr, query));
    r.export(E.export, exporter);
    r.read(E.detail, can('view'), ({ params }, pr) => orders.detail(pr, params.id));
    r.command(E.create, idempotent(can('add')), (tx, pr, { body }) => orders.create(tx, pr, body));
    r.command(E.update, can('edit'), (tx, pr, { params, body }) => orders.update(tx, pr, params.id, body));
    r.command(E.submit, can('submit'), (tx, pr, { params, body }) =>
      orders.submit(tx, pr, params.id, body.version),
    );
    r.command(E.execute, idempotent(can('execute')), (tx, pr, { params, body }) =>
      orders.execute(tx, pr, params.id, body.version),
    );
    r.download(E.print, can('print'), async ({ params, query }, pr, reply) =>
      sendPdf(reply, await printStockOrder(await orders.forPrint(pr, params.id), query.copies)),
    );
  }

  // adjustments
  const adjustments = createAdjustmentService(withDb);
  r.read(adjustmentEndpoints.list, perm('stockAdjust', 'search'), ({ query }, p) =>
    adjustments.list(p, query),
  );
  r.export(adjustmentEndpoints.export, adjustmentExport);
  r.read(adjustmentEndpoints.detail, perm('stockAdjust', 'view'), ({ params }, p) =>
    adjustments.detail(p, params.id),
  );
  r.command(adjustmentEndpoints.create, idempotent(perm('stockAdjust', 'add')), (tx, p, { body }) =>
    adjustments.create(tx, p, body),
  );
  r.command(adjustmentEndpoints.audit, idempotent(perm('stockAdjust', 'audit')), (tx, p, { params, body }) =>
    adjustments.audit(tx, p, params.id, body),
  );

  // count plans
  const plans = createCountPlanService(withDb);
  r.read(countPlanEndpoints.list, perm('countPlan', 'search'), ({ query }, p) => plans.list(p, query));
  r.export(countPlanEndpoints.export, countPlanExport);
  r.import(countPlanEndpoints.import, countResultImport(plans));
  r.read(countPlanEndpoints.detail, perm('countPlan', 'view'), ({ params }, p) => plans.detail(p, params.id));
  r.command(countPlanEndpoints.create, idempotent(perm('countPlan', 'add')), (tx, p, { body }) =>
    plans.create(tx, p, body),
  );
  r.command(countPlanEndpoints.freeze, perm('countPlan', 'freeze'), (tx, p, { params, body }) =>
    plans.freeze(tx, p, params.id, body.version),
  );
  r.command(countPlanEndpoints.count, perm('countPlan', 'count'), (tx, p, { params, body }) =>
    plans.count(tx, p, params.id, body),
  );
  r.command(countPlanEndpoints.close, idempotent(perm('countPlan', 'close')), (tx, p, { params, body }) =>
    plans.close(tx, p, params.id, body.version),
  );
  r.download(countPlanEndpoints.print, perm('countPlan', 'print'), async ({ params, query }, p, reply) =>
    sendPdf(reply, await printCountSheet(await plans.detail(p, params.id), query.copies)),
  );
}
