import { noticeEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { idempotent, routesOf } from '../../platform/http/routes';
import { noticeExport } from './notices.export';
import { NOTICE_OWNER, noticeExists } from './notices.repository';
import { createNoticeService } from './notices.service';

/** Notice centre routes (spec §2): list, export, detail, publish, edit, delete — declared in `noticeEndpoints`. */
export async function noticeRoutes(app: App, ctx: AppContext) {
  const files = createAttachmentService(ctx);
  const service = createNoticeService({ db: ctx.db, files, now: ctx.now });
  // Every signed-in user may read the attachments of a live notice.
  registerAttachmentOwner(ctx, NOTICE_OWNER, (db, _principal, ownerId) => noticeExists(db, ownerId));

  const r = routesOf(app, ctx);

  r.read(endpoints.list, perm('notice', 'search'), ({ query }) => service.list(query));
  r.export(endpoints.export, noticeExport(service));
  r.read(endpoints.detail, perm('notice', 'view'), ({ params }) => service.detail(params.id));
  r.command(endpoints.create, idempotent(perm('notice', 'add')), (tx, principal, { body }) =>
    service.create(tx, principal, body),
  );
  r.command(endpoints.update, perm('notice', 'edit'), (tx, principal, { params, body }, effects) =>
    service.update(tx, principal, { ...body, id: params.id }, effects),
  );
  r.command(endpoints.remove, perm('notice', 'delete'), (tx, _principal, { params, query }) =>
    service.remove(tx, { id: params.id, version: query.version }),
  );
}
