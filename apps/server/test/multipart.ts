import { randomBytes } from 'node:crypto';
import type { TestApp } from './helpers';

/**
 * A `multipart/form-data` body with one file part, built by hand for `app.inject`:
 * `{ payload, headers }`. `fileName` goes into the part header as UTF-8, as browsers send it.
 */
export function multipartFile(fileName: string, content: Buffer | string, field = 'file') {
  const boundary = `----spm${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Uploads one file as a general attachment (`POST /api/v1/attachments`, a `multipartFile` body) as
 * the holder of `token`, in the form field `field` (`file` unless given); answers the raw response.
 */
export function uploadAttachment(
  t: TestApp,
  token: string,
  fileName: string,
  content: Buffer | string,
  field?: string,
) {
  return postMultipart(t, token, '/api/v1/attachments', multipartFile(fileName, content, field));
}

/**
 * Sends a multipart body (`{ payload, headers }`, as the `multipartFile` builders here and in `xlsx.ts`
 * make it) to `url` as the holder of `token`; answers the raw response.
 */
export function postMultipart(
  t: TestApp,
  token: string,
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.auth(token), ...body.headers },
    payload: body.payload,
  });
}

/** A small valid PDF document. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 PNG image. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
