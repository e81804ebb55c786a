import {
  CLAIM_JUDGES,
  CLAIM_REASONS,
  WAREHOUSE_CLAIM_DECISIONS,
  WAREHOUSE_CLAIM_STATUSES,
} from '@spm/domain';
import { z } from 'zod';
import { claimHistoryEntry } from './claims.js';
import { idParam, money, noData, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';

const codeOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), { message: 'unknown value' });
const code = z.string().trim().min(1).max(20);

/** `GET /api/v1/warehouse-claims` query (spec §4 in-warehouse claims). */
export const warehouseClaimListQuery = pageQuery.extend({
  warehouseClaimNo: optionalText(20),
  warehouseCode: optionalText(20),
  dealerCode: optionalText(20),
  status: codeOf(WAREHOUSE_CLAIM_STATUSES).optional(),
});
export type WarehouseClaimListQuery = z.infer<typeof warehouseClaimListQuery>;

/** One line of an in-warehouse claim: a part and the pieces claimed (1 … 99,999,999). */
export const warehouseClaimLineInput = z.strictObject({
  partCode: z.string().trim().min(1).max(30),
  qty: z.number().int().min(1).max(99_999_999),
  remark: optionalText(100),
});

/**
 * Body of `POST /api/v1/warehouse-claims` (save as unsubmitted): the claim warehouse (one of the
 * caller's), the local dealer it is raised for, reason 1-6, description, submitter and phone, lines.
 */
export const warehouseClaimInput = z.strictObject({
  warehouseCode: code,
  dealerCode: code,
  reason: codeOf(CLAIM_REASONS),
  description: z.string().trim().min(1).max(500),
  submitter: z.string().trim().min(1).max(50),
  phone: z.string().trim().min(1).max(20),
  lines: z.array(warehouseClaimLineInput).min(1).max(200),
});
export type WarehouseClaimInput = z.infer<typeof warehouseClaimInput>;

/** Body of `PUT /api/v1/warehouse-claims/{id}`: the whole claim plus `version` (unsubmitted only). */
export const warehouseClaimUpdate = warehouseClaimInput.extend({ version });

/** Body of submit and complete. */
export const warehouseClaimVersionInput = z.strictObject({ version });

/** Body of the audit: judge 1-4, note, decision (`return` needs the note). */
export const warehouseClaimAuditInput = z.strictObject({
  version,
  decision: z.enum(WAREHOUSE_CLAIM_DECISIONS),
  judge: codeOf(CLAIM_JUDGES),
  auditNote: optionalText(500),
});
export type WarehouseClaimAuditInput = z.infer<typeof warehouseClaimAuditInput>;

/** Body of the receipt of a returned part: the storage location it goes back into. */
export const warehouseClaimReceiveInput = z.strictObject({
  version,
  storageCode: z.string().trim().min(1).max(30),
});

/** `?version=` of a delete. */
export const warehouseClaimDeleteQuery = z.object({ version });

/** An in-warehouse claim in the list; money CNY strings, instants ISO. */
export const warehouseClaimListItem = z.object({
  id: z.number().int(),
  warehouseClaimNo: z.string(),
  status: z.number().int(),
  warehouseCode: z.string(),
  dealerCode: z.string(),
  reason: z.number().int(),
  judge: z.number().int().nullable(),
  claimQty: z.number().int(),
  claimAmount: money,
  compensatedAmount: money.nullable(),
  replacementOrderNo: z.string().nullable(),
  submitter: z.string(),
  submittedAt: z.string().nullable(),
  version: z.number().int(),
});
export type WarehouseClaimListItem = z.infer<typeof warehouseClaimListItem>;

/** One in-warehouse claim with its lines and approval history. */
export const warehouseClaimDetail = warehouseClaimListItem.extend({
  description: z.string(),
  phone: z.string(),
  auditNote: z.string().nullable(),
  receivedStorageCode: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      qty: z.number().int(),
      price: money,
      remark: z.string().nullable(),
    }),
  ),
  history: z.array(claimHistoryEntry),
});
export type WarehouseClaimDetail = z.infer<typeof warehouseClaimDetail>;

const tags = ['warehouse-claims'];
const path = '/api/v1/warehouse-claims';
const step = <B extends z.ZodType>(name: string, summary: string, body: B) =>
  defineEndpoint({
    method: 'POST',
    path: `${path}/:id/${name}`,
    summary,
    tags,
    params: idParam,
    body,
    response: warehouseClaimDetail,
  });

/** In-warehouse claims (API.md `/api/v1/warehouse-claims`; spec §4 statuses 0-5, §6). */
export const warehouseClaimEndpoints = {
  /** Scope: warehouse staff their warehouses' claims, head office all, a dealer its own. */
  list: defineEndpoint({
    method: 'GET',
    path,
    summary: 'In-warehouse claims',
    tags,
    query: warehouseClaimListQuery,
    response: pageOf(warehouseClaimListItem),
  }),
  /** 404 when missing or outside the caller's scope. */
  detail: defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    summary: 'One in-warehouse claim',
    tags,
    params: idParam,
    response: warehouseClaimDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    summary: 'Register an in-warehouse claim',
    tags,
    body: warehouseClaimInput,
    response: warehouseClaimDetail,
  }),
  /** Unsubmitted only (WAREHOUSE_CLAIM_NOT_EDITABLE). */
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id`,
    summary: 'Save an in-warehouse claim',
    tags,
    params: idParam,
    body: warehouseClaimUpdate,
    response: warehouseClaimDetail,
  }),
  /** Unsubmitted only (WAREHOUSE_CLAIM_NOT_EDITABLE). */
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    summary: 'Delete an unsubmitted in-warehouse claim',
    tags,
    params: idParam,
    query: warehouseClaimDeleteQuery,
    response: noData,
  }),
  /** 0 → 1. */
  submit: step('submit', 'Submit an in-warehouse claim', warehouseClaimVersionInput),
  /** From unaudited, reparation or change: → 2, 3 or 4. */
  audit: step('audit', 'Audit an in-warehouse claim', warehouseClaimAuditInput),
  /** 4 → 5: the returned part back into stock (WAREHOUSE_CLAIM_ALREADY_COMPLETE when complete). */
  receive: step('receive', 'Receive the returned part', warehouseClaimReceiveInput),
  /** 2 or 3 → 5: books the compensation or places the zero-priced replacement order. */
  complete: step('complete', 'Complete an in-warehouse claim', warehouseClaimVersionInput),
};
