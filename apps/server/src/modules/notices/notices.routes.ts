import {
  idParam,
  noticeCreateRequest,
  noticeDeleteQuery,
  noticeListQuery,
  noticeUpdateRequest,
} from '@spm/contracts';
import { perm } from '@spm/domain';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { ok } from '../../platform/http/envelope';
import { withIdempotency } from '../../platform/http/idempotency';
import { NOTICE_OWNER, noticeExists } from './notices.repository';
import { createNoticeService } from './notices.service';

const tags = ['notices'];

/** Notice centre routes (spec §2): list, detail, publish, edit, delete. */
export async function noticeRoutes(app: App, ctx: AppContext) {
  const files = createAttachmentService(ctx);
  const service = createNoticeService({ db: ctx.db, files, now: ctx.now });
  // Every signed-in user may read the attachments of a live notice.
  registerAttachmentOwner(NOTICE_OWNER, (db, _principal, ownerId) => noticeExists(db, ownerId));

  /** `GET /api/v1/notices`: paging, `keyword` (title contains), newest first; items carry `version` for deletes. */
  app.get(
    '/api/v1/notices',
    {
      config: { access: { permission: perm('notice', 'search') } },
      schema: { summary: 'Notices, newest first', tags, querystring: noticeListQuery },
    },
    async (request) => ok(request, await service.list(request.query)),
  );

  /** `GET /api/v1/notices/{id}`: title, content, attachments, version. 404 when missing or deleted. */
  app.get(
    '/api/v1/notices/:id',
    {
      config: { access: { permission: perm('notice', 'view') } },
      schema: { summary: 'One notice with its attachments', tags, params: idParam },
    },
    async (request) => ok(request, await service.detail(request.params.id)),
  );

  /** `POST /api/v1/notices`: `{ title, content, attachmentIds ≤ 10 }` (own new uploads); honours Idempotency-Key. */
  app.post(
    '/api/v1/notices',
    {
      config: { access: { permission: perm('notice', 'add') } },
      schema: { summary: 'Publish a notice', tags, body: noticeCreateRequest },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return withIdempotency(ctx.db, request, reply, principal.userId, async (tx) => ({
        statusCode: 200,
        body: ok(request, await service.create(tx, principal, request.body), 'saved'),
      }));
    },
  );

  /** `PUT /api/v1/notices/{id}`: the whole notice plus `version`; 409 CONCURRENT_MODIFICATION when stale. */
  app.put(
    '/api/v1/notices/:id',
    {
      config: { access: { permission: perm('notice', 'edit') } },
      schema: { summary: 'Edit a notice', tags, params: idParam, body: noticeUpdateRequest },
    },
    async (request) =>
      ok(request, await service.update(principalOf(request), request.params.id, request.body), 'saved'),
  );

  /** `DELETE /api/v1/notices/{id}?version=`: soft delete. */
  app.delete(
    '/api/v1/notices/:id',
    {
      config: { access: { permission: perm('notice', 'delete') } },
      schema: { summary: 'Delete a notice', tags, params: idParam, querystring: noticeDeleteQuery },
    },
    async (request) => {
      await service.remove(request.params.id, request.query.version);
      return ok(request, null, 'deleted');
    },
  );
}
