import { bodEndpoints as bod, majorClaimEndpoints as major } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { command, read } from '../../platform/http/endpoint';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { createBodService } from './bod-applications.service';
import { createMajorClaimService } from './major-claims.service';
import { bodExport, majorClaimExport } from './major-claims-bod.export';

/**
 * Major claim routes (API.md `/api/v1/major-claims`, spec §2 `/majorClaimQuery/index`) and BOD order
 * application routes (`/api/v1/bod-applications`, spec §2 `/bod-order/*`), declared in
 * `majorClaimEndpoints` and `bodEndpoints`, each behind its `majorClaim:*` / `bodOrder:*` permission;
 * another dealer's document answers 404.
 */
export async function majorClaimBodRoutes(app: App, ctx: AppContext) {
  const deps = {
    db: ctx.db,
    workflow: createWorkflowEngine({ now: ctx.now }),
    now: ctx.now,
    businessTz: ctx.config.businessTz,
  };
  const majors = createMajorClaimService(deps);
  const bods = createBodService(deps);

  read(app, major.list, { access: { permission: perm('majorClaim', 'search') } }, ({ query }, p) =>
    majors.list(p, query),
  );
  exportRoutes(app, ctx, { endpoints: major.export, exporter: majorClaimExport });
  read(app, major.detail, { access: { permission: perm('majorClaim', 'view') } }, ({ params }, p) =>
    majors.detail(p, params.id),
  );
  command(
    app,
    ctx.db,
    major.create,
    { access: { permission: perm('majorClaim', 'add') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => majors.create(tx, p, body),
  );
  command(
    app,
    ctx.db,
    major.approve,
    { access: { permission: perm('majorClaim', 'audit') }, message: 'saved' },
    (tx, p, { params, body }) => majors.approve(tx, p, params.id, body),
  );
  command(
    app,
    ctx.db,
    major.reject,
    { access: { permission: perm('majorClaim', 'audit') }, message: 'saved' },
    (tx, p, { params, body }) => majors.reject(tx, p, params.id, body),
  );
  command(
    app,
    ctx.db,
    major.order,
    { access: { permission: perm('majorClaim', 'order') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => majors.order(tx, p, params.id, body),
  );

  read(app, bod.list, { access: { permission: perm('bodOrder', 'search') } }, ({ query }, p) =>
    bods.list(p, query),
  );
  exportRoutes(app, ctx, { endpoints: bod.export, exporter: bodExport });
  read(app, bod.detail, { access: { permission: perm('bodOrder', 'view') } }, ({ params }, p) =>
    bods.detail(p, params.id),
  );
  command(
    app,
    ctx.db,
    bod.create,
    { access: { permission: perm('bodOrder', 'add') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => bods.create(tx, p, body),
  );
  command(
    app,
    ctx.db,
    bod.update,
    { access: { permission: perm('bodOrder', 'edit') }, message: 'saved' },
    (tx, p, { params, body }) => bods.update(tx, p, params.id, body),
  );
  command(
    app,
    ctx.db,
    bod.remove,
    { access: { permission: perm('bodOrder', 'delete') }, message: 'deleted' },
    (tx, p, { params, query }) => bods.remove(tx, p, params.id, query.version),
  );
  for (const [endpoint, action, permission] of [
    [bod.submit, 'submit', perm('bodOrder', 'submit')],
    [bod.approve, 'approve', perm('bodOrder', 'audit')],
    [bod.reject, 'reject', perm('bodOrder', 'audit')],
    [bod.order, 'order', perm('bodOrder', 'order')],
  ] as const) {
    command(app, ctx.db, endpoint, { access: { permission }, message: 'saved' }, (tx, p, { params, body }) =>
      bods.step(tx, p, params.id, action, body),
    );
  }
}
