import { baseNumberEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { command, read } from '../../platform/http/endpoint';
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
  read(app, endpoints.list, { access: { permission: perm('baseNumber', 'search') } }, ({ query }) =>
    listBaseNumbers(ctx.db, query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.export, exporter: baseNumberExport });
  read(app, endpoints.detail, { access: { permission: perm('baseNumber', 'view') } }, ({ params }) =>
    getBaseNumber(ctx.db, params.baseNumber),
  );
  command(
    app,
    ctx.db,
    endpoints.create,
    { access: { permission: perm('baseNumber', 'add') }, message: 'saved', idempotent: true },
    (tx, _principal, { body }) => createBaseNumber(tx, body),
  );
  command(
    app,
    ctx.db,
    endpoints.update,
    { access: { permission: perm('baseNumber', 'edit') }, message: 'saved' },
    (tx, _principal, { params, body }) => updateBaseNumber(tx, params.baseNumber, body),
  );
  command(
    app,
    ctx.db,
    endpoints.remove,
    { access: { permission: perm('baseNumber', 'delete') }, message: 'deleted' },
    (tx, _principal, { params, query }) => deleteBaseNumber(tx, params.baseNumber, query.version),
  );
}
