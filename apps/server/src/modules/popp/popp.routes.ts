import { type DataOf, poppEndpoints as endpoints, poppExports } from '@spm/contracts';
import { isPoppParticipant, type PermissionCode, perm } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { App, AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { importRoute } from '../../platform/excel/excel.routes';
import { command, download, read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { createPoppExport } from './popp.excel';
import { createPoppQueries } from './popp.queries';
import { createPoppService } from './popp.service';
import type { PoppAction } from './popp.workflow';
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
  const q = perm;

  // the export routes of `exportRoutes`, each gated first (a stream cannot turn into a 404 later)
  const exporter = createPoppExport(queries);
  ctx.excel.registerExport(exporter);
  const exportAccess = { access: { permission: exporter.permission } };
  download(app, poppExports.file, exportAccess, ({ query }, principal, reply, request) => {
    gate(principal);
    return ctx.excel.sendExport(reply, exporter, query, principal, requestLanguage(request));
  });
  read(app, poppExports.job, exportAccess, async ({ body }, principal, request) => {
    gate(principal);
    return { jobId: await ctx.excel.submitExport(exporter, body, principal, requestLanguage(request)) };
  });
  read(
    app,
    endpoints.list,
    { access: { permission: q('poppQuery', 'search') } },
    ({ query }, principal, request) => {
      gate(principal);
      return queries.list(db, principal, query, requestLanguage(request));
    },
  );
  read(
    app,
    endpoints.detail,
    { access: { permission: q('poppQuery', 'view') } },
    ({ params }, principal, request) => {
      gate(principal);
      return queries.detail(db, principal, params.id, requestLanguage(request));
    },
  );
  command(
    app,
    db,
    endpoints.create,
    { access: { permission: q('poppQuery', 'add') }, message: 'saved', idempotent: true },
    async (tx, principal, { body }, { request }) => {
      gate(principal);
      return queries.detail(
        tx,
        principal,
        await service.create(tx, principal, body),
        requestLanguage(request),
      );
    },
  );
  command(
    app,
    db,
    endpoints.update,
    { access: { permission: q('poppQuery', 'edit') }, message: 'saved' },
    async (tx, principal, { params, body }, { request }) => {
      gate(principal);
      await service.update(tx, principal, params.id, body);
      return queries.detail(tx, principal, params.id, requestLanguage(request));
    },
  );
  command(
    app,
    db,
    endpoints.remove,
    { access: { permission: q('poppQuery', 'delete') }, message: 'deleted' },
    (tx, principal, { params, query }) => {
      gate(principal);
      return service.remove(tx, principal, params.id, query.version);
    },
  );

  /** A workflow step route: runs the step, answers the POPP. */
  function stepRoute<E extends (typeof endpoints)[PoppAction]>(
    endpoint: E,
    permission: PermissionCode,
    run: (
      tx: Tx,
      principal: Principal,
      id: number,
      body: { version: number; opinion?: string },
    ) => Promise<unknown>,
  ) {
    command(
      app,
      db,
      endpoint,
      { access: { permission }, message: 'saved' },
      async (tx, principal, input, { request }) => {
        gate(principal);
        const { params, body } = input as unknown as {
          params: { id: number };
          body: { version: number; opinion?: string };
        };
        await run(tx, principal, params.id, body);
        return queries.detail(tx, principal, params.id, requestLanguage(request)) as Promise<DataOf<E>>;
      },
    );
  }
  stepRoute(endpoints.submit, q('poppQuery', 'submit'), (tx, p, id, b) =>
    service.submit(tx, p, id, b.version),
  );
  stepRoute(endpoints.approve, q('poppQuery', 'audit'), (tx, p, id, b) =>
    service.audit(tx, p, id, b, 'approve'),
  );
  stepRoute(endpoints.reject, q('poppQuery', 'audit'), (tx, p, id, b) =>
    service.audit(tx, p, id, b, 'reject'),
  );
  stepRoute(endpoints.confirm, q('poppQuery', 'confirm'), (tx, p, id, b) =>
    service.confirm(tx, p, id, b.version),
  );
  stepRoute(endpoints.receive, q('poppQuery', 'receive'), (tx, p, id, b) =>
    service.receive(tx, p, id, b.version),
  );
  stepRoute(endpoints.close, q('poppQuery', 'close'), (tx, p, id, b) => service.close(tx, p, id, b.version));

  read(
    app,
    endpoints.quotas,
    { access: { permission: q('poppQuota', 'search') } },
    ({ query }, principal, request) => {
      gate(principal);
      return quotas.list(db, principal, query, requestLanguage(request));
    },
  );
  read(
    app,
    endpoints.currentQuota,
    { access: { permission: q('poppQuery', 'add') } },
    ({ query }, principal, request) => {
      gate(principal);
      const dealerCode = principal.scope.kind === 'dealer' ? principal.scope.dealerCode : query.dealerCode;
      if (!dealerCode) throw new AppError('NOT_FOUND');
      return quotas.find(db, principal, dealerCode, quotas.currentYear(), requestLanguage(request));
    },
  );
  command(
    app,
    db,
    endpoints.createQuota,
    { access: { permission: q('poppQuota', 'add') }, message: 'saved' },
    (tx, _principal, { body }, { request }) => quotas.set(tx, body, requestLanguage(request)),
  );
  importRoute(app, ctx, { endpoint: endpoints.importQuotas, importer: createPoppQuotaImport(quotas) });
  command(
    app,
    db,
    endpoints.updateQuota,
    { access: { permission: q('poppQuota', 'edit') }, message: 'saved' },
    (tx, _principal, { params, body }, { request }) =>
      quotas.update(tx, params.id, body, requestLanguage(request)),
  );
}
