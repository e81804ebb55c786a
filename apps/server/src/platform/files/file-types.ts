/**
 * File types an upload may have (spec §9 "Upload types": Excel, Word, PDF, ZIP; plus JPG/PNG images).
 * For each declared extension: what content detection (`file-type`) must find, and the content type
 * the file is stored and served with. Old Office formats (xls, doc) are OLE compound files (`cfb`).
 */
export const FILE_TYPES = {
  xlsx: {
    detected: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  xls: { detected: ['cfb'], contentType: 'application/vnd.ms-excel' },
  docx: {
    detected: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  doc: { detected: ['cfb'], contentType: 'application/msword' },
  pdf: { detected: ['pdf'], contentType: 'application/pdf' },
  zip: { detected: ['zip'], contentType: 'application/zip' },
  jpg: { detected: ['jpg'], contentType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], contentType: 'image/jpeg' },
  png: { detected: ['png'], contentType: 'image/png' },
} as const satisfies Record<string, { detected: readonly string[]; contentType: string }>;

export type FileExtension = keyof typeof FILE_TYPES;

/** Types of general attachments (notices, claims): Excel, Word, PDF, ZIP, JPG, PNG. */
export const GENERAL_UPLOAD_TYPES: readonly FileExtension[] = [
  'xlsx',
  'xls',
  'docx',
  'doc',
  'pdf',
  'zip',
  'jpg',
  'jpeg',
  'png',
];

/** Types of pictures (parts pictures, claim images: jpg, jpeg or png, spec §5). */
export const IMAGE_UPLOAD_TYPES: readonly FileExtension[] = ['jpg', 'jpeg', 'png'];

/** General attachment name limit (spec §9 "Attachment name max": general 100). */
export const GENERAL_NAME_MAX = 100;

/**
 * The file name to keep: any client path removed (`../../etc/passwd` → `passwd`), control characters
 * dropped, surrounding blanks trimmed. The name is only shown and sent back, never used in a path.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/** The lower-case extension of a name if it is a known file type, else undefined. */
export function extensionOf(fileName: string): FileExtension | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(FILE_TYPES, ext) ? (ext as FileExtension) : undefined;
}

/** A byte count for messages: `10 MB`, `2 KB`. */
export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${Number((bytes / mb).toFixed(1))} MB`;
  return `${Number((bytes / 1024).toFixed(1))} KB`;
}
