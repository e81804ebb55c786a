import { z } from 'zod';
import { idParam, noData } from './common.js';
import { defineEndpoint, FILE_RESPONSE } from './endpoint.js';
import { attachmentInfo } from './notices.js';

/** `:id` of a background job. */
export const jobIdParam = z.object({ id: z.uuid() });

/**
 * A background job as its owner sees it (ARCHITECTURE §1 "background jobs"). `result` is the handler's
 * answer once `succeeded` (an import: `importAnswer`; an export: `{ fileId, fileName, rows }`), else
 * null; `error` in the caller's language once `failed`, else null. Timestamps ISO 8601.
 */
export const jobView = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  /** 0-100. */
  progress: z.number().int(),
  result: z.unknown(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobViewData = z.infer<typeof jobView>;

/** An Excel import template of one page's button (template centre, spec §2); labels in the caller's language. */
export const templateItem = z.object({
  key: z.string(),
  page: z.string(),
  button: z.string(),
  templateName: z.string(),
  pageKey: z.string(),
  action: z.string(),
});
export type TemplateItem = z.infer<typeof templateItem>;

/** `:key` of an import template. */
export const templateKeyParam = z.object({ key: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,59}$/) });

/** Bounds of a browser error report (docs/operations.md "Browser errors"). */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, pageUrl: 500, reports: 5 } as const;

/**
 * One browser error (spec §"the error log is enabled in production"): `kind` is the window event it
 * came from, `message` ≤ 500 characters, `stack` ≤ 4000, `pageUrl` (the page's address, without
 * its query) ≤ 500, `count` how many times the browser saw it since its last report (1-1000).
 */
export const clientErrorReport = z.object({
  kind: z.enum(['error', 'unhandledrejection']),
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  pageUrl: z.string().max(CLIENT_ERROR_LIMITS.pageUrl).optional(),
  count: z.number().int().min(1).max(1000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

/** The body of `POST /api/v1/client-errors`: 1 to 5 reports. */
export const clientErrorsRequest = z.object({
  reports: z.array(clientErrorReport).min(1).max(CLIENT_ERROR_LIMITS.reports),
});
export type ClientErrorsRequest = z.infer<typeof clientErrorsRequest>;

/** Background jobs, the template centre and general attachments (every signed-in user). */
export const platformEndpoints = {
  /**
   * My own job (another user's answers 404 like a missing one); polled about once a second. A job
   * whose server process died answers `failed` with JOB_INTERRUPTED.
   */
  job: defineEndpoint({
    method: 'GET',
    path: '/api/v1/jobs/:id',
    summary: 'Status, progress and result of my background job',
    tags: ['jobs'],
    params: jobIdParam,
    response: jobView,
  }),
  /** Only the templates of imports I may run. */
  templates: defineEndpoint({
    method: 'GET',
    path: '/api/v1/templates',
    summary: 'Import templates I may use',
    tags: ['excel'],
    response: z.array(templateItem),
  }),
  /** Header row, example row and notes sheet in my language; 404 for an unknown key or an import I may not run. */
  templateDownload: defineEndpoint({
    method: 'GET',
    path: '/api/v1/templates/:key/download',
    summary: 'Download an import template',
    tags: ['excel'],
    params: templateKeyParam,
    response: FILE_RESPONSE,
  }),
  /**
   * Multipart field `file`: Excel, Word, PDF, ZIP, JPG or PNG by content, at most `UPLOAD_MAX_BYTES`,
   * name ≤ 100 characters; private to its uploader until a document takes it. 413 PAYLOAD_TOO_LARGE,
   * 415 UNSUPPORTED_MEDIA_TYPE, 422 FILE_NAME_TOO_LONG | FILE_EMPTY.
   */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/v1/attachments',
    summary: 'Upload a file (multipart field `file`)',
    tags: ['attachments'],
    body: 'multipart',
    response: attachmentInfo,
  }),
  /**
   * Browser errors of a signed-in user, written to the server log at warn level (docs/operations.md
   * "Browser errors"); answers `data: null`. Rate-limited per user (`CLIENT_ERROR_RATE_LIMIT_PER_MINUTE`,
   * 429 RATE_LIMITED); a body past the bounds answers 400 VALIDATION_FAILED.
   */
  clientErrors: defineEndpoint({
    method: 'POST',
    path: '/api/v1/client-errors',
    summary: 'Report browser errors to the server log',
    tags: ['platform'],
    body: clientErrorsRequest,
    response: noData,
  }),
  /** When I may read the document it belongs to (an unowned upload: only its uploader); else 404. */
  attachmentDownload: defineEndpoint({
    method: 'GET',
    path: '/api/v1/attachments/:id/download',
    summary: 'Download an attachment',
    tags: ['attachments'],
    params: idParam,
    response: FILE_RESPONSE,
  }),
};
