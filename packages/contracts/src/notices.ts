import { z } from 'zod';
import { optionalText, pageQuery, version } from './common.js';

/** `GET /api/v1/notices` query: paging and a title keyword; newest first. */
export const noticeListQuery = pageQuery.extend({ keyword: optionalText(100) });

/** Body of `POST /api/v1/notices`: plain-text content; attachments are the caller's own new uploads. */
export const noticeCreateRequest = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(20_000),
  attachmentIds: z.array(z.number().int().min(1)).max(10).default([]),
});
export type NoticeCreateRequest = z.infer<typeof noticeCreateRequest>;

/** Body of `PUT /api/v1/notices/{id}`: the full notice (attachments are the final list) plus `version`. */
export const noticeUpdateRequest = noticeCreateRequest.extend({ version });
export type NoticeUpdateRequest = z.infer<typeof noticeUpdateRequest>;

/** `?version=` of a delete. */
export const noticeDeleteQuery = z.object({ version });

/** An uploaded file as lists and detail pages show it (`POST /api/v1/attachments` answer). */
export interface AttachmentInfo {
  id: number;
  fileName: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  uploaderName: string;
}

export interface NoticeListItem {
  id: number;
  title: string;
  publishedAt: string;
  publisherName: string;
  attachmentCount: number;
  /** For a delete straight from the list. */
  version: number;
}

export interface NoticeDetail {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
  publisherName: string;
  attachments: Omit<AttachmentInfo, 'contentType'>[];
  version: number;
}
