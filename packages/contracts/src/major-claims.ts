import { MAJOR_CLAIM_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { claimHistoryEntry } from './claims.js';
import { idParam, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints } from './excel.js';
import { vinText } from './vehicles.js';

const qty = z.number().int().min(1).max(99_999_999);
const partCode = z.string().trim().min(1).max(30);

/** `GET /api/v1/major-claims` query (spec §2 `/majorClaimQuery/index`). */
export const majorClaimListQuery = pageQuery.extend({
  majorClaimNo: optionalText(30),
  dealerCode: optionalText(20),
  vin: optionalText(17),
  status: z.coerce
    .number()
    .int()
    .refine((v) => (MAJOR_CLAIM_STATUSES as readonly number[]).includes(v))
    .optional(),
});
export type MajorClaimListQuery = z.infer<typeof majorClaimListQuery>;

/** Body of `POST /api/v1/major-claims` (head office): number, dealer, VIN, parts and approved quantities. */
export const majorClaimInput = z.strictObject({
  majorClaimNo: z.string().trim().min(1).max(30),
  dealerCode: z.string().trim().min(1).max(20),
  vin: vinText,
  remark: optionalText(200),
  lines: z
    .array(z.strictObject({ partCode, approvedQty: qty }))
    .min(1)
    .max(100),
});
export type MajorClaimInput = z.infer<typeof majorClaimInput>;

/** Body of approve / reject: the version read and the opinion (required on reject). */
export const majorClaimDecisionInput = z.strictObject({ version, opinion: optionalText(500) });

/** Body of `POST /api/v1/major-claims/{id}/orders`: the parts and quantities ordered against it. */
export const majorClaimOrderInput = z.strictObject({
  lines: z.array(z.strictObject({ partCode, qty })).min(1).max(100),
});
export type MajorClaimOrderInput = z.infer<typeof majorClaimOrderInput>;

/** A major claim in the query. */
export const majorClaimListItem = z.object({
  id: z.number().int(),
  majorClaimNo: z.string(),
  status: z.number().int(),
  dealerCode: z.string(),
  vin: z.string(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type MajorClaimListItem = z.infer<typeof majorClaimListItem>;

/** One major claim with its parts (approved, ordered, remaining) and approval history. */
export const majorClaimDetail = majorClaimListItem.extend({
  lines: z.array(
    z.object({
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      approvedQty: z.number().int(),
      orderedQty: z.number().int(),
      remainingQty: z.number().int(),
    }),
  ),
  history: z.array(claimHistoryEntry),
});
export type MajorClaimDetail = z.infer<typeof majorClaimDetail>;

/** The order placed against a major claim. */
export const majorClaimOrder = z.object({ dealerOrderNo: z.string(), majorClaim: majorClaimDetail });

const tags = ['major-claims'];
const path = '/api/v1/major-claims';
const decision = (name: 'approve' | 'reject') =>
  defineEndpoint({
    method: 'POST',
    path: `${path}/:id/${name}`,
    summary: `${name === 'approve' ? 'Approve' : 'Reject'} a major claim`,
    tags,
    params: idParam,
    body: majorClaimDecisionInput,
    response: majorClaimDetail,
  });

/** Major claims and their orders (API.md `/api/v1/major-claims`). */
export const majorClaimEndpoints = {
  /** Scope: a dealer its own, head office all. */
  list: defineEndpoint({
    method: 'GET',
    path,
    summary: 'Major claims',
    tags,
    query: majorClaimListQuery,
    response: pageOf(majorClaimListItem),
  }),
  /** The query's rows as .xlsx, same filters and scope (`majorClaim:export`). */
  export: exportEndpoints({
    path: '/api/v1/major-claims/export',
    query: majorClaimListQuery,
    summary: 'Export major claims',
    tags,
  }),
  /** 404 when missing or another dealer's. */
  detail: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    summary: 'One major claim',
    tags,
    params: idParam,
    response: majorClaimDetail,
  }),
  /** Head office registers a major claim (MAJOR_CLAIM_NO_EXISTS, VEHICLE_NOT_IN_REGISTER, PART_NOT_FOUND). */
  create: defineEndpoint({
    method: 'POST',
    path,
    summary: 'Register a major claim',
    tags,
    body: majorClaimInput,
    response: majorClaimDetail,
  }),
  approve: decision('approve'),
  reject: decision('reject'),
  /** The dealer orders approved parts (no BOD application needed); the order carries the major claim no. */
  order: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/orders`,
    summary: 'Order against a major claim',
    tags,
    params: idParam,
    body: majorClaimOrderInput,
    response: majorClaimOrder,
  }),
};
