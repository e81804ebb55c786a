import { noticeEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { command, read } from '../../platform/http/endpoint';
import { noticeExport } from './notices.export';
import { NOTICE_OWNER, noticeExists } from './notices.repository';
import { createNoticeService } from './notices.service';

/** Notice centre routes (spec §2): list, export, detail, publish, edit, delete — declared in `noticeEndpoints`. */
export async function noticeRoutes(app: App, ctx: AppContext) {
  const files = createAttachmentService(ctx);
  const service = createNoticeService({ db: ctx.db, files, now: ctx.now });
  // Every signed-in user may read the attachments of a live notice.
  registerAttachmentOwner(NOTICE_OWNER, (db, _principal, ownerId) => noticeExists(db, ownerId));

  read(app, endpoints.list, { access: { permission: perm('notice', 'search') } }, ({ query }) =>
    service.list(query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.export, exporter: noticeExport(service) });
  read(app, endpoints.detail, { access: { permission: perm('notice', 'view') } }, ({ params }) =>
    service.detail(params.id),
  );
  command(
    app,
    ctx.db,
    endpoints.create,
    { access: { permission: perm('notice', 'add') }, message: 'saved', idempotent: true },
    (tx, principal, { body }) => service.create(tx, principal, body),
  );
  command(
    app,
    ctx.db,
    endpoints.update,
    { access: { permission: perm('notice', 'edit') }, message: 'saved' },
    (tx, principal, { params, body }, effects) =>
      service.update(tx, principal, { ...body, id: params.id }, effects),
  );
  command(
    app,
    ctx.db,
    endpoints.remove,
    { access: { permission: perm('notice', 'delete') }, message: 'deleted' },
    (tx, _principal, { params, query }) => service.remove(tx, { id: params.id, version: query.version }),
  );
}
