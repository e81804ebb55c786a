import {
  idParam,
  partImageCreateFields,
  partImageDeleteQuery,
  partImageListQuery,
  partImageUpdateRequest,
} from '@spm/contracts';
import { perm } from '@spm/domain';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/i18n/language';
import { createPartImageService, PART_IMAGE_OWNER, PART_IMAGE_RULES } from './part-images.service';

const tags = ['part-images'];
const TITLE_MAX = 50;

/** The `file` part of a multipart upload with the text fields sent before it, checked like the form. */
async function pictureUpload(request: FastifyRequest) {
  const part = await request.file({ limits: { fileSize: PART_IMAGE_RULES.maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('VALIDATION_FAILED', {}, [
      { field: 'file', code: 'REQUIRED', params: { field: 'file' } },
    ]);
  }
  const field = (name: string) => {
    const f = part.fields[name];
    const one = Array.isArray(f) ? f[0] : f;
    return one && 'value' in one ? one.value : undefined;
  };
  const parsed = partImageCreateFields.safeParse({
    partCode: field('partCode') ?? '',
    title: field('title'),
  });
  if (!parsed.success) {
    part.file.resume();
    const fieldErrors = parsed.error.issues.map((i) =>
      i.path[0] === 'title'
        ? { field: 'title', code: 'PART_IMAGE_TITLE_INVALID' as const, params: { max: TITLE_MAX } }
        : { field: 'partCode', code: 'REQUIRED' as const, params: { field: 'partCode' } },
    );
    throw new AppError('VALIDATION_FAILED', {}, fieldErrors);
  }
  return { fields: parsed.data, file: part.file, fileName: part.filename };
}

/** Parts picture query (spec §2 `/partsImageQuery/index`): list, add, edit, delete, download, preview. */
export async function partImageRoutes(app: App, ctx: AppContext) {
  const files = createAttachmentService(ctx);
  const service = createPartImageService({ db: ctx.db, files, businessTz: ctx.config.businessTz });
  // A picture's attachment is readable (GET /api/v1/attachments/{id}/download) by whoever may download pictures.
  registerAttachmentOwner(PART_IMAGE_OWNER, (db, principal, ownerId) =>
    principal.permissions.has(perm('partsImage', 'download'))
      ? service.exists(db, ownerId)
      : Promise.resolve(false),
  );

  /**
   * `GET /api/v1/part-images`: `partCode` (prefix), `keyword` (part name or title), `uploadedFrom`,
   * `uploadedTo` (yyyy-MM-dd, inclusive), paging, `sort` → `{ items: [{ id, partCode, partName, title,
   * fileName, size, contentType, uploadedAt, uploaderName, version }], total, page, pageSize }`.
   */
  app.get(
    '/api/v1/part-images',
    {
      config: { access: { permission: perm('partsImage', 'search') } },
      schema: { summary: 'Parts pictures', tags, querystring: partImageListQuery },
    },
    async (request) => ok(request, await service.list(request.query, requestLanguage(request))),
  );

  /** `GET /api/v1/part-images/{id}`: one picture's data. */
  app.get(
    '/api/v1/part-images/:id',
    {
      config: { access: { permission: perm('partsImage', 'view') } },
      schema: { summary: 'One part picture', tags, params: idParam },
    },
    async (request) => ok(request, await service.get(request.params.id, requestLanguage(request))),
  );

  /**
   * `POST /api/v1/part-images`, multipart: fields `partCode`, optional `title` (≤ 50), then `file`
   * (jpg/jpeg/png by content, ≤ 4 MB, name ≤ 50 characters). Answers the new picture. Errors: 400
   * VALIDATION_FAILED (PART_IMAGE_TITLE_INVALID, REQUIRED), 413 PAYLOAD_TOO_LARGE, 415
   * UNSUPPORTED_MEDIA_TYPE, 422 FILE_NAME_TOO_LONG | PART_NOT_FOUND | FILE_EMPTY.
   */
  app.post(
    '/api/v1/part-images',
    {
      config: { access: { permission: perm('partsImage', 'add') } },
      schema: { summary: 'Add a part picture (multipart)', tags, consumes: ['multipart/form-data'] },
    },
    async (request) => {
      const upload = await pictureUpload(request);
      const item = await service.create(
        principalOf(request),
        upload.fields,
        upload.file,
        upload.fileName,
        requestLanguage(request),
      );
      return ok(request, item, 'saved');
    },
  );

  /** `PUT /api/v1/part-images/{id}`: `{ partCode, title, version }`. 409 CONCURRENT_MODIFICATION when stale. */
  app.put(
    '/api/v1/part-images/:id',
    {
      config: { access: { permission: perm('partsImage', 'edit') } },
      schema: { summary: 'Edit a part picture', tags, params: idParam, body: partImageUpdateRequest },
    },
    async (request) =>
      ok(request, await service.update(request.params.id, request.body, requestLanguage(request)), 'saved'),
  );

  /** `DELETE /api/v1/part-images/{id}?version=`: removes the picture and its file. */
  app.delete(
    '/api/v1/part-images/:id',
    {
      config: { access: { permission: perm('partsImage', 'delete') } },
      schema: { summary: 'Delete a part picture', tags, params: idParam, querystring: partImageDeleteQuery },
    },
    async (request) => {
      await service.remove(principalOf(request), request.params.id, request.query.version);
      return ok(request, null, 'deleted');
    },
  );

  /** `GET /api/v1/part-images/{id}/download`: the picture as a download (`attachment`, nosniff). */
  app.get(
    '/api/v1/part-images/:id/download',
    {
      config: { access: { permission: perm('partsImage', 'download') } },
      schema: { summary: 'Download a part picture', tags, params: idParam },
    },
    async (request, reply) => files.sendDownload(reply, await service.attachmentOf(request.params.id)),
  );

  /**
   * `GET /api/v1/part-images/{id}/content`: the picture for preview — `Content-Disposition: inline`, its
   * stored image content type (checked by content on upload), `X-Content-Type-Options: nosniff`.
   */
  app.get(
    '/api/v1/part-images/:id/content',
    {
      config: { access: { permission: perm('partsImage', 'view') } },
      schema: { summary: 'Preview a part picture (inline)', tags, params: idParam },
      onSend: async (_request, reply, payload) => {
        const disposition = reply.getHeader('content-disposition');
        if (typeof disposition === 'string')
          reply.header('content-disposition', disposition.replace(/^attachment/, 'inline'));
        return payload;
      },
    },
    async (request, reply) => {
      const attachment = await service.attachmentOf(request.params.id);
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
      return files.sendDownload(reply, attachment);
    },
  );
}
