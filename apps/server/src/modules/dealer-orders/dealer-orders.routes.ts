import {
  idParam,
  lineQuoteInput,
  orderDeleteQuery,
  orderInput,
  orderLinesExportQuery,
  orderListQuery,
  orderUpdateInput,
  orderVersionInput,
  type SubmitResult,
  unsettledLineQuery,
  unsubmittedOrderQuery,
  vorApprovalQuery,
  vorDecisionInput,
} from '@spm/contracts';
import { errorMessage, formatMoney, perm } from '@spm/domain';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes, importRoute } from '../../platform/excel/excel.routes';
import { ok } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import { requestLanguage } from '../../platform/i18n/language';
import { createOrderExports, createOrderImport } from './dealer-orders.excel';
import { createOrderQueries } from './dealer-orders.queries';
import { createDealerOrderService } from './dealer-orders.service';
import { quoteLines } from './line-quotes.service';
import { createUnsettledLineQueries } from './unsettled-lines.queries';
import { createVorApprovalService } from './vor-approval.service';

const tags = ['dealer orders'];

/**
 * Envelope of a submit refused for credit (API.md: HTTP 200, envelope status 501, code
 * CREDIT_SHORTFALL, localized message); `data` is the order, still temporary, with the labels.
 */
function shortfallEnvelope(request: FastifyRequest, result: SubmitResult) {
  return {
    status: 501,
    code: 'CREDIT_SHORTFALL',
    message: errorMessage('CREDIT_SHORTFALL', requestLanguage(request), readableAmounts(result.shortfall)),
    data: result,
  };
}

/** The shortfall's amounts as a person reads them in the message (thousands separated). */
function readableAmounts(shortfall: SubmitResult['shortfall']) {
  if (!shortfall) return shortfall;
  return Object.fromEntries(
    Object.entries(shortfall).map(([key, value]) => [key, formatMoney(String(value))]),
  );
}

/** Dealer order routes (API.md "Main flow", spec §2 order entry, order status query, VOR approval). */
export async function dealerOrderRoutes(app: App, ctx: AppContext) {
  const queries = createOrderQueries(ctx.config.businessTz);
  const orders = createDealerOrderService({
    db: ctx.db,
    now: ctx.now,
    businessTz: ctx.config.businessTz,
    queries,
  });
  const vor = createVorApprovalService({ db: ctx.db, now: ctx.now, queries });
  const unsettled = createUnsettledLineQueries(queries, ctx.config.businessTz);
  const exports = createOrderExports(queries, unsettled);

  exportRoutes(app, ctx, {
    url: '/api/v1/dealer-orders/export',
    exporter: exports.orders,
    querystring: orderListQuery,
    summary: 'Export the order status query (.xlsx)',
  });
  exportRoutes(app, ctx, {
    url: '/api/v1/dealer-orders/unsubmitted/export',
    exporter: exports.unsubmitted,
    querystring: unsubmittedOrderQuery,
    summary: 'Export unsubmitted orders (.xlsx)',
  });
  exportRoutes(app, ctx, {
    url: '/api/v1/dealer-orders/unsettled-lines/export',
    exporter: exports.unsettledLines,
    querystring: unsettledLineQuery,
    summary: 'Export submitted, not settled order lines (.xlsx)',
  });
  ctx.excel.registerExport(exports.orderLines);

  /** `GET /api/v1/dealer-orders/lines/export?orderId=`: the lines of one order (.xlsx); 404 outside the caller's scope. */
  app.get(
    '/api/v1/dealer-orders/lines/export',
    {
      config: { access: { permission: perm('orderEntry', 'export') } },
      schema: { summary: 'Export the lines of one order (.xlsx)', tags, querystring: orderLinesExportQuery },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await queries.detail(ctx.db, principal, request.query.orderId);
      return ctx.excel.sendExport(
        reply,
        exports.orderLines,
        request.query,
        principal,
        requestLanguage(request),
      );
    },
  );
  importRoute(app, ctx, {
    url: '/api/v1/dealer-orders/import',
    importer: createOrderImport(orders),
    summary: 'Import temporary orders (one row per line; same header = one order)',
  });

  /** `GET /api/v1/dealer-orders/unsettled-lines`: submitted-unsettled order detail, with the unsent amount total. */
  app.get(
    '/api/v1/dealer-orders/unsettled-lines',
    {
      config: { access: { permission: perm('submittedUnsettled', 'search') } },
      schema: { summary: 'Submitted, not settled order lines', tags, querystring: unsettledLineQuery },
    },
    async (request) => ok(request, await unsettled.page(ctx.db, principalOf(request), request.query)),
  );

  /** `GET /api/v1/dealer-orders`: order status query; filters of `orderListQuery`; `{items,total,page,pageSize}`. */
  app.get(
    '/api/v1/dealer-orders',
    {
      config: { access: { permission: perm('orderStatusQuery', 'search') } },
      schema: { summary: 'Dealer orders in my scope', tags, querystring: orderListQuery },
    },
    async (request) =>
      ok(request, await queries.list(ctx.db, principalOf(request), request.query, requestLanguage(request))),
  );

  /** `GET /api/v1/dealer-orders/drafts`: the order input list (temporary orders, status 0). */
  app.get(
    '/api/v1/dealer-orders/drafts',
    {
      config: { access: { permission: perm('orderEntry', 'search') } },
      schema: { summary: 'Temporary orders (order input list)', tags, querystring: unsubmittedOrderQuery },
    },
    async (request) =>
      ok(
        request,
        await queries.unsubmitted(ctx.db, principalOf(request), request.query, requestLanguage(request)),
      ),
  );

  /** `GET /api/v1/dealer-orders/unsubmitted`: unsubmitted order query (head office sees every dealer's). */
  app.get(
    '/api/v1/dealer-orders/unsubmitted',
    {
      config: { access: { permission: perm('unsubmittedOrder', 'search') } },
      schema: { summary: 'Unsubmitted orders', tags, querystring: unsubmittedOrderQuery },
    },
    async (request) =>
      ok(
        request,
        await queries.unsubmitted(ctx.db, principalOf(request), request.query, requestLanguage(request)),
      ),
  );

  /** `GET /api/v1/dealer-orders/{id}`: header, lines (sendQty, unsentQty, price, amount), history. */
  app.get(
    '/api/v1/dealer-orders/:id',
    {
      config: { access: { permission: perm('orderStatusQuery', 'view') } },
      schema: { summary: 'One dealer order with lines and history', tags, params: idParam },
    },
    async (request) =>
      ok(
        request,
        await queries.detail(ctx.db, principalOf(request), request.params.id, requestLanguage(request)),
      ),
  );

  /** `POST /api/v1/dealer-orders`: a temporary order with lines; honours Idempotency-Key. */
  app.post(
    '/api/v1/dealer-orders',
    {
      config: { access: { permission: perm('orderEntry', 'add') } },
      schema: { summary: 'Create a temporary order', tags, body: orderInput },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, await orders.create(tx, principal, request.body), 'saved'),
      }));
    },
  );

  /** `PUT /api/v1/dealer-orders/{id}`: replace a temporary order (with `version`). */
  app.put(
    '/api/v1/dealer-orders/:id',
    {
      config: { access: { permission: perm('orderEntry', 'edit') } },
      schema: { summary: 'Edit a temporary order', tags, params: idParam, body: orderUpdateInput },
    },
    async (request) =>
      ok(request, await orders.update(principalOf(request), request.params.id, request.body), 'saved'),
  );

  /** `POST /api/v1/dealer-orders/{id}/submit`: `{version}`; envelope 501 CREDIT_SHORTFALL when credit is short. */
  app.post(
    '/api/v1/dealer-orders/:id/submit',
    {
      config: { access: { permission: perm('orderEntry', 'submit') } },
      schema: { summary: 'Submit a temporary order', tags, params: idParam, body: orderVersionInput },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => {
        const result = await orders.submit(tx, principal, request.params.id, request.body.version);
        return {
          statusCode: 200,
          body: result.shortfall ? shortfallEnvelope(request, result) : ok(request, result, 'submitted'),
        };
      });
    },
  );

  /** `DELETE /api/v1/dealer-orders/{id}?version=`: 409 ORDER_NOT_DELETABLE when not deletable. */
  app.delete(
    '/api/v1/dealer-orders/:id',
    {
      config: { access: { permission: perm('orderEntry', 'delete') } },
      schema: { summary: 'Delete an unreleased order', tags, params: idParam, querystring: orderDeleteQuery },
    },
    async (request) =>
      ok(
        request,
        await orders.remove(principalOf(request), request.params.id, request.query.version),
        'deleted',
      ),
  );

  /** `POST /api/v1/dealer-orders/line-quotes`: price and check lines for the entry grid; writes nothing. */
  app.post(
    '/api/v1/dealer-orders/line-quotes',
    {
      config: { access: { permission: perm('orderEntry', 'view') } },
      schema: { summary: 'Price and check order lines', tags, body: lineQuoteInput },
    },
    async (request) =>
      ok(request, await quoteLines(ctx.db, principalOf(request), request.body, requestLanguage(request))),
  );

  /** `GET /api/v1/vor-approvals`: VOR orders awaiting approval (or decided, by `vorApprovalStatus`). */
  app.get(
    '/api/v1/vor-approvals',
    {
      config: { access: { permission: perm('vorApproval', 'search') } },
      schema: { summary: 'VOR orders to approve', tags, querystring: vorApprovalQuery },
    },
    async (request) =>
      ok(
        request,
        await queries.vorApprovals(ctx.db, principalOf(request), request.query, requestLanguage(request)),
      ),
  );

  /** `POST /api/v1/dealer-orders/{id}/approve`: `{version, opinion?}`; the VOR order becomes releasable. */
  app.post(
    '/api/v1/dealer-orders/:id/approve',
    {
      config: { access: { permission: perm('vorApproval', 'approve') } },
      schema: { summary: 'Approve a VOR order', tags, params: idParam, body: vorDecisionInput },
    },
    async (request) => ok(request, await vor.approve(principalOf(request), request.params.id, request.body)),
  );

  /** `POST /api/v1/dealer-orders/{id}/reject`: `{version, opinion}`; the VOR order goes back to temporary. */
  app.post(
    '/api/v1/dealer-orders/:id/reject',
    {
      config: { access: { permission: perm('vorApproval', 'approve') } },
      schema: { summary: 'Reject a VOR order', tags, params: idParam, body: vorDecisionInput },
    },
    async (request) => ok(request, await vor.reject(principalOf(request), request.params.id, request.body)),
  );
}
