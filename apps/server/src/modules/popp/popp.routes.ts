import { poppEndpoints as endpoints, poppExports } from '@spm/contracts';
import { isPoppParticipant, type PermissionCode, type PoppAction, perm } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { App, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { idempotent, routesOf, type StepRun } from '../../platform/http/routes';
import { requestLanguage } from '../../platform/i18n/language';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { createPoppExport } from './popp.excel';
import { createPoppQueries } from './popp.queries';
import { createPoppService } from './popp.service';
import { createPoppQuotaImport } from './popp-quotas.excel';
import { createPoppQuotaService } from './popp-quotas.service';

/**
 * POPP routes (spec §2 POPP query and entry, §4, §8; API.md `/api/v1/popp`, `/api/v1/popp-quotas`).
 * Every route first refuses a dealer whose type is not configured for POPP (`POPP_DEALER_TYPES`) with
 * NOT_FOUND 404, as if POPP did not exist for it (spec §2 "the POPP group is removed").
 */
export async function poppRoutes(app: App, ctx: AppContext) {
  const { db, now } = ctx;
  const { businessTz, poppDealerTypes } = ctx.config;
  const workflow = createWorkflowEngine({ now });
  const queries = createPoppQueries({ businessTz, workflow });
  const service = createPoppService({ now, businessTz, queries, workflow, poppDealerTypes });
  const quotas = createPoppQuotaService({ now, businessTz, poppDealerTypes });
  const gate = (principal: Principal) => {
    if (!isPoppParticipant(principal, poppDealerTypes)) throw new AppError('NOT_FOUND');
  };
  const r = routesOf(app, ctx);

  // the export routes of `exportRoutes`, each gated first (a stream cannot turn into a 404 later)
  const exporter = createPoppExport(queries);
  ctx.excel.registerExport(exporter);
  r.download(poppExports.file, exporter.permission, ({ query }, principal, reply, request) => {
    gate(principal);
    return ctx.excel.sendExport(reply, exporter, query, principal, requestLanguage(request));
  });
  r.read(poppExports.job, exporter.permission, async ({ body }, principal, request) => {
    gate(principal);
    return { jobId: await ctx.excel.submitExport(exporter, body, principal, requestLanguage(request)) };
  });
  r.read(endpoints.list, perm('poppQuery', 'search'), ({ query }, principal, request) => {
    gate(principal);
    return queries.list(db, principal, query, requestLanguage(request));
  });
  r.read(endpoints.detail, perm('poppQuery', 'view'), ({ params }, principal, request) => {
    gate(principal);
    return queries.detail(db, principal, params.id, requestLanguage(request));
  });
  r.command(
    endpoints.create,
    idempotent(perm('poppQuery', 'add')),
    async (tx, principal, { body }, { request }) => {
      gate(principal);
      const id = await service.create(tx, principal, body);
      return queries.detail(tx, principal, id, requestLanguage(request));
    },
  );
  r.command(
    endpoints.update,
    perm('poppQuery', 'edit'),
    async (tx, principal, { params, body }, { request }) => {
      gate(principal);
      await service.update(tx, principal, params.id, body);
      return queries.detail(tx, principal, params.id, requestLanguage(request));
    },
  );
  r.command(endpoints.remove, perm('poppQuery', 'delete'), (tx, principal, { params, query }) => {
    gate(principal);
    return service.remove(tx, principal, params.id, query.version);
  });

  /** A workflow step route: runs the step, answers the POPP. */
  const stepRoute = (endpoint: (typeof endpoints)[PoppAction], permission: PermissionCode, run: StepRun) =>
    r.step(
      endpoint,
      permission,
      (tx, principal, id, body) => {
        gate(principal);
        return run(tx, principal, id, body);
      },
      queries.detail,
    );
  stepRoute(endpoints.submit, perm('poppQuery', 'submit'), (tx, p, id, b) =>
    service.submit(tx, p, id, b.version),
  );
  stepRoute(endpoints.approve, perm('poppQuery', 'audit'), (tx, p, id, b) =>
    service.audit(tx, p, id, b, 'approve'),
  );
  stepRoute(endpoints.reject, perm('poppQuery', 'audit'), (tx, p, id, b) =>
    service.audit(tx, p, id, b, 'reject'),
  );
  stepRoute(endpoints.confirm, perm('poppQuery', 'confirm'), (tx, p, id, b) =>
    service.confirm(tx, p, id, b.version),
  );
  stepRoute(endpoints.receive, perm('poppQuery', 'receive'), (tx, p, id, b) =>
    service.receive(tx, p, id, b.version),
  );
  stepRoute(endpoints.close, perm('poppQuery', 'close'), (tx, p, id, b) =>
    service.close(tx, p, id, b.version),
  );

  r.read(endpoints.quotas, perm('poppQuota', 'search'), ({ query }, principal, request) => {
    gate(principal);
    return quotas.list(db, principal, query, requestLanguage(request));
  });
  r.read(endpoints.currentQuota, perm('poppQuery', 'add'), ({ query }, principal, request) => {
    gate(principal);
    const dealerCode = principal.scope.kind === 'dealer' ? principal.scope.dealerCode : query.dealerCode;
    if (!dealerCode) throw new AppError('NOT_FOUND');
    return quotas.find(db, principal, dealerCode, quotas.currentYear(), requestLanguage(request));
  });
  r.command(endpoints.createQuota, perm('poppQuota', 'add'), (tx, _principal, { body }, { request }) =>
    quotas.set(tx, body, requestLanguage(request)),
  );
  r.import(endpoints.importQuotas, createPoppQuotaImport(quotas));
  r.command(
    endpoints.updateQuota,
    perm('poppQuota', 'edit'),
    (tx, _principal, { params, body }, { request }) =>
      quotas.update(tx, params.id, body, requestLanguage(request)),
  );
}
