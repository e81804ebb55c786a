import { z } from 'zod';
import { idParam, isoDate, noData, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint, FILE_RESPONSE } from './endpoint.js';
import { exportEndpoints } from './excel.js';

/**
 * `GET /api/v1/part-images` query (spec §2 parts picture query): part code prefix, a keyword in the
 * part name or picture title, upload date range; newest first unless `sort` says otherwise
 * (`partCode`, `title`, `uploadedAt`, with `-` for descending).
 */
export const partImageListQuery = pageQuery.extend({
  partCode: optionalText(40),
  keyword: optionalText(50),
  uploadedFrom: isoDate.optional(),
  uploadedTo: isoDate.optional(),
});
export type PartImageListQuery = z.infer<typeof partImageListQuery>;

/** Text fields of the multipart `POST /api/v1/part-images` (sent before the `file` field). */
export const partImageCreateFields = z.object({
  partCode: z.string().trim().min(1).max(40),
  /** Empty: the file name without its extension. */
  title: optionalText(50),
});
export type PartImageCreateFields = z.infer<typeof partImageCreateFields>;

/** `PUT /api/v1/part-images/{id}`: move the picture to another part and/or retitle it. */
export const partImageUpdateRequest = z.object({
  partCode: z.string().trim().min(1).max(40),
  title: z.string().trim().min(1).max(50),
  version,
});
export type PartImageUpdateRequest = z.infer<typeof partImageUpdateRequest>;

/** `?version=` of a delete. */
export const partImageDeleteQuery = z.object({ version });

/** A picture as the list and the edit dialog show it. */
export const partImageItem = z.object({
  id: z.number().int(),
  partCode: z.string(),
  /** Part name in the caller's language. */
  partName: z.string(),
  title: z.string(),
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
  uploaderName: z.string(),
  version: z.number().int(),
});
export type PartImageItem = z.infer<typeof partImageItem>;

const tags = ['part-images'];

/** Parts picture query (spec §2 `/partsImageQuery/index`): list, add, edit, delete, download, preview. */
export const partImageEndpoints = {
  /** `partCode` prefix, `keyword` (part name or title), upload dates inclusive; `sort` partCode, title, uploadedAt. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/part-images',
    summary: 'Parts pictures',
    tags,
    query: partImageListQuery,
    response: pageOf(partImageItem),
  }),
  /** The picture list as .xlsx (permission `partsImage:export`), the list's filters and sort. */
  export: exportEndpoints({
    path: '/api/v1/part-images/export',
    query: partImageListQuery,
    summary: 'Export the parts picture list (.xlsx)',
    tags,
  }),
  /** 404 when missing. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/part-images/:id',
    summary: 'One part picture',
    tags,
    params: idParam,
    response: partImageItem,
  }),
  /**
   * Multipart: fields `partCode`, optional `title` (≤ 50), then `file` (jpg/jpeg/png by content, ≤ 4 MB,
   * name ≤ 50). 400 VALIDATION_FAILED (PART_IMAGE_TITLE_INVALID, REQUIRED), 413 PAYLOAD_TOO_LARGE,
   * 415 UNSUPPORTED_MEDIA_TYPE, 422 FILE_NAME_TOO_LONG | PART_NOT_FOUND | FILE_EMPTY.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/part-images',
    summary: 'Add a part picture (multipart)',
    tags,
    body: 'multipart',
    response: partImageItem,
  }),
  /** `{ partCode, title, version }`; 409 CONCURRENT_MODIFICATION when stale. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/part-images/:id',
    summary: 'Edit a part picture',
    tags,
    params: idParam,
    body: partImageUpdateRequest,
    response: partImageItem,
  }),
  /** `?version=`; removes the picture and its file. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/part-images/:id',
    summary: 'Delete a part picture',
    tags,
    params: idParam,
    query: partImageDeleteQuery,
    response: noData,
  }),
  /** The picture as a download (`attachment`, nosniff). */
  download: defineEndpoint({
    method: 'GET',
    path: '/api/v1/part-images/:id/download',
    summary: 'Download a part picture',
    tags,
    params: idParam,
    response: FILE_RESPONSE,
  }),
  /** The picture for preview: `inline`, its stored image type, nosniff, a sandboxing CSP. */
  content: defineEndpoint({
    method: 'GET',
    path: '/api/v1/part-images/:id/content',
    summary: 'Preview a part picture (inline)',
    tags,
    params: idParam,
    response: FILE_RESPONSE,
  }),
};
