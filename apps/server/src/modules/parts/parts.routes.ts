import { partEndpoints as endpoints } from '@spm/contracts';
import { businessDate, perm } from '@spm/domain';
import type { App, AppContext, ModuleRoutes } from '../../platform/context';
import { command, read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import type { PartHoldQuery } from './parts.repository';
import { searchParts } from './parts.search';
import {
  actorOf,
  changePartStatus,
  createPart,
  getPart,
  type PartStockQuery,
  partStatusHistoryOf,
  updatePart,
} from './parts.service';
import { partSettingsRoutes } from './parts-settings.routes';

/** What the parts module is given where the app is composed. */
export interface PartsDeps {
  /** Stock per visible warehouse of a part, shown on the part detail (the stock module's summary). */
  partStock: PartStockQuery;
  /** What other modules hold of a part (stock, open orders, …): blocks its discard, replacement or storage change. */
  holds: readonly PartHoldQuery[];
}

/** Parts master routes (spec §2 parts master query and input, §4 part status), declared in `partEndpoints`. */
export const partsRoutes =
  (deps: PartsDeps): ModuleRoutes =>
  (app, ctx) =>
    registerPartsRoutes(app, ctx, deps);

async function registerPartsRoutes(app: App, ctx: AppContext, deps: PartsDeps) {
  // API.md: every signed-in user may read the parts master (dealers order from it).
  read(app, endpoints.list, { access: { permission: 'authenticated' } }, ({ query }) => {
    const { page, pageSize, ...filters } = query;
    return searchParts(ctx.db, filters, { page, pageSize });
  });
  read(app, endpoints.detail, { access: { permission: 'authenticated' } }, ({ params }, principal, request) =>
    getPart(ctx.db, principal, params.partCode, requestLanguage(request), deps.partStock),
  );
  read(app, endpoints.statusHistory, { access: { permission: perm('partsMaster', 'view') } }, ({ params }) =>
    partStatusHistoryOf(ctx.db, params.partCode),
  );
  command(
    app,
    ctx.db,
    endpoints.create,
    { access: { permission: perm('partsMaster', 'add') }, message: 'saved', idempotent: true },
    (tx, principal, { body }) =>
      createPart(tx, actorOf(principal), body, deps.holds, businessDate(ctx.now(), ctx.config.businessTz)),
  );
  command(
    app,
    ctx.db,
    endpoints.update,
    { access: { permission: perm('partsMaster', 'edit') }, message: 'saved' },
    (tx, principal, { params, body }) =>
      updatePart(
        tx,
        actorOf(principal),
        params.partCode,
        body,
        deps.holds,
        businessDate(ctx.now(), ctx.config.businessTz),
      ),
  );
  command(
    app,
    ctx.db,
    endpoints.changeStatus,
    { access: { permission: perm('partsMaster', 'statusChange') }, message: 'saved', idempotent: true },
    (tx, principal, { params, body }) =>
      changePartStatus(tx, actorOf(principal), params.partCode, body, deps.holds),
  );

  await partSettingsRoutes(app, ctx, deps);
}
