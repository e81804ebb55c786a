import { type EndpointDef, warehouseEndpoints as endpoints } from '@spm/contracts';
import { errorMessage, type PermissionCode, perm } from '@spm/domain';
import type { FastifyReply } from 'fastify';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { contentDisposition } from '../../platform/http/download';
import { batchCommand, command, download, read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import { getDelivery, listDeliveries, shipBillWarehouseScope } from './deliveries.service';
import { pickBillExport, shipBillExport } from './fulfilment.exports';
import { type PrintedFile, printDeliveryCard, printPickList, printShipBill } from './fulfilment.print';
import { createFulfilmentCommands } from './fulfilment.service';
import { getPickBill, listPickBills } from './pick-bills.queries';
import { listShipBoxes, listWarehouseOrders } from './warehouse.queries';
import { releaseQueueExport, shipBoxExport, toBoxExport } from './warehouse-lists.exports';

function sendPdf(reply: FastifyReply, file: PrintedFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.pdf);
}

type PrintEndpoint =
  | typeof endpoints.printPickBill
  | typeof endpoints.printBoxLabel
  | typeof endpoints.printShipBill;

/**
 * Warehouse fulfilment routes (API.md "Main flow": release, pick bills, ship boxes, ship bills),
 * declared in `warehouseEndpoints`. Every route works on the warehouse selected in the navbar (one of
 * the caller's warehouses); documents of another warehouse answer NOT_FOUND. Commands run on the one
 * command pipeline, stamped with the app clock.
 */
export async function warehouseRoutes(app: App, ctx: AppContext) {
  const commands = createFulfilmentCommands({ now: ctx.now, businessTz: ctx.config.businessTz });

  /** A PDF print route `GET <path>?copies=n` for the document `id` of the caller's current warehouse. */
  const printRoute = (
    endpoint: PrintEndpoint & EndpointDef,
    permission: PermissionCode,
    print: typeof printPickList,
  ) =>
    download(
      app,
      endpoint,
      { access: { permission } },
      async ({ params, query }, principal, reply, request) =>
        sendPdf(
          reply,
          await print(
            ctx.db,
            principal,
            params.id,
            query.copies,
            requestLanguage(request),
            ctx.config.businessTz,
          ),
        ),
    );

  read(
    app,
    endpoints.orders,
    { access: { permission: perm('warehouseRelease', 'search') } },
    ({ query }, principal) => listWarehouseOrders(ctx.db, principal, query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.exportReleaseQueue, exporter: releaseQueueExport });

  batchCommand(
    app,
    ctx.db,
    endpoints.release,
    { access: { permission: perm('warehouseRelease', 'release') } },
    async (unit, principal, { body }, request) => {
      const language = requestLanguage(request);
      const results = await commands.release(unit, principal, body);
      return results.map(({ params, ...r }) =>
        r.code ? { ...r, message: errorMessage(r.code, language, params) } : r,
      );
    },
  );

  read(
    app,
    endpoints.pickBills,
    { access: { permission: perm('pickBill', 'search') } },
    ({ query }, principal) => listPickBills(ctx.db, principal, query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.exportPickBills, exporter: pickBillExport });
  read(
    app,
    endpoints.pickBill,
    { access: { permission: perm('pickBill', 'view') } },
    ({ params }, principal) => getPickBill(ctx.db, principal, params.id),
  );
  command(
    app,
    ctx.db,
    endpoints.createPickBill,
    { access: { permission: perm('pickBill', 'add') }, message: 'saved', idempotent: true },
    (tx, principal, { body }) => commands.createPickBill(tx, principal, body),
  );
  command(
    app,
    ctx.db,
    endpoints.confirmPickBill,
    { access: { permission: perm('pickBill', 'confirm') }, idempotent: true },
    (tx, principal, { params, body }) => commands.confirmPickBill(tx, principal, { ...body, id: params.id }),
  );
  printRoute(endpoints.printPickBill, perm('pickBill', 'print'), printPickList);

  read(
    app,
    endpoints.shipBoxes,
    { access: { permission: perm('boxing', 'search') } },
    ({ query }, principal) => listShipBoxes(ctx.db, principal, query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.exportShipBoxes, exporter: shipBoxExport });
  exportRoutes(app, ctx, { endpoints: endpoints.exportToBox, exporter: toBoxExport });
  command(
    app,
    ctx.db,
    endpoints.createShipBoxes,
    { access: { permission: perm('boxing', 'add') }, message: 'saved', idempotent: true },
    (tx, principal, { body }) => commands.createShipBoxes(tx, principal, body),
  );
  printRoute(endpoints.printBoxLabel, perm('boxing', 'print'), printDeliveryCard);

  read(
    app,
    endpoints.shipBills,
    { access: { permission: perm('shipBill', 'search') } },
    ({ query }, principal) => listDeliveries(ctx.db, shipBillWarehouseScope(principal), query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.exportShipBills, exporter: shipBillExport });
  read(
    app,
    endpoints.shipBill,
    { access: { permission: perm('shipBill', 'view') } },
    ({ params }, principal) => getDelivery(ctx.db, shipBillWarehouseScope(principal), params.id),
  );
  command(
    app,
    ctx.db,
    endpoints.createShipBill,
    { access: { permission: perm('shipBill', 'add') }, message: 'saved', idempotent: true },
    (tx, principal, { body }) => commands.createShipBill(tx, principal, body),
  );
  command(
    app,
    ctx.db,
    endpoints.confirmLogistics,
    { access: { permission: perm('shipBill', 'logistics') }, idempotent: true },
    (tx, principal, { params, body }) => commands.confirmLogistics(tx, principal, { ...body, id: params.id }),
  );
  printRoute(endpoints.printShipBill, perm('shipBill', 'print'), printShipBill);
}
