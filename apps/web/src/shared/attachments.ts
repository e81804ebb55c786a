import { type AttachmentInfo, platformEndpoints } from '@spm/contracts';
import { urlOf } from '../app/api/endpoint';
import { upload } from '../app/api/transfer';

/** An uploaded file (`POST /api/v1/attachments` data); detail pages may omit the content type. */
export type Attachment = Omit<AttachmentInfo, 'contentType'> & { contentType?: string };

export const uploadAttachment = (file: File, onProgress?: (percent: number) => void) =>
  upload<Attachment>(urlOf(platformEndpoints.upload, {}).path, file, { onProgress });

export const attachmentDownloadUrl = (id: Attachment['id']) =>
  urlOf(platformEndpoints.attachmentDownload, { params: { id } }).path;

/** Client-side checks before sending a file: extension, size, name length (spec §9). */
export function checkFile(
  file: File,
  limits: { accept: string; maxMb: number; nameMax: number },
): { code: 'type' | 'size' | 'name'; value: string | number } | null {
  const ext = file.name.includes('.') ? `.${file.name.split('.').pop()?.toLowerCase()}` : '';
  const allowed = limits.accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.length > 0 && !allowed.includes(ext)) return { code: 'type', value: limits.accept };
  if (file.size > limits.maxMb * 1024 * 1024) return { code: 'size', value: limits.maxMb };
  if ([...file.name].length > limits.nameMax) return { code: 'name', value: limits.nameMax };
  return null;
}
