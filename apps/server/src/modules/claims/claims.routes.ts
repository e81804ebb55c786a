import { claimEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { contentDisposition } from '../../platform/http/download';
import { command, download, read } from '../../platform/http/endpoint';
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
    CLAIM_OWNER,
    async (db, principal, id) => (await findClaim(db, principal, id)) !== undefined,
  );

  read(
    app,
    endpoints.list,
    { access: { permission: perm('dealerClaim', 'search') } },
    ({ query }, principal) => service.list(principal, query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.export, exporter: claimExport });
  read(
    app,
    endpoints.shipBill,
    { access: { permission: perm('dealerClaim', 'add') } },
    ({ params }, principal) => service.shipBill(principal, params.shipBillNo),
  );
  read(
    app,
    endpoints.detail,
    { access: { permission: perm('dealerClaim', 'view') } },
    ({ params }, principal) => service.detail(principal, params.id),
  );
  read(
    app,
    endpoints.history,
    { access: { permission: perm('dealerClaim', 'view') } },
    async ({ params }, principal) => (await service.detail(principal, params.id)).history,
  );
  download(
    app,
    endpoints.print,
    { access: { permission: perm('dealerClaim', 'print') } },
    async ({ params, query }, principal, reply, request) => {
      const claim = await service.detail(principal, params.id);
      const file = await printClaim(claim, query.copies, requestLanguage(request), ctx.config.businessTz);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.pdf);
    },
  );
  /** Multipart `file`: jpg, jpeg or png by content, ≤ 4 MB, name ≤ 50; private to its uploader until a claim takes it. */
  read(
    app,
    endpoints.photo,
    { access: { permission: perm('dealerClaim', 'add') }, message: 'saved' },
    (_input, principal, request) => files.receive(request, principal.userId, CLAIM_PHOTO_RULES),
  );
  command(
    app,
    ctx.db,
    endpoints.create,
    { access: { permission: perm('dealerClaim', 'add') }, message: 'saved', idempotent: true },
    (tx, principal, { body }) => service.create(tx, principal, body),
  );
  command(
    app,
    ctx.db,
    endpoints.update,
    { access: { permission: perm('dealerClaim', 'save') }, message: 'saved' },
    (tx, principal, { params, body }, effects) =>
      service.update(tx, principal, { ...body, id: params.id }, effects),
  );
  command(
    app,
    ctx.db,
    endpoints.remove,
    { access: { permission: perm('dealerClaim', 'delete') }, message: 'deleted' },
    (tx, principal, { params, query }, effects) =>
      service.remove(tx, principal, { id: params.id, version: query.version }, effects),
  );
  command(
    app,
    ctx.db,
    endpoints.submit,
    { access: { permission: perm('dealerClaim', 'submit') }, message: 'saved', idempotent: true },
    (tx, principal, { params, body }) => service.submit(tx, principal, { ...body, id: params.id }),
  );
  command(
    app,
    ctx.db,
    endpoints.remodify,
    { access: { permission: perm('dealerClaim', 'edit') }, message: 'saved' },
    (tx, principal, { params, body }) => service.remodify(tx, principal, { ...body, id: params.id }),
  );
  command(
    app,
    ctx.db,
    endpoints.audit,
    { access: { permission: perm('dealerClaim', 'audit') }, message: 'saved', idempotent: true },
    (tx, principal, { params, body }) => service.audit(tx, principal, { ...body, id: params.id }),
  );
  command(
    app,
    ctx.db,
    endpoints.complete,
    { access: { permission: perm('dealerClaim', 'complete') }, message: 'saved' },
    (tx, principal, { params, body }) => service.complete(tx, principal, { ...body, id: params.id }),
  );
}
