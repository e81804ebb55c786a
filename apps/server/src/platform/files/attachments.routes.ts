import { platformEndpoints as endpoints } from '@spm/contracts';
import type { App, AppContext } from '../context';
import { download, read } from '../http/endpoint';
import { createAttachmentService } from './attachment.service';
import { GENERAL_NAME_MAX, GENERAL_UPLOAD_TYPES } from './file-types';

const signedIn = { access: { permission: 'authenticated' } } as const;

/**
 * Upload and download of general attachments (spec §2 notice centre, §9 upload types and limits),
 * declared in `platformEndpoints.upload` / `attachmentDownload`.
 */
export async function attachmentRoutes(app: App, ctx: AppContext) {
  const files = createAttachmentService(ctx);

  /**
   * Multipart field `file`: Excel, Word, PDF, ZIP, JPG or PNG by content, at most `UPLOAD_MAX_BYTES`,
   * name ≤ 100 characters. Answers `{ id, fileName, size, contentType, uploadedAt, uploaderName }`; the
   * upload stays private to its uploader until a document takes it. The file is streamed to storage
   * while it arrives, so the attachment service keeps its own write rather than a command transaction.
   * Errors: 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 422 FILE_NAME_TOO_LONG | FILE_EMPTY.
   */
  read(app, endpoints.upload, { ...signedIn, message: 'saved' }, async (_input, principal, request) => {
    return files.receive(request, principal.userId, {
      allowedTypes: GENERAL_UPLOAD_TYPES,
      maxBytes: ctx.config.uploadMaxBytes,
      maxNameLength: GENERAL_NAME_MAX,
    });
  });

  /**
   * The file, when the caller may read the document it belongs to (an unowned upload: only its
   * uploader); otherwise 404 exactly like a missing one.
   */
  download(app, endpoints.attachmentDownload, signedIn, async ({ params }, principal, reply) =>
    files.sendDownload(reply, await files.open(params.id, principal)),
  );
}
