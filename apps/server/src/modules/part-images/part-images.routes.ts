import { partImageEndpoints as endpoints, partImageCreateFields } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../platform/context';
import { AppError, requiredFieldError } from '../../platform/errors';
import { createAttachmentService, registerAttachmentOwner } from '../../platform/files/attachment.service';
import { routesOf } from '../../platform/http/routes';
import { requestLanguage } from '../../platform/i18n/language';
import { partImageExport } from './part-images.export';
import { createPartImageService, PART_IMAGE_OWNER, PART_IMAGE_RULES } from './part-images.service';

const TITLE_MAX = 50;

/** The `file` part of a multipart upload with the text fields sent before it, checked like the form. */
async function pictureUpload(request: FastifyRequest) {
  const part = await request.file({ limits: { fileSize: PART_IMAGE_RULES.maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw requiredFieldError('file');
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

/** Parts picture query (spec §2 `/partsImageQuery/index`), declared in `partImageEndpoints`. */
export async function partImageRoutes(app: App, ctx: AppContext) {
  const files = createAttachmentService(ctx);
  const service = createPartImageService({
    db: ctx.db,
    files,
    businessTz: ctx.config.businessTz,
    now: ctx.now,
  });
  // A picture's attachment is readable (GET /api/v1/attachments/{id}/download) by whoever may download pictures.
  registerAttachmentOwner(ctx, PART_IMAGE_OWNER, (db, principal, ownerId) =>
    principal.permissions.has(perm('partsImage', 'download'))
      ? service.exists(db, ownerId)
      : Promise.resolve(false),
  );

  const r = routesOf(app, ctx);

  r.read(endpoints.list, perm('partsImage', 'search'), ({ query }, _p, request) =>
    service.list(query, requestLanguage(request)),
  );
  r.export(endpoints.export, partImageExport(service));
  r.read(endpoints.detail, perm('partsImage', 'view'), ({ params }, _p, request) =>
    service.get(params.id, requestLanguage(request)),
  );
  // The picture is streamed to storage before its row is written, so the upload cannot sit inside the
  // pipeline's one transaction: the service writes the row in its own short transaction.
  r.read(
    endpoints.create,
    { access: perm('partsImage', 'add'), message: 'saved' },
    async (_input, principal, request) => {
      const upload = await pictureUpload(request);
      return service.create(principal, upload.fields, upload.file, upload.fileName, requestLanguage(request));
    },
  );
  r.command(endpoints.update, perm('partsImage', 'edit'), (tx, _principal, { params, body }, { request }) =>
    service.update(tx, params.id, body, requestLanguage(request)),
  );
  r.command(endpoints.remove, perm('partsImage', 'delete'), (tx, principal, { params, query }, effects) =>
    service.remove(tx, principal, params.id, query.version, effects),
  );
  r.download(endpoints.download, perm('partsImage', 'download'), async ({ params }, _p, reply) =>
    files.sendDownload(reply, await service.attachmentOf(params.id)),
  );
  r.download(
    endpoints.content,
    {
      access: perm('partsImage', 'view'),
      route: {
        onSend: async (_request, reply, payload) => {
          const disposition = reply.getHeader('content-disposition');
          if (typeof disposition === 'string')
            reply.header('content-disposition', disposition.replace(/^attachment/, 'inline'));
          return payload;
        },
      },
    },
    async ({ params }, _p, reply) => {
      const attachment = await service.attachmentOf(params.id);
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
      return files.sendDownload(reply, attachment);
    },
  );
}
