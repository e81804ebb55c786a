import {
  dealerOrderIdsInput,
  idParam,
  pickBillListQuery,
  pickConfirmInput,
  printQuery,
  shipBillInput,
  shipBillListQuery,
  shipBoxesInput,
  shipBoxListQuery,
  warehouseOrderQuery,
} from '@spm/contracts';
import { businessDate, errorMessage, type PermissionCode, perm } from '@spm/domain';
import type { FastifyReply } from 'fastify';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { contentDisposition } from '../../platform/http/download';
import { ok } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import { requestLanguage } from '../../platform/i18n/language';
import { getDelivery, listDeliveries, shipBillWarehouseScope } from './deliveries.service';
import { type PrintedFile, printDeliveryCard, printPickList, printShipBill } from './fulfilment.print';
import { getPickBill, listPickBills } from './pick-bills.queries';
import { confirmPickBill, createPickBill } from './pick-bills.service';
import { releaseOrders } from './release.service';
import { createShipBill } from './ship-bills.service';
import { createShipBoxes } from './ship-boxes.service';
import { listShipBoxes, listWarehouseOrders } from './warehouse.queries';

const tags = ['warehouse'];

function sendPdf(reply: FastifyReply, file: PrintedFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.pdf);
}

/**
 * Warehouse fulfilment routes (API.md "Main flow": release, pick bills, ship boxes, ship bills). Every
 * route works on the warehouse selected in the navbar (one of the caller's warehouses); documents of
 * another warehouse answer NOT_FOUND.
 */
export async function warehouseRoutes(app: App, ctx: AppContext) {
  const today = () => businessDate(ctx.now(), ctx.config.businessTz);

  /** A PDF print route `GET <url>?copies=n` for the document `id` of the caller's current warehouse. */
  const printRoute = (
    url: string,
    permission: PermissionCode,
    summary: string,
    print: typeof printPickList,
  ) =>
    app.get(
      url,
      {
        config: { access: { permission } },
        schema: { summary, tags, params: idParam, querystring: printQuery },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await print(
            ctx.db,
            principalOf(request),
            request.params.id,
            request.query.copies,
            requestLanguage(request),
            ctx.config.businessTz,
          ),
        ),
    );

  /** `GET /api/v1/warehouse/orders?stage=release|pick`: the release queue or the released orders to pick. */
  app.get(
    '/api/v1/warehouse/orders',
    {
      config: { access: { permission: perm('warehouseRelease', 'search') } },
      schema: { summary: 'Orders waiting for release or picking', tags, querystring: warehouseOrderQuery },
    },
    async (request) => ok(request, await listWarehouseOrders(ctx.db, principalOf(request), request.query)),
  );

  /**
   * `POST /api/v1/warehouse/releases` `{dealerOrderIds}` → per order `{id, dealerOrderNo, ok, code?,
   * message?, allocatedLines, backorderedLines, status}`; each order in its own transaction, served in
   * release priority. Codes: STOCK_SHORTAGE, ORDER_NOT_RELEASABLE, NOT_FOUND.
   */
  app.post(
    '/api/v1/warehouse/releases',
    {
      config: { access: { permission: perm('warehouseRelease', 'release') } },
      schema: { summary: 'Release orders (allocate stock)', tags, body: dealerOrderIdsInput },
    },
    async (request) => {
      const language = requestLanguage(request);
      const results = await releaseOrders(ctx.db, principalOf(request), request.body.dealerOrderIds);
      return ok(
        request,
        results.map(({ params, ...r }) =>
          r.code ? { ...r, message: errorMessage(r.code, language, params) } : r,
        ),
      );
    },
  );

  /** `GET /api/v1/warehouse/pick-bills`: pick bills of the current warehouse (filters `pickBillNo`, `status`, `boxable`). */
  app.get(
    '/api/v1/warehouse/pick-bills',
    {
      config: { access: { permission: perm('pickBill', 'search') } },
      schema: { summary: 'Pick bills', tags, querystring: pickBillListQuery },
    },
    async (request) => ok(request, await listPickBills(ctx.db, principalOf(request), request.query)),
  );

  /** `GET /api/v1/warehouse/pick-bills/{id}`: a pick bill with its lines. */
  app.get(
    '/api/v1/warehouse/pick-bills/:id',
    {
      config: { access: { permission: perm('pickBill', 'view') } },
      schema: { summary: 'One pick bill', tags, params: idParam },
    },
    async (request) => ok(request, await getPickBill(ctx.db, principalOf(request), request.params.id)),
  );

  /** `POST /api/v1/warehouse/pick-bills` `{dealerOrderIds}` → `{id, pickBillNo, lines: [{id, partCode, storageCode, qty, …}]}`. */
  app.post(
    '/api/v1/warehouse/pick-bills',
    {
      config: { access: { permission: perm('pickBill', 'add') } },
      schema: { summary: 'Create a pick bill for released orders', tags, body: dealerOrderIdsInput },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, await createPickBill(tx, principal, request.body.dealerOrderIds, today()), 'saved'),
      }));
    },
  );

  /** `POST /api/v1/warehouse/pick-bills/{id}/confirm` `{lines: [{id, pickedQty}]}` → the pick bill. */
  app.post(
    '/api/v1/warehouse/pick-bills/:id/confirm',
    {
      config: { access: { permission: perm('pickBill', 'confirm') } },
      schema: {
        summary: 'Confirm the picked qty of a pick bill',
        tags,
        params: idParam,
        body: pickConfirmInput,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, await confirmPickBill(tx, principal, request.params.id, request.body)),
      }));
    },
  );

  /** `GET /api/v1/warehouse/pick-bills/{id}/print?copies=n`: the pick list PDF (27 lines a page, 1-5000 copies). */
  printRoute(
    '/api/v1/warehouse/pick-bills/:id/print',
    perm('pickBill', 'print'),
    'Print the pick list (PDF)',
    printPickList,
  );

  /** `GET /api/v1/warehouse/ship-boxes`: boxes of the current warehouse (filters `shipped`, `dealerOrderNo`). */
  app.get(
    '/api/v1/warehouse/ship-boxes',
    {
      config: { access: { permission: perm('boxing', 'search') } },
      schema: { summary: 'Ship boxes', tags, querystring: shipBoxListQuery },
    },
    async (request) => ok(request, await listShipBoxes(ctx.db, principalOf(request), request.query)),
  );

  /** `POST /api/v1/warehouse/ship-boxes` `{pickBillId, boxes: [{lines: [{pickBillLineId, qty}]}]}` → `{boxes: [{id, boxNo}]}`. */
  app.post(
    '/api/v1/warehouse/ship-boxes',
    {
      config: { access: { permission: perm('boxing', 'add') } },
      schema: { summary: 'Pack picked lines into boxes', tags, body: shipBoxesInput },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, { boxes: await createShipBoxes(tx, principal, request.body, today()) }, 'saved'),
      }));
    },
  );

  /** `GET /api/v1/warehouse/ship-boxes/{id}/label?copies=n`: the box's delivery card (PDF). */
  printRoute(
    '/api/v1/warehouse/ship-boxes/:id/label',
    perm('boxing', 'print'),
    'Print the delivery card of a box (PDF)',
    printDeliveryCard,
  );

  /** `GET /api/v1/warehouse/ship-bills`: ship bills of the current warehouse with lines and receipt state. */
  app.get(
    '/api/v1/warehouse/ship-bills',
    {
      config: { access: { permission: perm('shipBill', 'search') } },
      schema: { summary: 'Ship bills', tags, querystring: shipBillListQuery },
    },
    async (request) =>
      ok(request, await listDeliveries(ctx.db, shipBillWarehouseScope(principalOf(request)), request.query)),
  );

  /** `GET /api/v1/warehouse/ship-bills/{id}`: one ship bill. */
  app.get(
    '/api/v1/warehouse/ship-bills/:id',
    {
      config: { access: { permission: perm('shipBill', 'view') } },
      schema: { summary: 'One ship bill', tags, params: idParam },
    },
    async (request) =>
      ok(request, await getDelivery(ctx.db, shipBillWarehouseScope(principalOf(request)), request.params.id)),
  );

  /** `POST /api/v1/warehouse/ship-bills` `{boxIds, transportType?, carrier?}` → `{id, shipBillNo, …}`. */
  app.post(
    '/api/v1/warehouse/ship-bills',
    {
      config: { access: { permission: perm('shipBill', 'add') } },
      schema: { summary: 'Ship boxes of a boxed order', tags, body: shipBillInput },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, await createShipBill(tx, principal, request.body, today()), 'saved'),
      }));
    },
  );

  /** `GET /api/v1/warehouse/ship-bills/{id}/print?copies=n`: the ship bill PDF. */
  printRoute(
    '/api/v1/warehouse/ship-bills/:id/print',
    perm('shipBill', 'print'),
    'Print a ship bill (PDF)',
    printShipBill,
  );
}
