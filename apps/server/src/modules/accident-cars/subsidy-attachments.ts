import type { AttachmentInfo } from '@spm/contracts';
import type { RuleViolation } from '@spm/domain';
import {
  SUBSIDY_ATTACHMENT_MAX_BYTES,
  SUBSIDY_ATTACHMENT_NAME_MAX,
  type SubsidyFileType,
  subsidyAttachmentKind,
  violation,
} from '@spm/domain';
import type { UploadRules } from '../../platform/files/attachment.service';
import { FILE_TYPES, type FileExtension, formatBytes } from '../../platform/files/file-types';

/** The attachment owner type of subsidy applications. */
export const SUBSIDY_OWNER = 'subsidy';

const EXTENSIONS: Record<SubsidyFileType, readonly FileExtension[]> = {
  xlsx: ['xlsx'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  pdf: ['pdf'],
};

/** The file extensions of an attachment kind (e.g. scene photos: jpg, jpeg, png). */
export function kindExtensions(kind: string): FileExtension[] {
  const k = subsidyAttachmentKind(kind);
  return k ? k.types.flatMap((t) => EXTENSIONS[t]) : [];
}

/** Upload rules of a kind (spec §5, §9): its types by content, 5 MB, name ≤ 30 characters. */
export function kindUploadRules(kind: string): UploadRules {
  return {
    allowedTypes: kindExtensions(kind),
    maxBytes: SUBSIDY_ATTACHMENT_MAX_BYTES,
    maxNameLength: SUBSIDY_ATTACHMENT_NAME_MAX,
  };
}

/**
 * An attached file against its kind (uploads may also come through the general upload): its content
 * type one of the kind's (SUBSIDY_ATTACHMENT_TYPE {field: the kind, allowed}), at most 5 MB (PAYLOAD_TOO_LARGE
 * {limit}), name at most 30 characters (FILE_NAME_TOO_LONG {max}); field `attachments[i]`. Null when fine.
 */
export function checkKindOfFile(file: AttachmentInfo, kind: string, field: string): RuleViolation | null {
  const k = subsidyAttachmentKind(kind);
  const extensions = kindExtensions(kind);
  const contentTypes = new Set<string>(extensions.map((e) => FILE_TYPES[e].contentType));
  if (!k || !contentTypes.has(file.contentType))
    return violation(
      'SUBSIDY_ATTACHMENT_TYPE',
      { field: kind, allowed: extensions.join(', ') || '-' },
      field,
    );
  if (file.size > SUBSIDY_ATTACHMENT_MAX_BYTES)
    return violation('PAYLOAD_TOO_LARGE', { limit: formatBytes(SUBSIDY_ATTACHMENT_MAX_BYTES) }, field);
  if ([...file.fileName].length > SUBSIDY_ATTACHMENT_NAME_MAX)
    return violation('FILE_NAME_TOO_LONG', { max: SUBSIDY_ATTACHMENT_NAME_MAX }, field);
  return null;
}
