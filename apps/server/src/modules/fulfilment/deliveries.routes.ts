import { deliveryEndpoints as endpoints } from '@spm/contracts';
import { type PermissionCode, perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
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

  const r = routesOf(app, ctx);
  const once = (access: PermissionCode) => ({ access, message: 'ok', idempotent: true }) as const;

  r.read(endpoints.list, perm('confirmDelivery', 'search'), ({ query }, principal) =>
    listDeliveries(ctx.db, deliveryScope(principal), query),
  );
  r.export(endpoints.exportDeliveries, deliveryExport);
  r.read(endpoints.detail, perm('confirmDelivery', 'view'), ({ params }, principal) =>
    getDelivery(ctx.db, deliveryScope(principal), params.id),
  );
  r.command(endpoints.confirm, once(perm('confirmDelivery', 'confirm')), (tx, principal, { params, body }) =>
    commands.confirmDelivery(tx, principal, { ...body, id: params.id }),
  );
  r.command(
    endpoints.virtualReceive,
    once(perm('confirmDelivery', 'virtualReceive')),
    (tx, principal, { params }) => commands.virtualReceive(tx, principal, params.id),
  );
  r.command(
    endpoints.cancelVirtualReceive,
    once(perm('confirmDelivery', 'cancelVirtualReceive')),
    (tx, principal, { params }) => commands.cancelVirtualReceive(tx, principal, params.id),
  );
  r.read(endpoints.balanceChanges, perm('overageChangeDetail', 'search'), ({ query }, principal) =>
    listBalanceChanges(ctx.db, principal, query),
  );
  r.export(endpoints.exportBalanceChanges, balanceChangeExport);
}
