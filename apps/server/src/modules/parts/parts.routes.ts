import { partEndpoints as endpoints } from '@spm/contracts';
import { businessDate, perm } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { ModuleRoutes } from '../../platform/context';
import { idempotent, routesOf } from '../../platform/http/routes';
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
  async (app, ctx) => {
    const r = routesOf(app, ctx);
    /** The command's actor and its business day, from one reading of the clock. */
    const now = (principal: Principal) => {
      const actor = actorOf(principal, ctx.now());
      return { actor, today: businessDate(actor.at, ctx.config.businessTz) };
    };
    // API.md: every signed-in user may read the parts master (dealers order from it).
    r.read(endpoints.list, 'authenticated', ({ query }) => {
      const { page, pageSize, ...filters } = query;
      return searchParts(ctx.db, filters, { page, pageSize });
    });
    r.read(endpoints.detail, 'authenticated', ({ params }, principal, request) =>
      getPart(ctx.db, principal, params.partCode, requestLanguage(request), deps.partStock),
    );
    r.read(endpoints.statusHistory, perm('partsMaster', 'view'), ({ params }) =>
      partStatusHistoryOf(ctx.db, params.partCode),
    );
    r.command(endpoints.create, idempotent(perm('partsMaster', 'add')), (tx, principal, { body }) => {
      const { actor, today } = now(principal);
      return createPart(tx, actor, body, deps.holds, today);
    });
    r.command(endpoints.update, perm('partsMaster', 'edit'), (tx, principal, { params, body }) => {
      const { actor, today } = now(principal);
      return updatePart(tx, actor, params.partCode, body, deps.holds, today);
    });
    r.command(
      endpoints.changeStatus,
      idempotent(perm('partsMaster', 'statusChange')),
      (tx, principal, { params, body }) =>
        changePartStatus(tx, actorOf(principal, ctx.now()), params.partCode, body, deps.holds),
    );

    await partSettingsRoutes(app, ctx, deps);
  };
