import { accidentCarEndpoints as endpoints } from '@spm/contracts';
import { perm, toMoney } from '@spm/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { App, AppContext } from '../../platform/context';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { idempotent, routesOf, type StepRun } from '../../platform/http/routes';
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
  registerAttachmentOwner(ctx, SUBSIDY_OWNER, async (q, principal, id) => {
    const [row] = await q
      .select({ id: subsidyApplications.id })
      .from(subsidyApplications)
      .where(and(eq(subsidyApplications.id, id), await subsidyScope(q, principal)));
    return row !== undefined;
  });

  const r = routesOf(app, ctx);

  // accident car orders
  r.export(endpoints.orderExport, accidentOrderExport(orders));
  r.read(endpoints.orders, perm('accidentCarOrder', 'search'), ({ query }, p, request) =>
    orders.list(db, p, query, requestLanguage(request)),
  );
  r.read(endpoints.order, perm('accidentCarOrder', 'view'), ({ params }, p, request) =>
    orders.detail(db, p, params.id, requestLanguage(request)),
  );
  const addOrder = idempotent(perm('accidentCarOrder', 'add'));
  r.command(endpoints.createOrder, addOrder, async (tx, p, { body }, { request }) =>
    orders.detail(tx, p, await orders.create(tx, p, body), requestLanguage(request)),
  );
  r.command(endpoints.convert, addOrder, async (tx, p, { params, body }, { request }) =>
    orders.detail(tx, p, await orders.convert(tx, p, params.id, body), requestLanguage(request)),
  );

  // settlement contracts
  r.read(endpoints.settlements, perm('settlementContract', 'search'), ({ query }, p, request) =>
    settlements.list(db, p, query, requestLanguage(request)),
  );
  r.read(endpoints.settlement, perm('settlementContract', 'view'), ({ params }, p, request) =>
    settlements.detail(db, p, params.id, requestLanguage(request)),
  );
  r.import(endpoints.importSettlements, settlementImport(businessTz));

  // subsidy applications
  r.export(endpoints.subsidyExport, subsidyExport(subsidies));
  r.read(endpoints.standards, perm('accidentSubsidy', 'view'), async () => {
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
  r.read(endpoints.subsidies, perm('accidentSubsidy', 'search'), ({ query }, p, request) =>
    subsidies.list(db, p, query, requestLanguage(request)),
  );
  r.read(endpoints.subsidy, perm('accidentSubsidy', 'view'), ({ params }, p, request) =>
    subsidies.detail(db, p, params.id, requestLanguage(request)),
  );
  /** Multipart `file` of `?kind=`: the kind's types by content, ≤ 5 MB, name ≤ 30; private to its uploader until saved. */
  r.read(
    endpoints.upload,
    { access: perm('accidentSubsidy', 'add'), message: 'saved' },
    ({ query }, p, request) => files.receive(request, p.userId, kindUploadRules(query.kind)),
  );
  r.command(
    endpoints.createSubsidy,
    idempotent(perm('accidentSubsidy', 'add')),
    async (tx, p, { body }, effects) =>
      subsidies.detail(tx, p, await service.create(tx, p, body, effects), requestLanguage(effects.request)),
  );
  r.command(
    endpoints.updateSubsidy,
    perm('accidentSubsidy', 'save'),
    async (tx, p, { params, body }, effects) => {
      await service.update(tx, p, params.id, body, effects);
      return subsidies.detail(tx, p, params.id, requestLanguage(effects.request));
    },
  );
  const decide =
    (decision: 'approve' | 'reject'): StepRun =>
    (tx, p, id, b) =>
      service.decide(tx, p, id, b, decision);
  const audit = idempotent(perm('accidentSubsidy', 'audit'));
  r.step(
    endpoints.submit,
    idempotent(perm('accidentSubsidy', 'submit')),
    (tx, p, id, b) => service.submit(tx, p, id, b.version),
    subsidies.detail,
  );
  r.step(endpoints.approve, audit, decide('approve'), subsidies.detail);
  r.step(endpoints.reject, audit, decide('reject'), subsidies.detail);
}
