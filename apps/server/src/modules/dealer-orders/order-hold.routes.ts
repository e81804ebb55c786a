import { orderHoldEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
import { createOrderHoldService } from './order-hold.service';

/**
 * Head office's hold, release, manual close and qty reduction of submitted orders, declared in
 * `orderHoldEndpoints` (`orderHold:hold`, `:close`, `:modify`). Outside head office: NOT_FOUND.
 */
export async function orderHoldRoutes(app: App, ctx: AppContext) {
  const service = createOrderHoldService({ now: ctx.now });
  const r = routesOf(app, ctx);
  const hold = perm('orderHold', 'hold');
  r.command(endpoints.hold, hold, (tx, p, { params, body }) => service.hold(tx, p, params.id, body));
  r.command(endpoints.releaseHold, hold, (tx, p, { params, body }) =>
    service.releaseHold(tx, p, params.id, body),
  );
  r.command(endpoints.close, perm('orderHold', 'close'), (tx, p, { params, body }) =>
    service.close(tx, p, params.id, body),
  );
  r.command(endpoints.modifyLines, perm('orderHold', 'modify'), (tx, p, { params, body }) =>
    service.modifyLines(tx, p, params.id, body),
  );
}
