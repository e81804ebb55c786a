import { CLAIM_PHOTO_MAX_BYTES, CLAIM_PHOTO_NAME_MAX } from '@spm/domain';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { AttachmentService, UploadRules } from '../../platform/files/attachment.service';
import { FILE_TYPES, formatBytes, IMAGE_UPLOAD_TYPES } from '../../platform/files/file-types';
import { CLAIM_OWNER } from './claims.repository';

/** Upload rules of claim photos (spec §9): jpg, jpeg or png by content, 4 MB each, name ≤ 50 characters. */
export const CLAIM_PHOTO_RULES: UploadRules = {
  allowedTypes: IMAGE_UPLOAD_TYPES,
  maxBytes: CLAIM_PHOTO_MAX_BYTES,
  maxNameLength: CLAIM_PHOTO_NAME_MAX,
};

const IMAGE_CONTENT_TYPES = new Set<string>(IMAGE_UPLOAD_TYPES.map((ext) => FILE_TYPES[ext].contentType));

/**
 * Checks the photos a claim took (uploads may also come through the general upload): each must be an
 * image by content, within 4 MB and with a name of at most 50 characters.
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (415) | PAYLOAD_TOO_LARGE (413) | FILE_NAME_TOO_LONG (422)
 */
export async function checkClaimPhotos(q: DbOrTx, files: AttachmentService, claimId: number): Promise<void> {
  const photos = (await files.listOwned(q, CLAIM_OWNER, [claimId])).get(claimId) ?? [];
  for (const photo of photos) {
    if (!IMAGE_CONTENT_TYPES.has(photo.contentType))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { allowed: IMAGE_UPLOAD_TYPES.join(', ') });
    if (photo.size > CLAIM_PHOTO_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', { limit: formatBytes(CLAIM_PHOTO_MAX_BYTES) });
    if ([...photo.fileName].length > CLAIM_PHOTO_NAME_MAX)
      throw new AppError('FILE_NAME_TOO_LONG', { max: CLAIM_PHOTO_NAME_MAX });
  }
}
