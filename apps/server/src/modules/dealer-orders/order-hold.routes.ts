import { orderHoldEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { command } from '../../platform/http/endpoint';
import { createOrderHoldService } from './order-hold.service';

/**
 * Head office's hold, release, manual close and qty reduction of submitted orders, declared in
 * `orderHoldEndpoints` (`orderHold:hold`, `:close`, `:modify`). Outside head office: NOT_FOUND.
 */
export async function orderHoldRoutes(app: App, ctx: AppContext) {
  const service = createOrderHoldService({ now: ctx.now });
  command(
    app,
    ctx.db,
    endpoints.hold,
    { access: { permission: perm('orderHold', 'hold') }, message: 'saved' },
    (tx, principal, { params, body }) => service.hold(tx, principal, params.id, body),
  );
  command(
    app,
    ctx.db,
    endpoints.releaseHold,
    { access: { permission: perm('orderHold', 'hold') }, message: 'saved' },
    (tx, principal, { params, body }) => service.releaseHold(tx, principal, params.id, body),
  );
  command(
    app,
    ctx.db,
    endpoints.close,
    { access: { permission: perm('orderHold', 'close') }, message: 'saved' },
    (tx, principal, { params, body }) => service.close(tx, principal, params.id, body),
  );
  command(
    app,
    ctx.db,
    endpoints.modifyLines,
    { access: { permission: perm('orderHold', 'modify') }, message: 'saved' },
    (tx, principal, { params, body }) => service.modifyLines(tx, principal, params.id, body),
  );
}
