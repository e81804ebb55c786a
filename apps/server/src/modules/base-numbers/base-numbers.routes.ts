import { baseNumberEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { idempotent, routesOf } from '../../platform/http/routes';
import { baseNumberExport } from './base-numbers.export';
import {
  createBaseNumber,
  deleteBaseNumber,
  getBaseNumber,
  listBaseNumbers,
  updateBaseNumber,
} from './base-numbers.service';

/** Service-part base number maintenance (spec §2), declared in `baseNumberEndpoints`. */
export async function baseNumberRoutes(app: App, ctx: AppContext) {
  const r = routesOf(app, ctx);
  r.read(endpoints.list, perm('baseNumber', 'search'), ({ query }) => listBaseNumbers(ctx.db, query));
  r.export(endpoints.export, baseNumberExport);
  r.read(endpoints.detail, perm('baseNumber', 'view'), ({ params }) =>
    getBaseNumber(ctx.db, params.baseNumber),
  );
  r.command(endpoints.create, idempotent(perm('baseNumber', 'add')), (tx, _principal, { body }) =>
    createBaseNumber(tx, body, ctx.now()),
  );
  r.command(endpoints.update, perm('baseNumber', 'edit'), (tx, _principal, { params, body }) =>
    updateBaseNumber(tx, params.baseNumber, body),
  );
  r.command(endpoints.remove, perm('baseNumber', 'delete'), (tx, _principal, { params, query }) =>
    deleteBaseNumber(tx, params.baseNumber, query.version),
  );
}
