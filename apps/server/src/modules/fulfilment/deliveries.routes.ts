import { balanceChangeQuery, deliveryConfirmInput, deliveryListQuery, idParam } from '@spm/contracts';
import { businessDate, perm } from '@spm/domain';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { ok } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import { balanceChangeExport, listBalanceChanges } from './balance-changes.service';
import { confirmDelivery, deliveryScope, getDelivery, listDeliveries } from './deliveries.service';

const tags = ['deliveries'];

/**
 * Dealer delivery receipt confirmation (spec §2 `/confirmDelivery/index`) and the overage / balance
 * change detail (`/overageChangeDetailQuery/index`). A dealer reads only its own ship bills and balance
 * changes; another dealer's id answers NOT_FOUND.
 */
export async function deliveryRoutes(app: App, ctx: AppContext) {
  /** `GET /api/v1/deliveries?status=unconfirmed|confirmed&dealerOrderNo=`: ship bills sent to me, with lines. */
  app.get(
    '/api/v1/deliveries',
    {
      config: { access: { permission: perm('confirmDelivery', 'search') } },
      schema: {
        summary: 'Deliveries (ship bills) to confirm or confirmed',
        tags,
        querystring: deliveryListQuery,
      },
    },
    async (request) =>
      ok(request, await listDeliveries(ctx.db, deliveryScope(principalOf(request)), request.query)),
  );

  /** `GET /api/v1/deliveries/{shipBillId}`: one delivery with its lines. */
  app.get(
    '/api/v1/deliveries/:id',
    {
      config: { access: { permission: perm('confirmDelivery', 'view') } },
      schema: { summary: 'One delivery', tags, params: idParam },
    },
    async (request) =>
      ok(request, await getDelivery(ctx.db, deliveryScope(principalOf(request)), request.params.id)),
  );

  /**
   * `POST /api/v1/deliveries/{shipBillId}/confirm` `{receiveDate, lines: [{id, receivedQty, remark?}]}` →
   * the delivery. 422 RECEIVE_QTY_EXCEEDS_RECEIVABLE, REMARK_REQUIRED_WHEN_QTY_DIFFERS,
   * RECEIVE_DATE_OUT_OF_RANGE, RECEIVE_QTY_INVALID; 409 DELIVERY_ALREADY_CONFIRMED; 404 NOT_FOUND.
   */
  app.post(
    '/api/v1/deliveries/:id/confirm',
    {
      config: { access: { permission: perm('confirmDelivery', 'confirm') } },
      schema: { summary: 'Confirm receipt of a delivery', tags, params: idParam, body: deliveryConfirmInput },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const today = businessDate(ctx.now(), ctx.config.businessTz);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, await confirmDelivery(tx, principal, request.params.id, request.body, today)),
      }));
    },
  );

  /** `GET /api/v1/balance-changes`: overage / balance change detail (dealer: own; head office: all, `dealerCode` filter). */
  app.get(
    '/api/v1/balance-changes',
    {
      config: { access: { permission: perm('overageChangeDetail', 'search') } },
      schema: { summary: 'Balance change detail', tags, querystring: balanceChangeQuery },
    },
    async (request) => ok(request, await listBalanceChanges(ctx.db, principalOf(request), request.query)),
  );

  exportRoutes(app, ctx, {
    url: '/api/v1/balance-changes/export',
    exporter: balanceChangeExport,
    querystring: balanceChangeQuery,
    summary: 'Export the balance change detail (.xlsx)',
  });
}
