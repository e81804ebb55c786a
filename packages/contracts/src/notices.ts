import { z } from 'zod';
import { idParam, noData, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints } from './excel.js';

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
export const attachmentInfo = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
  uploaderName: z.string(),
});
export type AttachmentInfo = z.infer<typeof attachmentInfo>;

/** A notice in the list; `version` for a delete straight from the list. */
export const noticeListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  publisherName: z.string(),
  attachmentCount: z.number().int(),
  version: z.number().int(),
});
export type NoticeListItem = z.infer<typeof noticeListItem>;

/** One notice with its attachments. */
export const noticeDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
  publisherName: z.string(),
  attachments: z.array(attachmentInfo.omit({ contentType: true })),
  version: z.number().int(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

const tags = ['notices'];

/** The notice centre's endpoints (spec §2 "notice centre"). */
export const noticeEndpoints = {
  /** Newest first; `keyword` matches the title. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/notices',
    summary: 'Notices, newest first',
    tags,
    query: noticeListQuery,
    response: pageOf(noticeListItem),
  }),
  /** The notice list as .xlsx (permission `notice:export`), the list's keyword and sort. */
  export: exportEndpoints({
    path: '/api/v1/notices/export',
    query: noticeListQuery,
    summary: 'Export the notices (.xlsx)',
    tags,
  }),
  /** 404 when missing or deleted. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/notices/:id',
    summary: 'One notice with its attachments',
    tags,
    params: idParam,
    response: noticeDetail,
  }),
  /** Attachments are the caller's own new uploads; honours Idempotency-Key. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/notices',
    summary: 'Publish a notice',
    tags,
    body: noticeCreateRequest,
    response: noticeDetail,
  }),
  /** The whole notice plus `version`; 409 CONCURRENT_MODIFICATION when stale. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/notices/:id',
    summary: 'Edit a notice',
    tags,
    params: idParam,
    body: noticeUpdateRequest,
    response: noticeDetail,
  }),
  /** Soft delete; `?version=`. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/notices/:id',
    summary: 'Delete a notice',
    tags,
    params: idParam,
    query: noticeDeleteQuery,
    response: noData,
  }),
};
