import { deliveryEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { command, read } from '../../platform/http/endpoint';
import { balanceChangeExport, listBalanceChanges } from './balance-changes.service';
import { deliveryScope, getDelivery, listDeliveries } from './deliveries.service';
import { deliveryExport } from './fulfilment.exports';
import { createFulfilmentCommands } from './fulfilment.service';

/**
 * Dealer delivery receipt confirmation (spec §2 `/confirmDelivery/index`) and the overage / balance
 * change detail (`/overageChangeDetailQuery/index`), declared in `deliveryEndpoints`. A dealer reads
 * only its own ship bills and balance changes; another dealer's id answers NOT_FOUND.
 */
export async function deliveryRoutes(app: App, ctx: AppContext) {
  const commands = createFulfilmentCommands({ now: ctx.now, businessTz: ctx.config.businessTz });

  read(
    app,
    endpoints.list,
    { access: { permission: perm('confirmDelivery', 'search') } },
    ({ query }, principal) => listDeliveries(ctx.db, deliveryScope(principal), query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.exportDeliveries, exporter: deliveryExport });
  read(
    app,
    endpoints.detail,
    { access: { permission: perm('confirmDelivery', 'view') } },
    ({ params }, principal) => getDelivery(ctx.db, deliveryScope(principal), params.id),
  );
  command(
    app,
    ctx.db,
    endpoints.confirm,
    { access: { permission: perm('confirmDelivery', 'confirm') }, idempotent: true },
    (tx, principal, { params, body }) => commands.confirmDelivery(tx, principal, { ...body, id: params.id }),
  );
  command(
    app,
    ctx.db,
    endpoints.virtualReceive,
    { access: { permission: perm('confirmDelivery', 'virtualReceive') }, idempotent: true },
    (tx, principal, { params }) => commands.virtualReceive(tx, principal, params.id),
  );
  command(
    app,
    ctx.db,
    endpoints.cancelVirtualReceive,
    { access: { permission: perm('confirmDelivery', 'cancelVirtualReceive') }, idempotent: true },
    (tx, principal, { params }) => commands.cancelVirtualReceive(tx, principal, params.id),
  );
  read(
    app,
    endpoints.balanceChanges,
    { access: { permission: perm('overageChangeDetail', 'search') } },
    ({ query }, principal) => listBalanceChanges(ctx.db, principal, query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.exportBalanceChanges, exporter: balanceChangeExport });
}
