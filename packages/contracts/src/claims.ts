import {
  CLAIM_DECISIONS,
  CLAIM_JUDGES,
  CLAIM_PHOTO_MAX_COUNT,
  CLAIM_REASONS,
  CLAIM_STATUSES,
} from '@spm/domain';
import { z } from 'zod';
import {
  calendarDate,
  dateFilter,
  idParam,
  money,
  noData,
  optionalText,
  pageOf,
  pageQuery,
  version,
} from './common.js';
import { defineEndpoint, FILE_RESPONSE } from './endpoint.js';
import { exportEndpoints } from './excel.js';
import { printQuery } from './fulfilment/print.js';
import { attachmentInfo } from './notices.js';

const qty = z.number().int().min(0).max(99_999_999);
const codeOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), { message: 'unknown value' });

/** `GET /api/v1/claims` query (spec §2 `/claimInquiry/claimInquiryList`); dates are submit dates, inclusive. */
export const claimListQuery = pageQuery.extend({
  claimBillNo: optionalText(20),
  shipBillNo: optionalText(24),
  dealerOrderNo: optionalText(30),
  dealerCode: optionalText(20),
  warehouseCode: optionalText(20),
  status: codeOf(CLAIM_STATUSES).optional(),
  submitDateFrom: dateFilter,
  submitDateTo: dateFilter,
});
export type ClaimListQuery = z.infer<typeof claimListQuery>;

/** One claim account of a line: pieces claimed for one reason (1-6); a line's accounts sum to its claim qty. */
export const claimAccount = z.strictObject({
  reason: codeOf(CLAIM_REASONS),
  qty: qty.min(1),
  remark: optionalText(100),
});

/** A claim line: a line of the ship bill and the pieces claimed on it, broken down into claim accounts. */
export const claimLineInput = z.strictObject({
  shipBillLineId: z.number().int().min(1).max(2_147_483_647),
  claimQty: qty.min(1),
  accounts: z.array(claimAccount).min(1).max(6),
});

/**
 * Body of `POST /api/v1/claims` (save as unsubmitted, spec §3 "Claim"): the ship bill and its dealer
 * order (they must match), send date, reason 1-6 and description, the lines, the photos (ids of the
 * caller's uploads through `POST /api/v1/claims/photos`), submitter and phone.
 */
export const claimInput = z.strictObject({
  shipBillNo: z.string().trim().min(1).max(24),
  dealerOrderNo: z.string().trim().min(1).max(30),
  sendDate: calendarDate,
  reason: codeOf(CLAIM_REASONS),
  description: z.string().trim().min(1).max(500),
  submitter: z.string().trim().min(1).max(50),
  phone: z.string().trim().min(1).max(20),
  lines: z.array(claimLineInput).min(1).max(200),
  photoIds: z.array(z.number().int().min(1)).max(CLAIM_PHOTO_MAX_COUNT).default([]),
});
export type ClaimInput = z.infer<typeof claimInput>;

/** Body of `PUT /api/v1/claims/{id}`: the whole claim (photos are the final list) plus `version`. */
export const claimUpdate = claimInput.extend({ version });
export type ClaimUpdate = z.infer<typeof claimUpdate>;

/** Body of the state changes that take nothing but the version (submit, remodify, complete). */
export const claimVersionInput = z.strictObject({ version });

/**
 * Body of `POST /api/v1/claims/{id}/audit`: the claim judge (1-4), the audit note, and the decision —
 * `reparation` (compensate the claimed value), `change` (replace), `back` (reject; the note is the reason,
 * required).
 */
export const claimAuditInput = z.strictObject({
  version,
  decision: z.enum(CLAIM_DECISIONS),
  judge: codeOf(CLAIM_JUDGES),
  auditNote: optionalText(500),
});
export type ClaimAuditInput = z.infer<typeof claimAuditInput>;

/** `?version=` of a delete. */
export const claimDeleteQuery = z.object({ version });

/** `GET /api/v1/claims/ship-bills/{shipBillNo}`: what a new claim on that ship bill is filled with. */
export const claimShipBillParam = z.object({ shipBillNo: z.string().trim().min(1).max(24) });

/** One line of a ship bill as a claim shows it; `claimableQty` = shipped − qty of other live claims. */
export const claimableLine = z.object({
  shipBillLineId: z.number().int(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  shippedQty: z.number().int(),
  receivedQty: z.number().int().nullable(),
  claimableQty: z.number().int(),
  price: money,
});

/** A ship bill a claim is opened on. */
export const claimShipBill = z.object({
  shipBillNo: z.string(),
  dealerOrderNo: z.string().nullable(),
  warehouseCode: z.string(),
  shipDate: z.string(),
  received: z.boolean(),
  lines: z.array(claimableLine),
});
export type ClaimShipBill = z.infer<typeof claimShipBill>;

/** A claim in the list; money CNY strings with two decimals; `submittedAt` ISO instant. */
export const claimListItem = z.object({
  id: z.number().int(),
  claimBillNo: z.string(),
  status: z.number().int(),
  dealerCode: z.string(),
  warehouseCode: z.string(),
  shipBillNo: z.string(),
  dealerOrderNo: z.string(),
  reason: z.number().int(),
  judge: z.number().int().nullable(),
  claimQty: z.number().int(),
  compensatedAmount: money.nullable(),
  submitter: z.string(),
  submittedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ClaimListItem = z.infer<typeof claimListItem>;

/** One step of a claim's approval history. */
export const claimHistoryEntry = z.object({
  id: z.number().int(),
  level: z.number().int().nullable(),
  action: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  actorName: z.string(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});
export type ClaimHistoryEntry = z.infer<typeof claimHistoryEntry>;

/** One claim with its lines, accounts, photos and approval history; `resubmitDeadline` when backed. */
export const claimDetail = claimListItem.extend({
  sendDate: z.string(),
  description: z.string(),
  phone: z.string(),
  auditNote: z.string().nullable(),
  backedAt: z.string().nullable(),
  resubmitDeadline: z.string().nullable(),
  lines: z.array(
    claimableLine.extend({
      id: z.number().int(),
      claimQty: z.number().int(),
      accounts: z.array(
        z.object({ reason: z.number().int(), qty: z.number().int(), remark: z.string().optional() }),
      ),
    }),
  ),
  photos: z.array(attachmentInfo),
  history: z.array(claimHistoryEntry),
  /** DealerOrderNO of the zero-priced replacement order placed by a "change" judgement. */
  replacementOrderNo: z.string().nullable(),
});
export type ClaimDetail = z.infer<typeof claimDetail>;

const tags = ['claims'];

/** Dealer claims (API.md `/api/v1/claims`; spec §2 claim query and input, §4 statuses 0-6, §5). */
export const claimEndpoints = {
  /** Scope: a dealer its own, warehouse staff their warehouses' claims, head office all; newest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/claims',
    summary: 'Dealer claims',
    tags,
    query: claimListQuery,
    response: pageOf(claimListItem),
  }),
  export: exportEndpoints({
    path: '/api/v1/claims/export',
    query: claimListQuery,
    summary: 'Export claims',
    tags,
  }),
  /** The caller's ship bill with the claimable qty per line; 404 when missing or not the caller's. */
  shipBill: defineEndpoint({
    method: 'GET',
    path: '/api/v1/claims/ship-bills/:shipBillNo',
    summary: 'A ship bill to claim on',
    tags,
    params: claimShipBillParam,
    response: claimShipBill,
  }),
  /** 404 when missing or outside the caller's scope. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/claims/:id',
    summary: 'One claim',
    tags,
    params: idParam,
    response: claimDetail,
  }),
  /** The approval history, oldest first. */
  history: defineEndpoint({
    method: 'GET',
    path: '/api/v1/claims/:id/history',
    summary: 'Approval history of a claim',
    tags,
    params: idParam,
    response: z.array(claimHistoryEntry),
  }),
  /** Saves an unsubmitted claim (status 0); honours Idempotency-Key. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/claims',
    summary: 'Open a claim',
    tags,
    body: claimInput,
    response: claimDetail,
  }),
  /** Unsubmitted or remodify only (CLAIM_NOT_EDITABLE). */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/claims/:id',
    summary: 'Save a claim',
    tags,
    params: idParam,
    body: claimUpdate,
    response: claimDetail,
  }),
  /** Unsubmitted only (CLAIM_NOT_EDITABLE). */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/claims/:id',
    summary: 'Delete an unsubmitted claim',
    tags,
    params: idParam,
    query: claimDeleteQuery,
    response: noData,
  }),
  /** 0 → 1; a backed (4) or remodified (5) claim is resubmitted within 7 days (CLAIM_RESUBMIT_EXPIRED). */
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/claims/:id/submit',
    summary: 'Submit a claim',
    tags,
    params: idParam,
    body: claimVersionInput,
    response: claimDetail,
  }),
  /** 4 → 5 within 7 days of the rejection. */
  remodify: defineEndpoint({
    method: 'POST',
    path: '/api/v1/claims/:id/remodify',
    summary: 'Reopen a backed claim for changes',
    tags,
    params: idParam,
    body: claimVersionInput,
    response: claimDetail,
  }),
  /** The claim warehouse's or head office's decision on an unaudited claim (1 → 2, 3 or 4). */
  audit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/claims/:id/audit',
    summary: 'Audit a claim',
    tags,
    params: idParam,
    body: claimAuditInput,
    response: claimDetail,
  }),
  /** 2 or 3 → 6 ("claim complete"). */
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/claims/:id/complete',
    summary: 'Complete a claim',
    tags,
    params: idParam,
    body: claimVersionInput,
    response: claimDetail,
  }),
  /** The claim as PDF (`?copies=` 1-5000), in the caller's language; 404 outside the caller's scope. */
  print: defineEndpoint({
    method: 'GET',
    path: '/api/v1/claims/:id/print',
    summary: 'Print a claim',
    tags,
    params: idParam,
    query: printQuery,
    response: FILE_RESPONSE,
  }),
  /** Multipart `file`: a claim photo — jpg, jpeg or png by content, ≤ 4 MB, name ≤ 50 characters. */
  photo: defineEndpoint({
    method: 'POST',
    path: '/api/v1/claims/photos',
    summary: 'Upload a claim photo',
    tags,
    body: 'multipart',
    response: attachmentInfo,
  }),
};
