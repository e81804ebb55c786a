import { type EndpointDef, warehouseEndpoints as endpoints } from '@spm/contracts';
import { errorMessage, type PermissionCode, perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { sendPdf } from '../../platform/http/download';
import { idempotent, routesOf } from '../../platform/http/routes';
import { requestLanguage } from '../../platform/i18n/language';
import { getDelivery, listDeliveries, shipBillWarehouseScope } from './deliveries.service';
import { pickBillExport, shipBillExport } from './fulfilment.exports';
import { printDeliveryCard, printPickList, printShipBill } from './fulfilment.print';
import { createFulfilmentCommands } from './fulfilment.service';
import { getPickBill, listPickBills } from './pick-bills.queries';
import { listShipBoxes, listWarehouseOrders } from './warehouse.queries';
import { releaseQueueExport, shipBoxExport, toBoxExport } from './warehouse-lists.exports';

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

  const r = routesOf(app, ctx);

  /** A PDF print route `GET <path>?copies=n` for the document `id` of the caller's current warehouse. */
  const printRoute = (
    endpoint: PrintEndpoint & EndpointDef,
    permission: PermissionCode,
    print: typeof printPickList,
  ) =>
    r.download(endpoint, permission, async ({ params, query }, principal, reply, request) =>
      sendPdf(
        reply,
        await print(ctx.db, principal, params.id, {
          copies: query.copies,
          language: requestLanguage(request),
          tz: ctx.config.businessTz,
        }),
      ),
    );
  const once = (access: PermissionCode) => ({ access, message: 'ok', idempotent: true }) as const;

  r.read(endpoints.orders, perm('warehouseRelease', 'search'), ({ query }, principal) =>
    listWarehouseOrders(ctx.db, principal, query),
  );
  r.export(endpoints.exportReleaseQueue, releaseQueueExport);
  r.batch(
    endpoints.release,
    { access: perm('warehouseRelease', 'release'), message: 'ok' },
    async (unit, principal, { body }, request) => {
      const language = requestLanguage(request);
      const results = await commands.release(unit, principal, body);
      return results.map(({ params, ...result }) =>
        result.code ? { ...result, message: errorMessage(result.code, language, params) } : result,
      );
    },
  );

  r.read(endpoints.pickBills, perm('pickBill', 'search'), ({ query }, principal) =>
    listPickBills(ctx.db, principal, query),
  );
  r.export(endpoints.exportPickBills, pickBillExport);
  r.read(endpoints.pickBill, perm('pickBill', 'view'), ({ params }, principal) =>
    getPickBill(ctx.db, principal, params.id),
  );
  r.command(endpoints.createPickBill, idempotent(perm('pickBill', 'add')), (tx, principal, { body }) =>
    commands.createPickBill(tx, principal, body),
  );
  r.command(endpoints.confirmPickBill, once(perm('pickBill', 'confirm')), (tx, principal, { params, body }) =>
    commands.confirmPickBill(tx, principal, { ...body, id: params.id }),
  );
  printRoute(endpoints.printPickBill, perm('pickBill', 'print'), printPickList);

  r.read(endpoints.shipBoxes, perm('boxing', 'search'), ({ query }, principal) =>
    listShipBoxes(ctx.db, principal, query),
  );
  r.export(endpoints.exportShipBoxes, shipBoxExport);
  r.export(endpoints.exportToBox, toBoxExport);
  r.command(endpoints.createShipBoxes, idempotent(perm('boxing', 'add')), (tx, principal, { body }) =>
    commands.createShipBoxes(tx, principal, body),
  );
  printRoute(endpoints.printBoxLabel, perm('boxing', 'print'), printDeliveryCard);

  r.read(endpoints.shipBills, perm('shipBill', 'search'), ({ query }, principal) =>
    listDeliveries(ctx.db, shipBillWarehouseScope(principal), query),
  );
  r.export(endpoints.exportShipBills, shipBillExport);
  r.read(endpoints.shipBill, perm('shipBill', 'view'), ({ params }, principal) =>
    getDelivery(ctx.db, shipBillWarehouseScope(principal), params.id),
  );
  r.command(endpoints.createShipBill, idempotent(perm('shipBill', 'add')), (tx, principal, { body }) =>
    commands.createShipBill(tx, principal, body),
  );
  r.command(
    endpoints.confirmLogistics,
    once(perm('shipBill', 'logistics')),
    (tx, principal, { params, body }) => commands.confirmLogistics(tx, principal, { ...body, id: params.id }),
  );
  printRoute(endpoints.printShipBill, perm('shipBill', 'print'), printShipBill);
}
