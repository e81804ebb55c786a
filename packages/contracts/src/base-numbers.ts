import { z } from 'zod';
import { noData, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints } from './excel.js';
import { nullableText } from './part-fields.js';

/** `GET /api/v1/base-numbers` query. */
export const baseNumberListQuery = pageQuery.extend({ keyword: optionalText(50) });
/** `POST /api/v1/base-numbers`. */
export const baseNumberCreateRequest = z.object({
  baseNumber: z.string().trim().min(1).max(40),
  nameZh: z.string().trim().min(1).max(200),
  nameEn: z.string().trim().min(1).max(200),
  remark: nullableText(500),
});
export type BaseNumberCreateRequest = z.infer<typeof baseNumberCreateRequest>;
/** `PUT /api/v1/base-numbers/{baseNumber}`. */
export const baseNumberUpdateRequest = baseNumberCreateRequest.omit({ baseNumber: true }).extend({ version });
export type BaseNumberUpdateRequest = z.infer<typeof baseNumberUpdateRequest>;
/** `{baseNumber}` path parameter (upper-cased by the server). */
export const baseNumberParam = z.object({ baseNumber: z.string().trim().min(1).max(40) });
/** `?version=` of a delete. */
export const versionQuery = z.object({ version });

/** A base number as lists and the edit dialog show it; `partCount` parts name it. */
export const baseNumberItem = z.object({
  baseNumber: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  remark: z.string().nullable(),
  partCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type BaseNumberItem = z.infer<typeof baseNumberItem>;

const tags = ['base numbers'];

/** Service-part base number maintenance (spec §2). */
export const baseNumberEndpoints = {
  /**
   * `keyword`: base number prefix or zh/en name contains; `sort` baseNumber, nameZh, nameEn, partCount,
   * createdAt (`-` descending), else in base-number order.
   */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/base-numbers',
    summary: 'Base numbers',
    tags,
    query: baseNumberListQuery,
    response: pageOf(baseNumberItem),
  }),
  /** The base number list as .xlsx (permission `baseNumber:export`), the list's keyword and sort. */
  export: exportEndpoints({
    path: '/api/v1/base-numbers/export',
    query: baseNumberListQuery,
    summary: 'Export the base numbers (.xlsx)',
    tags,
  }),
  /** 404 when missing. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/base-numbers/:baseNumber',
    summary: 'One base number',
    tags,
    params: baseNumberParam,
    response: baseNumberItem,
  }),
  /** BASE_NUMBER_FORMAT_INVALID, BASE_NUMBER_ALREADY_EXISTS; honours Idempotency-Key. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/base-numbers',
    summary: 'Add a base number',
    tags,
    body: baseNumberCreateRequest,
    response: baseNumberItem,
  }),
  /** `{ nameZh, nameEn, remark?, version }`; 409 CONCURRENT_MODIFICATION when stale. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/base-numbers/:baseNumber',
    summary: 'Edit a base number',
    tags,
    params: baseNumberParam,
    body: baseNumberUpdateRequest,
    response: baseNumberItem,
  }),
  /** `?version=`; only when no part uses it. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/base-numbers/:baseNumber',
    summary: 'Delete a base number',
    tags,
    params: baseNumberParam,
    query: versionQuery,
    response: noData,
  }),
};
