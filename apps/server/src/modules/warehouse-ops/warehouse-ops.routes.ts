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
import type { FastifyReply } from 'fastify';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { exportRoutes, importRoute } from '../../platform/excel/excel.routes';
import { contentDisposition } from '../../platform/http/download';
import { command, download, read } from '../../platform/http/endpoint';
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
import { type PrintedFile, printCountSheet, printStockOrder } from './warehouse-ops.print';

function sendPdf(reply: FastifyReply, file: PrintedFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.pdf);
}

/**
 * Warehouse operation routes (API.md `/api/v1/warehouse/{locations,transfers,receipts,returns,
 * scrap-orders,adjustments,count-plans}`), declared in packages/contracts `warehouse-ops.ts`. Every
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
    register(app, ctx, { now: ctx.now, workflow: createWorkflowEngine({ now: ctx.now }), ...composed });

async function register(app: App, ctx: AppContext, deps: WarehouseOpsDeps) {
  const db = ctx.db;
  const withDb = { ...deps, db };

  // storage locations
  const L = locationEndpoints;
  read(app, L.list, { access: { permission: perm('warehouseLocation', 'search') } }, ({ query }, p) =>
    listLocations(db, p, query),
  );
  exportRoutes(app, ctx, { endpoints: L.export, exporter: locationExport });
  command(
    app,
    db,
    L.create,
    { access: { permission: perm('warehouseLocation', 'add') }, message: 'saved' },
    (tx, p, { body }) => createLocation(tx, p, body),
  );
  command(
    app,
    db,
    L.update,
    { access: { permission: perm('warehouseLocation', 'edit') }, message: 'saved' },
    (tx, p, { body }) => updateLocation(tx, p, body),
  );
  command(
    app,
    db,
    L.move,
    { access: { permission: perm('warehouseLocation', 'edit') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => moveStock(tx, p, body),
  );

  // transfers
  const T = transferEndpoints;
  const transfers = createTransferService(withDb);
  read(app, T.list, { access: { permission: perm('transferApply', 'search') } }, ({ query }, p) =>
    transfers.list(p, query),
  );
  exportRoutes(app, ctx, { endpoints: T.export, exporter: transferExport });
  read(app, T.detail, { access: { permission: perm('transferApply', 'view') } }, ({ params }, p) =>
    transfers.detail(p, params.id),
  );
  command(
    app,
    db,
    T.create,
    { access: { permission: perm('transferApply', 'add') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => transfers.create(tx, p, body),
  );
  command(
    app,
    db,
    T.update,
    { access: { permission: perm('transferApply', 'edit') }, message: 'saved' },
    (tx, p, { params, body }) => transfers.update(tx, p, params.id, body),
  );
  command(
    app,
    db,
    T.audit,
    { access: { permission: perm('transferApply', 'audit') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => transfers.audit(tx, p, params.id, body),
  );
  command(
    app,
    db,
    T.ship,
    { access: { permission: perm('transferApply', 'ship') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => transfers.ship(tx, p, params.id, body.version),
  );

  // receipts
  const R = receiptEndpoints;
  const receipts = createReceiptService(withDb);
  read(app, R.list, { access: { permission: perm('warehouseReceipt', 'search') } }, ({ query }, p) =>
    receipts.list(p, query),
  );
  exportRoutes(app, ctx, { endpoints: R.export, exporter: receiptExport });
  read(app, R.detail, { access: { permission: perm('warehouseReceipt', 'view') } }, ({ params }, p) =>
    receipts.detail(p, params.id),
  );
  read(app, R.scan, { access: { permission: perm('warehouseReceipt', 'confirm') } }, ({ params, body }, p) =>
    receipts.scan(p, params.id, body.label),
  );
  command(
    app,
    db,
    R.receive,
    { access: { permission: perm('warehouseReceipt', 'confirm') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => receipts.receive(tx, p, params.id, body),
  );
  command(
    app,
    db,
    R.packagingAudit,
    { access: { permission: perm('warehouseReceipt', 'audit') }, message: 'saved' },
    (tx, p, { params, body }) => receipts.packagingAudit(tx, p, params.id, body),
  );
  command(
    app,
    db,
    R.cancel,
    { access: { permission: perm('warehouseReceipt', 'cancel') }, message: 'saved' },
    (tx, p, { params, body }) => receipts.cancel(tx, p, params.id, body.version),
  );
  command(
    app,
    db,
    R.putAway,
    { access: { permission: perm('warehouseReceipt', 'putAway') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => receipts.putAway(tx, p, params.id, body),
  );

  // return and scrap orders
  for (const [kind, E, page, exporter] of [
    ['return', returnOrderEndpoints, 'warehouseReturn', returnOrderExport],
    ['scrap', scrapOrderEndpoints, 'scrapOrder', scrapOrderExport],
  ] as const) {
    const orders = createStockOrderService(withDb, kind);
    const p = <A extends 'view' | 'search' | 'add' | 'edit' | 'submit' | 'print' | 'execute'>(a: A) =>
      `${page}:${a}` as ReturnType<typeof perm<'scrapOrder', A>>;
    read(app, E.list, { access: { permission: p('search') } }, ({ query }, pr) => orders.list(pr, query));
    exportRoutes(app, ctx, { endpoints: E.export, exporter });
    read(app, E.detail, { access: { permission: p('view') } }, ({ params }, pr) =>
      orders.detail(pr, params.id),
    );
    command(
      app,
      db,
      E.create,
      { access: { permission: p('add') }, message: 'saved', idempotent: true },
      (tx, pr, { body }) => orders.create(tx, pr, body),
    );
    command(
      app,
      db,
      E.update,
      { access: { permission: p('edit') }, message: 'saved' },
      (tx, pr, { params, body }) => orders.update(tx, pr, params.id, body),
    );
    command(
      app,
      db,
      E.submit,
      { access: { permission: p('submit') }, message: 'saved' },
      (tx, pr, { params, body }) => orders.submit(tx, pr, params.id, body.version),
    );
    command(
      app,
      db,
      E.execute,
      { access: { permission: p('execute') }, message: 'saved', idempotent: true },
      (tx, pr, { params, body }) => orders.execute(tx, pr, params.id, body.version),
    );
    download(app, E.print, { access: { permission: p('print') } }, async ({ params, query }, pr, reply) =>
      sendPdf(reply, await printStockOrder(await orders.forPrint(pr, params.id), query.copies)),
    );
  }

  // adjustments
  const A = adjustmentEndpoints;
  const adjustments = createAdjustmentService(withDb);
  read(app, A.list, { access: { permission: perm('stockAdjust', 'search') } }, ({ query }, p) =>
    adjustments.list(p, query),
  );
  exportRoutes(app, ctx, { endpoints: A.export, exporter: adjustmentExport });
  read(app, A.detail, { access: { permission: perm('stockAdjust', 'view') } }, ({ params }, p) =>
    adjustments.detail(p, params.id),
  );
  command(
    app,
    db,
    A.create,
    { access: { permission: perm('stockAdjust', 'add') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => adjustments.create(tx, p, body),
  );
  command(
    app,
    db,
    A.audit,
    { access: { permission: perm('stockAdjust', 'audit') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => adjustments.audit(tx, p, params.id, body),
  );

  // count plans
  const C = countPlanEndpoints;
  const plans = createCountPlanService(withDb);
  read(app, C.list, { access: { permission: perm('countPlan', 'search') } }, ({ query }, p) =>
    plans.list(p, query),
  );
  exportRoutes(app, ctx, { endpoints: C.export, exporter: countPlanExport });
  importRoute(app, ctx, { endpoint: C.import, importer: countResultImport(plans) });
  read(app, C.detail, { access: { permission: perm('countPlan', 'view') } }, ({ params }, p) =>
    plans.detail(p, params.id),
  );
  command(
    app,
    db,
    C.create,
    { access: { permission: perm('countPlan', 'add') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => plans.create(tx, p, body),
  );
  command(
    app,
    db,
    C.freeze,
    { access: { permission: perm('countPlan', 'freeze') }, message: 'saved' },
    (tx, p, { params, body }) => plans.freeze(tx, p, params.id, body.version),
  );
  command(
    app,
    db,
    C.count,
    { access: { permission: perm('countPlan', 'count') }, message: 'saved' },
    (tx, p, { params, body }) => plans.count(tx, p, params.id, body),
  );
  command(
    app,
    db,
    C.close,
    { access: { permission: perm('countPlan', 'close') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => plans.close(tx, p, params.id, body.version),
  );
  download(
    app,
    C.print,
    { access: { permission: perm('countPlan', 'print') } },
    async ({ params, query }, p, reply) =>
      sendPdf(reply, await printCountSheet(await plans.detail(p, params.id), query.copies)),
  );
}
