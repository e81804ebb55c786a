import { dealerOrderExports, dealerOrderEndpoints as endpoints, type SubmitResult } from '@spm/contracts';
import { errorMessage, formatMoney, perm } from '@spm/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { CustomEnvelope } from '../../platform/http/endpoint';
import { idempotent, routesOf } from '../../platform/http/routes';
import { requestLanguage } from '../../platform/i18n/language';
import type { OrderingWarehousesSource } from './dealer-orders.evaluate';
import { createOrderImport } from './dealer-orders.excel';
import { createOrderExports } from './dealer-orders.exports';
import { createOrderQueries, type ExpectedArrivalsQuery } from './dealer-orders.queries';
import { createDealerOrderService } from './dealer-orders.service';
import { quoteLines } from './line-quotes.service';
import { createUnsettledLineQueries } from './unsettled-lines.queries';
import { createVorApprovalService } from './vor-approval.service';

/**
 * Answer of a submit refused for credit (API.md: HTTP 200, envelope status 501, code
 * CREDIT_SHORTFALL, localized message); `data` is the order, still temporary, with the labels.
 */
function shortfallEnvelope(request: FastifyRequest, result: SubmitResult) {
  return new CustomEnvelope({
    status: 501,
    code: 'CREDIT_SHORTFALL',
    message: errorMessage('CREDIT_SHORTFALL', requestLanguage(request), readableAmounts(result.shortfall)),
    data: result,
  });
}

/** The shortfall's amounts as a person reads them in the message (thousands separated). */
function readableAmounts(shortfall: SubmitResult['shortfall']) {
  if (!shortfall) return shortfall;
  return Object.fromEntries(
    Object.entries(shortfall).map(([key, value]) => [key, formatMoney(String(value))]),
  );
}

/** What the dealer-orders routes take from other modules (passed in from the composition). */
export interface DealerOrderDeps {
  /** Expected dates of backordered parts (the purchasing module's open purchase orders). */
  expectedArrivals: ExpectedArrivalsQuery;
  /** The warehouses a dealer may order from (master data's dealer master, spec §2). */
  orderingWarehouses: OrderingWarehousesSource;
}

/**
 * Dealer order routes (API.md "Main flow", spec §2 order entry, order status query, VOR approval),
 * registered from `dealerOrderEndpoints` and `dealerOrderExports`.
 */
export const dealerOrderRoutes =
  (deps: DealerOrderDeps): ModuleRoutes =>
  (app, ctx) =>
    registerDealerOrderRoutes(app, ctx, deps);

async function registerDealerOrderRoutes(app: App, ctx: AppContext, deps: DealerOrderDeps) {
  const { db } = ctx;
  const queries = createOrderQueries(ctx.config.businessTz, deps.expectedArrivals);
  const orders = createDealerOrderService({
    now: ctx.now,
    businessTz: ctx.config.businessTz,
    queries,
    orderingWarehouses: deps.orderingWarehouses,
  });
  const vor = createVorApprovalService({ now: ctx.now, queries });
  const unsettled = createUnsettledLineQueries(queries, ctx.config.businessTz);
  const exports = createOrderExports(queries, unsettled);

  const r = routesOf(app, ctx);

  r.export(dealerOrderExports.orders, exports.orders);
  r.export(dealerOrderExports.drafts, exports.drafts);
  r.export(dealerOrderExports.unsubmitted, exports.unsubmitted);
  r.export(dealerOrderExports.unsettledLines, exports.unsettledLines);
  r.export(dealerOrderExports.vorApprovals, exports.vorApprovals);
  ctx.excel.registerExport(exports.orderLines);
  r.download(
    endpoints.exportLines,
    perm('orderEntry', 'export'),
    async ({ query }, principal, reply, request) => {
      await queries.detail(db, principal, query.orderId);
      return ctx.excel.sendExport(reply, exports.orderLines, query, principal, requestLanguage(request));
    },
  );
  r.import(endpoints.import, createOrderImport(orders));

  r.read(endpoints.unsettledLines, perm('submittedUnsettled', 'search'), ({ query }, principal) =>
    unsettled.page(db, principal, query),
  );
  r.read(endpoints.list, perm('orderStatusQuery', 'search'), ({ query }, principal, request) =>
    queries.list(db, principal, query, requestLanguage(request)),
  );
  for (const [endpoint, access] of [
    [endpoints.drafts, perm('orderEntry', 'search')],
    [endpoints.unsubmitted, perm('unsubmittedOrder', 'search')],
  ] as const) {
    r.read(endpoint, access, ({ query }, principal, request) =>
      queries.unsubmitted(db, principal, query, requestLanguage(request)),
    );
  }
  r.read(endpoints.detail, perm('orderStatusQuery', 'view'), ({ params }, principal, request) =>
    queries.detail(db, principal, params.id, requestLanguage(request)),
  );
  r.command(endpoints.create, idempotent(perm('orderEntry', 'add')), (tx, principal, { body }) =>
    orders.create(tx, principal, body),
  );
  r.command(endpoints.update, perm('orderEntry', 'edit'), (tx, principal, { params, body }) =>
    orders.update(tx, principal, params.id, body),
  );
  r.command(
    endpoints.submit,
    { access: perm('orderEntry', 'submit'), message: 'submitted', idempotent: true },
    async (tx, principal, { params, body }, { request }) => {
      const result = await orders.submit(tx, principal, params.id, body.version);
      return result.shortfall ? shortfallEnvelope(request, result) : result;
    },
  );
  r.command(endpoints.remove, perm('orderEntry', 'delete'), (tx, principal, { params, query }) =>
    orders.remove(tx, principal, params.id, query.version),
  );
  r.read(endpoints.quoteLines, perm('orderEntry', 'view'), ({ body }, principal, request) =>
    quoteLines(db, principal, body, requestLanguage(request)),
  );
  r.read(endpoints.vorApprovals, perm('vorApproval', 'search'), ({ query }, principal, request) =>
    queries.vorApprovals(db, principal, query, requestLanguage(request)),
  );
  const decide = { access: perm('vorApproval', 'approve'), message: 'ok' } as const;
  r.command(endpoints.approve, decide, (tx, principal, { params, body }) =>
    vor.approve(tx, principal, params.id, body),
  );
  r.command(endpoints.reject, decide, (tx, principal, { params, body }) =>
    vor.reject(tx, principal, params.id, body),
  );
}
