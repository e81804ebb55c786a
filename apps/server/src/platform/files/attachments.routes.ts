import { idParam } from '@spm/contracts';
import { principalOf } from '../access/access.plugin';
import type { App, AppContext } from '../context';
import { AppError } from '../errors';
import { ok } from '../http/envelope';
import { createAttachmentService } from './attachment.service';
import { GENERAL_NAME_MAX, GENERAL_UPLOAD_TYPES } from './file-types';

/** Upload and download of general attachments (spec §2 notice centre, §9 upload types and limits). */
export async function attachmentRoutes(app: App, ctx: AppContext) {
  const files = createAttachmentService(ctx);

  /**
   * `POST /api/v1/attachments`, multipart field `file`: Excel, Word, PDF, ZIP, JPG or PNG by content,
   * at most `UPLOAD_MAX_BYTES`, name ≤ 100 characters. Answers `{ id, fileName, size, contentType,
   * uploadedAt, uploaderName }`; the upload stays private to its uploader until a document takes it.
   * Errors: 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 422 FILE_NAME_TOO_LONG | FILE_EMPTY.
   */
  app.post(
    '/api/v1/attachments',
    {
      config: { access: { permission: 'authenticated' } },
      schema: {
        summary: 'Upload a file (multipart field `file`)',
        tags: ['attachments'],
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const part = await request.file();
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError('VALIDATION_FAILED', {}, [
          { field: 'file', code: 'REQUIRED', params: { field: 'file' } },
        ]);
      }
      const info = await files.save(part.file, part.filename, principal.userId, {
        allowedTypes: GENERAL_UPLOAD_TYPES,
        maxBytes: ctx.config.uploadMaxBytes,
        maxNameLength: GENERAL_NAME_MAX,
      });
      return ok(request, info, 'saved');
    },
  );

  /**
   * `GET /api/v1/attachments/{id}/download`: the file, when the caller may read the document it
   * belongs to (an unowned upload: only its uploader); otherwise 404 exactly like a missing one.
   */
  app.get(
    '/api/v1/attachments/:id/download',
    {
      config: { access: { permission: 'authenticated' } },
      schema: { summary: 'Download an attachment', tags: ['attachments'], params: idParam },
    },
    async (request, reply) => {
      const row = await files.open(request.params.id, principalOf(request));
      return files.sendDownload(reply, row);
    },
  );
}
