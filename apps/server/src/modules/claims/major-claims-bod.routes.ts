import { bodEndpoints as bod, majorClaimEndpoints as major } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { idempotent, routesOf } from '../../platform/http/routes';
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
  const r = routesOf(app, ctx);

  r.read(major.list, perm('majorClaim', 'search'), ({ query }, p) => majors.list(p, query));
  r.export(major.export, majorClaimExport);
  r.read(major.detail, perm('majorClaim', 'view'), ({ params }, p) => majors.detail(p, params.id));
  r.command(major.create, idempotent(perm('majorClaim', 'add')), (tx, p, { body }) =>
    majors.create(tx, p, body),
  );
  const audit = perm('majorClaim', 'audit');
  r.command(major.approve, audit, (tx, p, { params, body }) => majors.approve(tx, p, params.id, body));
  r.command(major.reject, audit, (tx, p, { params, body }) => majors.reject(tx, p, params.id, body));
  r.command(major.order, idempotent(perm('majorClaim', 'order')), (tx, p, { params, body }) =>
    majors.order(tx, p, params.id, body),
  );

  r.read(bod.list, perm('bodOrder', 'search'), ({ query }, p) => bods.list(p, query));
  r.export(bod.export, bodExport);
  r.read(bod.detail, perm('bodOrder', 'view'), ({ params }, p) => bods.detail(p, params.id));
  r.command(bod.create, idempotent(perm('bodOrder', 'add')), (tx, p, { body }) => bods.create(tx, p, body));
  r.command(bod.update, perm('bodOrder', 'edit'), (tx, p, { params, body }) =>
    bods.update(tx, p, params.id, body),
  );
  r.command(bod.remove, perm('bodOrder', 'delete'), (tx, p, { params, query }) =>
    bods.remove(tx, p, params.id, query.version),
  );
  for (const [endpoint, action, access] of [
    [bod.submit, 'submit', perm('bodOrder', 'submit')],
    [bod.approve, 'approve', perm('bodOrder', 'audit')],
    [bod.reject, 'reject', perm('bodOrder', 'audit')],
    [bod.order, 'order', perm('bodOrder', 'order')],
  ] as const) {
    r.command(endpoint, access, (tx, p, { params, body }) => bods.step(tx, p, params.id, action, body));
  }
}
