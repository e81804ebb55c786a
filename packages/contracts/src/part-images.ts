import { z } from 'zod';
import { isoDate, optionalText, pageQuery, version } from './common.js';

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
export interface PartImageItem {
  id: number;
  partCode: string;
  /** Part name in the caller's language. */
  partName: string;
  title: string;
  fileName: string;
  /** Bytes. */
  size: number;
  contentType: string;
  uploadedAt: string;
  uploaderName: string;
  version: number;
}
