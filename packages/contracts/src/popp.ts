import { POPP_TYPES } from '@spm/domain';
import { z } from 'zod';
import { idParam, isoDate, money, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints, importEndpoint } from './excel.js';

const tags = ['popp'];
const dealerCode = z.string().trim().min(1).max(20);
const partCode = z.string().trim().min(1).max(30);
const qty = z.number().int().min(1).max(99_999_999);
/** A quota amount: integer part up to 11 digits, 2 decimals (spec §8 "Task volume"). */
const quotaAmount = z.string().regex(/^\d{1,11}(\.\d{1,2})?$/);
const year = z.coerce.number().int().min(2000).max(2100);
/** POPP and POPP part status 0–6 (spec §4). */
const poppStatus = z.number().int().min(0).max(6);

/** A dealer's quota of one year; amounts CNY with 2 decimals; `months` the 12 monthly amounts. */
export const poppQuota = z.object({
  id: z.number().int(),
  dealerCode: z.string(),
  dealerName: z.string(),
  year: z.number().int(),
  taskVolume: money,
  months: z.array(money).length(12),
  usedAmount: money,
  remainingAmount: money,
  version: z.number().int(),
});
export type PoppQuota = z.infer<typeof poppQuota>;

/** `GET /api/v1/popp-quotas`: filters and paging. */
export const poppQuotaListQuery = pageQuery.extend({ dealerCode: optionalText(20), year: year.optional() });
export type PoppQuotaListQuery = z.infer<typeof poppQuotaListQuery>;

/** `GET /api/v1/popp-quotas/current`: the quota of this business year; head office names the dealer. */
export const poppQuotaCurrentQuery = z.object({ dealerCode: optionalText(20) });

/** `POST /api/v1/popp-quotas`: a dealer's quota of one year (the 12 months sum to the task volume). */
export const poppQuotaInput = z.strictObject({
  dealerCode,
  year,
  taskVolume: quotaAmount,
  months: z.array(quotaAmount).length(12),
});
export type PoppQuotaInput = z.infer<typeof poppQuotaInput>;

/** `PUT /api/v1/popp-quotas/{id}`: new task volume and months, with `version`. */
export const poppQuotaUpdateInput = poppQuotaInput.omit({ dealerCode: true, year: true }).extend({ version });
export type PoppQuotaUpdateInput = z.infer<typeof poppQuotaUpdateInput>;

/** One POPP part as entered; `actualQty` only counts when the specialist edits an audited POPP. */
export const poppLineInput = z.strictObject({
  partCode,
  applyQty: qty,
  actualQty: z.number().int().min(0).max(99_999_999).optional(),
  discountRate: z
    .string()
    .regex(/^0(\.\d{1,4})?$/)
    .optional(),
  specialType: optionalText(30),
  remark: optionalText(200),
});

/** `POST /api/v1/popp`: a new POPP (status 0) of the caller's dealer; head office names the dealer. */
export const poppInput = z.strictObject({
  dealerCode: optionalText(20),
  poppType: z.enum(POPP_TYPES),
  warehouseCode: z.string().trim().min(1).max(20),
  submitter: optionalText(50),
  submitterTel: optionalText(20),
  remark: optionalText(500),
  lines: z.array(poppLineInput).min(1).max(200),
});
export type PoppInput = z.infer<typeof poppInput>;

/** `PUT /api/v1/popp/{id}`: the whole POPP plus `version`. */
export const poppUpdateInput = poppInput.omit({ poppType: true, dealerCode: true }).extend({ version });
export type PoppUpdateInput = z.infer<typeof poppUpdateInput>;

/** Body of submit, confirm, receive, close: the version read. */
export const poppVersionInput = z.strictObject({ version });
/** Body of approve and reject: the version and the audit opinion (required, spec §8). */
export const poppAuditInput = z.strictObject({ version, opinion: optionalText(500) });
export type PoppAuditInput = z.infer<typeof poppAuditInput>;
/** `?version=` of a delete. */
export const poppDeleteQuery = z.object({ version });

/** `GET /api/v1/popp`: filters (created between the dates, business days), paging. */
export const poppListQuery = pageQuery.extend({
  poppNo: optionalText(20),
  poppType: z.enum(POPP_TYPES).optional(),
  status: z.coerce.number().int().min(0).max(6).optional(),
  dealerCode: optionalText(20),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
});
export type PoppListQuery = z.infer<typeof poppListQuery>;

/** A POPP in the list; amount CNY; times ISO instants. */
export const poppListItem = z.object({
  id: z.number().int(),
  poppNo: z.string(),
  poppType: z.enum(POPP_TYPES),
  status: poppStatus,
  dealerCode: z.string(),
  dealerName: z.string(),
  warehouseCode: z.string(),
  amount: money,
  submitter: z.string().nullable(),
  submitterTel: z.string().nullable(),
  submitCount: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  dealerOrderNo: z.string().nullable(),
  version: z.number().int(),
});
export type PoppListItem = z.infer<typeof poppListItem>;

/** One POPP part: qty in pieces, price and amount CNY, discount rate 0–0.9999, status 0–6. */
export const poppLine = z.object({
  lineNo: z.number().int(),
  partCode: z.string(),
  partName: z.string(),
  applyQty: z.number().int(),
  actualQty: z.number().int(),
  salesPrice: money,
  discountRate: z.string(),
  amount: money,
  specialType: z.string().nullable(),
  remark: z.string().nullable(),
  status: poppStatus,
});

/** One approval history entry (workflow engine): action, from → to status, who, when, opinion. */
export const poppHistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  level: z.number().int().nullable(),
  actorName: z.string().nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});

/** A POPP with its parts, its year's quota figures (yearly, used or applied, remaining) and history. */
export const poppDetail = poppListItem.extend({
  remark: z.string().nullable(),
  quotaYear: z.number().int(),
  quota: z.object({ taskVolume: money, usedAmount: money, remainingAmount: money }).nullable(),
  lines: z.array(poppLine),
  history: z.array(poppHistoryEntry),
});
export type PoppDetail = z.infer<typeof poppDetail>;

/** POPP and quota endpoints (spec §2 POPP query/entry, §3, §4, §8; API.md `/api/v1/popp`, `/popp-quotas`). */
export const poppEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/popp',
    summary: 'POPPs in my scope, newest first',
    tags,
    query: poppListQuery,
    response: pageOf(poppListItem),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/popp/:id',
    summary: 'One POPP with parts, quota figures and approval history',
    tags,
    params: idParam,
    response: poppDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/popp',
    summary: 'Create a POPP (status 0)',
    tags,
    body: poppInput,
    response: poppDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/popp/:id',
    summary: 'Edit an unsubmitted or audit-complete POPP',
    tags,
    params: idParam,
    body: poppUpdateInput,
    response: poppDetail,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/popp/:id',
    summary: 'Delete an unsubmitted special or dealer-scrap POPP',
    tags,
    params: idParam,
    query: poppDeleteQuery,
    response: z.object({ id: z.number().int() }),
  }),
  submit: step('submit', 'Submit within the remaining quota (once)', poppVersionInput),
  approve: step('approve', 'Audit: approve with an opinion', poppAuditInput),
  reject: step('reject', 'Audit: reject with an opinion', poppAuditInput),
  confirm: step(
    'confirm',
    'Back-warehouse confirm: the approved POPP becomes a dealer order',
    poppVersionInput,
  ),
  receive: step('receive', 'Dealer receipt of the POPP (its order received)', poppVersionInput),
  close: step('close', 'Close a received POPP', poppVersionInput),
  quotas: defineEndpoint({
    method: 'GET',
    path: '/api/v1/popp-quotas',
    summary: 'POPP quotas',
    tags,
    query: poppQuotaListQuery,
    response: pageOf(poppQuota),
  }),
  currentQuota: defineEndpoint({
    method: 'GET',
    path: '/api/v1/popp-quotas/current',
    summary: "The dealer's quota of this business year (null when none)",
    tags,
    query: poppQuotaCurrentQuery,
    response: poppQuota.nullable(),
  }),
  createQuota: defineEndpoint({
    method: 'POST',
    path: '/api/v1/popp-quotas',
    summary: "Set a dealer's quota of a year",
    tags,
    body: poppQuotaInput,
    response: poppQuota,
  }),
  importQuotas: importEndpoint({
    path: '/api/v1/popp-quotas/import',
    summary: 'Import POPP quotas (one row per dealer and year)',
    tags: ['excel'],
  }),
  updateQuota: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/popp-quotas/:id',
    summary: 'Change a quota',
    tags,
    params: idParam,
    body: poppQuotaUpdateInput,
    response: poppQuota,
  }),
};

/** A POPP step endpoint `POST /api/v1/popp/{id}/<action>` answering the POPP. */
function step<const A extends string, B extends z.ZodType>(action: A, summary: string, body: B) {
  return defineEndpoint({
    method: 'POST',
    path: `/api/v1/popp/:id/${action}` as const,
    summary,
    tags,
    params: idParam,
    body,
    response: poppDetail,
  });
}

/** The POPP list export, same filters as the list. */
export const poppExports = exportEndpoints({
  path: '/api/v1/popp/export',
  query: poppListQuery,
  summary: 'Export POPPs (.xlsx)',
  tags,
});
