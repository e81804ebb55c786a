import { type DataOf, accidentCarEndpoints as endpoints } from '@spm/contracts';
import { perm, toMoney } from '@spm/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes, importRoute } from '../../platform/excel/excel.routes';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { command, read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { subsidyScope } from './accident-cars.scope';
import { subsidyApplications, subsidyStandards } from './accident-cars.tables';
import { accidentOrderExport } from './accident-orders.export';
import { createAccidentOrderService } from './accident-orders.service';
import { createSettlementQueries, settlementImport } from './settlements';
import { subsidyExport } from './subsidy.export';
import { createSubsidyQueries } from './subsidy.queries';
import { createSubsidyService } from './subsidy.service';
import { kindUploadRules, SUBSIDY_OWNER } from './subsidy-attachments';

/**
 * Accident car routes (API.md `/api/v1/accident-car-orders`, `/api/v1/settlement-contracts`,
 * `/api/v1/subsidy-applications`, and the accident order and subsidy exports; spec §2, §3, §4), declared in `accidentCarEndpoints`. Permission
 * codes on every route (`accidentCarOrder:*`, `settlementContract:*`, `accidentSubsidy:*`); data scope
 * in every query: another dealer's (or another area's) document answers 404.
 */
export async function accidentCarRoutes(app: App, ctx: AppContext) {
  const { db, now } = ctx;
  const { businessTz } = ctx.config;
  const files = createAttachmentService(ctx);
  const workflow = createWorkflowEngine({ now });
  const orders = createAccidentOrderService({ now, businessTz });
  const settlements = createSettlementQueries({ businessTz });
  const subsidies = createSubsidyQueries({ businessTz, workflow, files });
  const service = createSubsidyService({ now, businessTz, workflow, files });
  registerAttachmentOwner(SUBSIDY_OWNER, async (q, principal, id) => {
    const [row] = await q
      .select({ id: subsidyApplications.id })
      .from(subsidyApplications)
      .where(and(eq(subsidyApplications.id, id), await subsidyScope(q, principal)));
    return row !== undefined;
  });

  // accident car orders
  exportRoutes(app, ctx, { endpoints: endpoints.orderExport, exporter: accidentOrderExport(orders) });
  read(
    app,
    endpoints.orders,
    { access: { permission: perm('accidentCarOrder', 'search') } },
    ({ query }, p, r) => orders.list(db, p, query, requestLanguage(r)),
  );
  read(
    app,
    endpoints.order,
    { access: { permission: perm('accidentCarOrder', 'view') } },
    ({ params }, p, r) => orders.detail(db, p, params.id, requestLanguage(r)),
  );
  command(
    app,
    db,
    endpoints.createOrder,
    { access: { permission: perm('accidentCarOrder', 'add') }, message: 'saved', idempotent: true },
    async (tx, p, { body }, { request }) =>
      orders.detail(tx, p, await orders.create(tx, p, body), requestLanguage(request)),
  );
  command(
    app,
    db,
    endpoints.convert,
    { access: { permission: perm('accidentCarOrder', 'add') }, message: 'saved', idempotent: true },
    async (tx, p, { params, body }, { request }) =>
      orders.detail(tx, p, await orders.convert(tx, p, params.id, body), requestLanguage(request)),
  );

  // settlement contracts
  read(
    app,
    endpoints.settlements,
    { access: { permission: perm('settlementContract', 'search') } },
    ({ query }, p, r) => settlements.list(db, p, query, requestLanguage(r)),
  );
  read(
    app,
    endpoints.settlement,
    { access: { permission: perm('settlementContract', 'view') } },
    ({ params }, p, r) => settlements.detail(db, p, params.id, requestLanguage(r)),
  );
  importRoute(app, ctx, { endpoint: endpoints.importSettlements, importer: settlementImport(businessTz) });

  // subsidy applications
  exportRoutes(app, ctx, { endpoints: endpoints.subsidyExport, exporter: subsidyExport(subsidies) });
  read(app, endpoints.standards, { access: { permission: perm('accidentSubsidy', 'view') } }, async () => {
    const rows = await db
      .select()
      .from(subsidyStandards)
      .orderBy(asc(subsidyStandards.modelCode), asc(subsidyStandards.lossFrom));
    return rows.map((s) => ({
      ...s,
      lossFrom: toMoney(s.lossFrom),
      lossTo: s.lossTo === null ? null : toMoney(s.lossTo),
      capAmount: toMoney(s.capAmount),
    }));
  });
  read(
    app,
    endpoints.subsidies,
    { access: { permission: perm('accidentSubsidy', 'search') } },
    ({ query }, p, r) => subsidies.list(db, p, query, requestLanguage(r)),
  );
  read(
    app,
    endpoints.subsidy,
    { access: { permission: perm('accidentSubsidy', 'view') } },
    ({ params }, p, r) => subsidies.detail(db, p, params.id, requestLanguage(r)),
  );
  /** Multipart `file` of `?kind=`: the kind's types by content, ≤ 5 MB, name ≤ 30; private to its uploader until saved. */
  read(
    app,
    endpoints.upload,
    { access: { permission: perm('accidentSubsidy', 'add') }, message: 'saved' },
    ({ query }, p, request) => files.receive(request, p.userId, kindUploadRules(query.kind)),
  );
  command(
    app,
    db,
    endpoints.createSubsidy,
    { access: { permission: perm('accidentSubsidy', 'add') }, message: 'saved', idempotent: true },
    async (tx, p, { body }, effects) =>
      subsidies.detail(tx, p, await service.create(tx, p, body, effects), requestLanguage(effects.request)),
  );
  command(
    app,
    db,
    endpoints.updateSubsidy,
    { access: { permission: perm('accidentSubsidy', 'save') }, message: 'saved' },
    async (tx, p, { params, body }, effects) => {
      await service.update(tx, p, params.id, body, effects);
      return subsidies.detail(tx, p, params.id, requestLanguage(effects.request));
    },
  );
  const stepRoute = <E extends typeof endpoints.submit | typeof endpoints.approve | typeof endpoints.reject>(
    endpoint: E,
    permission: ReturnType<typeof perm>,
    run: (
      tx: Parameters<Parameters<typeof command>[4]>[0],
      p: Parameters<Parameters<typeof command>[4]>[1],
      id: number,
      body: { version: number; opinion?: string },
    ) => Promise<unknown>,
  ) =>
    command(
      app,
      db,
      endpoint,
      { access: { permission }, message: 'saved', idempotent: true },
      async (tx, p, input, { request }) => {
        const { params, body } = input as unknown as {
          params: { id: number };
          body: { version: number; opinion?: string };
        };
        await run(tx, p, params.id, body);
        return subsidies.detail(tx, p, params.id, requestLanguage(request)) as Promise<DataOf<E>>;
      },
    );
  stepRoute(endpoints.submit, perm('accidentSubsidy', 'submit'), (tx, p, id, b) =>
    service.submit(tx, p, id, b.version),
  );
  stepRoute(endpoints.approve, perm('accidentSubsidy', 'audit'), (tx, p, id, b) =>
    service.decide(tx, p, id, b, 'approve'),
  );
  stepRoute(endpoints.reject, perm('accidentSubsidy', 'audit'), (tx, p, id, b) =>
    service.decide(tx, p, id, b, 'reject'),
  );
}
