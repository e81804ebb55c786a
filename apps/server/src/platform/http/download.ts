import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition` value for a file download (API.md "Downloads"):
 * `attachment; filename*=UTF-8''<percent-encoded name>` (RFC 6266 / RFC 8187), so Chinese names survive
 * and no quote or line break from the name can break the header.
 */
export function contentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

/** A file to download: its bytes (or a stream of them), content type and the name it is saved under. */
export interface DownloadFile {
  contentType: string;
  fileName: string;
  body: Buffer | Readable;
  /** Its size in bytes, when known before sending (`Content-Length`). */
  length?: number;
}

/**
 * Sends `file` as a download (API.md "Downloads"): its content type, `Content-Disposition: attachment`
 * with the UTF-8 name, `X-Content-Type-Options: nosniff`, and `Cache-Control: private, no-store`, so a
 * user's documents stay out of shared caches.
 */
export function sendDownload(reply: FastifyReply, file: DownloadFile): FastifyReply {
  if (file.length !== undefined) reply.header('content-length', file.length);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** Sends a printed document (`{ fileName, pdf }`, the print modules' answer) as a PDF download. */
export const sendPdf = (reply: FastifyReply, file: { fileName: string; pdf: Buffer }): FastifyReply =>
  sendDownload(reply, { contentType: 'application/pdf', fileName: file.fileName, body: file.pdf });
