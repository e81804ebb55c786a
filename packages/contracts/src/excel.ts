import { z } from 'zod';
import { defineEndpoint, FILE_RESPONSE } from './endpoint.js';

/** One row error of an import (first 50 in the answer; all of them in the feedback file). */
export const importRowError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});

/**
 * Answer of an import upload: the result, or `queued` for a large file running as a background job
 * (poll `GET /api/v1/jobs/{jobId}`, whose `result` has this shape). `failed > 0` means nothing was saved.
 */
export const importAnswer = z.object({
  jobId: z.string().nullable(),
  sheet: z.string(),
  fileName: z.string(),
  status: z.enum(['succeeded', 'failed', 'queued']),
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  feedbackFileId: z.number().int().nullable(),
  feedbackUrl: z.string().nullable(),
  errors: z.array(importRowError),
});
export type ImportAnswerData = z.infer<typeof importAnswer>;

/** Answer of a request for a background job. */
export const jobAccepted = z.object({ jobId: z.string() });

/**
 * The two endpoints of an Excel export (spec §6 "export"): `file` (`GET <path>`, filters in the query
 * string, the .xlsx at once) and `job` (`POST <path>/jobs`, the same filters as JSON body, a background
 * job whose result is `{ fileId, fileName, rows }`).
 */
export function exportEndpoints<const P extends `/${string}`, Q extends z.ZodType>(def: {
  path: P;
  query: Q;
  summary: string;
  tags: readonly string[];
}): ExportEndpoints<Q, P> {
  return {
    file: defineEndpoint({
      method: 'GET',
      path: def.path,
      summary: def.summary,
      tags: def.tags,
      query: def.query,
      response: FILE_RESPONSE,
    }),
    job: defineEndpoint({
      method: 'POST',
      path: `${def.path}/jobs` as `${P}/jobs` & `/${string}`,
      summary: `${def.summary} (background job)`,
      tags: def.tags,
      body: def.query,
      response: jobAccepted,
    }),
  };
}

/** The endpoints `exportEndpoints` declares. */
export interface ExportEndpoints<Q extends z.ZodType = z.ZodType, P extends `/${string}` = `/${string}`> {
  file: {
    method: 'GET';
    path: P;
    summary: string;
    tags: readonly string[];
    query: Q;
    response: typeof FILE_RESPONSE;
  };
  job: {
    method: 'POST';
    path: `${P}/jobs` & `/${string}`;
    summary: string;
    tags: readonly string[];
    body: Q;
    response: typeof jobAccepted;
  };
}

/** An Excel import endpoint: `POST <path>`, multipart field `file` (an .xlsx made from the template). */
export const importEndpoint = <const P extends `/${string}`>(def: {
  path: P;
  summary: string;
  tags: readonly string[];
}) =>
  defineEndpoint({
    method: 'POST',
    path: def.path,
    summary: def.summary,
    tags: def.tags,
    body: 'multipart',
    response: importAnswer,
  });
