import { claimEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { sendPdf } from '../../platform/http/download';
import { idempotent, routesOf } from '../../platform/http/routes';
import { requestLanguage } from '../../platform/i18n/language';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { CLAIM_PHOTO_RULES } from './claim-photos';
import { claimExport } from './claims.export';
import { printClaim } from './claims.print';
import { CLAIM_OWNER, findClaim } from './claims.repository';
import { createClaimService } from './claims.service';

/**
 * Dealer claim routes (API.md `/api/v1/claims`; spec §2 `/claimInquiry/*`), declared in
 * `claimEndpoints`: list, export, detail, history, the ship bill pre-fill, save, delete, photo upload
 * (the dealer's `dealerClaim` actions), and the audit and completion (`dealerClaim:audit`, `:complete`,
 * held by warehouse staff and head office). Data scope on every one: outside it answers 404.
 */
export async function claimRoutes(app: App, ctx: AppContext) {
  const files = createAttachmentService(ctx);
  const workflow = createWorkflowEngine({ now: ctx.now });
  const service = createClaimService({
    db: ctx.db,
    files,
    workflow,
    now: ctx.now,
    businessTz: ctx.config.businessTz,
  });
  registerAttachmentOwner(
    ctx,
    CLAIM_OWNER,
    async (db, principal, id) => (await findClaim(db, principal, id)) !== undefined,
  );

  const r = routesOf(app, ctx);

  r.read(endpoints.list, perm('dealerClaim', 'search'), ({ query }, principal) =>
    service.list(principal, query),
  );
  r.export(endpoints.export, claimExport(ctx.config.businessTz));
  r.read(endpoints.shipBill, perm('dealerClaim', 'add'), ({ params }, principal) =>
    service.shipBill(principal, params.shipBillNo),
  );
  r.read(endpoints.detail, perm('dealerClaim', 'view'), ({ params }, principal) =>
    service.detail(principal, params.id),
  );
  r.read(
    endpoints.history,
    perm('dealerClaim', 'view'),
    async ({ params }, principal) => (await service.detail(principal, params.id)).history,
  );
  r.download(
    endpoints.print,
    perm('dealerClaim', 'print'),
    async ({ params, query }, principal, reply, request) => {
      const claim = await service.detail(principal, params.id);
      const file = await printClaim(claim, query.copies, requestLanguage(request), ctx.config.businessTz);
      return sendPdf(reply, file);
    },
  );
  /** Multipart `file`: jpg, jpeg or png by content, ≤ 4 MB, name ≤ 50; private to its uploader until a claim takes it. */
  r.read(
    endpoints.photo,
    { access: perm('dealerClaim', 'add'), message: 'saved' },
    (_input, principal, request) => files.receive(request, principal.userId, CLAIM_PHOTO_RULES),
  );
  r.command(endpoints.create, idempotent(perm('dealerClaim', 'add')), (tx, principal, { body }) =>
    service.create(tx, principal, body),
  );
  r.command(endpoints.update, perm('dealerClaim', 'save'), (tx, principal, { params, body }, effects) =>
    service.update(tx, principal, { ...body, id: params.id }, effects),
  );
  r.command(endpoints.remove, perm('dealerClaim', 'delete'), (tx, principal, { params, query }, effects) =>
    service.remove(tx, principal, { id: params.id, version: query.version }, effects),
  );
  for (const [step, access, idempotent] of [
    ['submit', perm('dealerClaim', 'submit'), true],
    ['remodify', perm('dealerClaim', 'edit'), false],
    ['audit', perm('dealerClaim', 'audit'), true],
    ['complete', perm('dealerClaim', 'complete'), false],
  ] as const) {
    r.command(endpoints[step], { access, idempotent }, (tx, principal, { params, body }) =>
      // the body is the one `endpoints[step]` declares, which TypeScript cannot pair with `service[step]`
      service[step](tx, principal, { ...body, id: params.id } as never),
    );
  }
}
