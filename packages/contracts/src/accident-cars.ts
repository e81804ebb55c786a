import { SUBSIDY_ATTACHMENT_KIND_KEYS } from '@spm/domain';
import { z } from 'zod';
import {
  boundedQty,
  calendarDate,
  dateFilter,
  idParam,
  money,
  moneyInput,
  optionalText,
  pageOf,
  pageQuery,
  version,
} from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints, importEndpoint } from './excel.js';
import { attachmentInfo } from './notices.js';
import { vinText } from './vehicles.js';

const tags = ['accident-cars'];
const code = (max: number) => z.string().trim().min(1).max(max);
const plateNo = optionalText(20);
/** Subsidy status 0–12 (spec §4). */
const subsidyStatus = z.number().int().min(0).max(12);

// ---------- accident car orders ----------

/**
 * `GET /api/v1/accident-car-orders`: the query of spec §2 (submit dates are business dates);
 * `dealerOrderIds` (a comma list, at most 500) finds the accident orders made from those dealer orders.
 */
export const accidentOrderListQuery = pageQuery.extend({
  dealerOrderIds: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : v),
      z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(500),
    )
    .optional(),
  dealerOrderNo: optionalText(20),
  orderWarehouseCode: optionalText(20),
  receivingWarehouseCode: optionalText(20),
  orderType: optionalText(10),
  status: z.coerce.number().int().min(0).max(11).optional(),
  vin: optionalText(17),
  plateNo,
  submitDateFrom: dateFilter,
  submitDateTo: dateFilter,
});
export type AccidentOrderListQuery = z.infer<typeof accidentOrderListQuery>;

/** An accident car order in the list: the dealer order's figures plus the accident data; amounts CNY. */
export const accidentOrderListItem = z.object({
  id: z.number().int(),
  dealerOrderId: z.number().int(),
  dealerOrderNo: z.string(),
  dealerCode: z.string(),
  dealerName: z.string(),
  orderType: z.string(),
  status: z.number().int(),
  orderWarehouseCode: z.string(),
  receivingWarehouseCode: z.string().nullable(),
  vin: z.string(),
  plateNo: z.string().nullable(),
  settlementNo: z.string().nullable(),
  amount: money,
  shippedAmount: money,
  unshippedAmount: money,
  submittedAt: z.string().nullable(),
  source: z.enum(['entered', 'converted']),
});
export type AccidentOrderListItem = z.infer<typeof accidentOrderListItem>;

/** An accident car order with its lines (qty pieces; shipped = send qty). */
export const accidentOrderDetail = accidentOrderListItem.extend({
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      partCode: z.string(),
      partName: z.string(),
      qty: z.number().int(),
      shippedQty: z.number().int(),
      unshippedQty: z.number().int(),
      price: money,
      amount: money,
    }),
  ),
});
export type AccidentOrderDetail = z.infer<typeof accidentOrderDetail>;

/** The accident car data of an order (VIN checked against the register; the settlement optional). */
const accidentData = {
  vin: vinText,
  plateNo,
  settlementContractId: z.number().int().min(1).max(2_147_483_647).optional(),
};

/** `POST /api/v1/accident-car-orders`: entered like a dealer order, with the accident car data. */
export const accidentOrderInput = z.strictObject({
  orderWarehouseCode: code(20),
  ...accidentData,
  remark: optionalText(500),
  lines: z
    .array(z.strictObject({ partCode: code(30), qty: boundedQty.min(1) }))
    .min(1)
    .max(200),
});
export type AccidentOrderInput = z.infer<typeof accidentOrderInput>;

/**
 * `POST /api/v1/dealer-orders/{id}/convert-to-accident`: the accident car data, and optionally the
 * order's `version`. The VIN is required, but checked after the order is found in the caller's scope
 * (another dealer's order answers 404 whatever the body).
 */
export const accidentConvertInput = z.strictObject({
  ...accidentData,
  vin: vinText.optional(),
  version: version.optional(),
});
export type AccidentConvertInput = z.infer<typeof accidentConvertInput>;

// ---------- settlement contracts ----------

/** `GET /api/v1/settlement-contracts`. */
export const settlementListQuery = pageQuery.extend({
  contractNo: optionalText(30),
  settlementNo: optionalText(30),
  vin: optionalText(17),
  dealerCode: optionalText(20),
});
export type SettlementListQuery = z.infer<typeof settlementListQuery>;

/** A settlement contract (spec §3): totals CNY; `signingDate` the business date of the settlement time. */
export const settlementListItem = z.object({
  id: z.number().int(),
  contractNo: z.string(),
  settlementNo: z.string(),
  dealerCode: z.string(),
  dealerName: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  vin: z.string(),
  settledAt: z.string(),
  signingDate: z.string(),
  labourAmount: money,
  partsAmount: money,
  preDiscountTotal: money,
  totalAmount: money,
});
export type SettlementListItem = z.infer<typeof settlementListItem>;

/** A settlement contract line: man-hour (`labour`) or spare part (`part`); qty hours or pieces. */
export const settlementLine = z.object({
  lineType: z.enum(['labour', 'part']),
  itemCode: z.string(),
  itemName: z.string(),
  qty: z.string(),
  unitPrice: money,
  discountRate: z.string(),
  cost: money,
});
export const settlementDetail = settlementListItem.extend({ lines: z.array(settlementLine) });
export type SettlementDetail = z.infer<typeof settlementDetail>;

// ---------- subsidy applications ----------

/** `GET /api/v1/subsidy-applications`; `pendingForMe` lists what waits for the caller's decision. */
export const subsidyListQuery = pageQuery.extend({
  applicationNo: optionalText(20),
  settlementNo: optionalText(30),
  dealerOrderNo: optionalText(20),
  vin: optionalText(17),
  plateNo,
  dealerCode: optionalText(20),
  status: z.coerce.number().int().min(0).max(12).optional(),
  pendingForMe: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});
export type SubsidyListQuery = z.infer<typeof subsidyListQuery>;

/** One attachment as the form sends it: an upload id and its kind. */
export const subsidyAttachmentRef = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  kind: z.enum(SUBSIDY_ATTACHMENT_KIND_KEYS),
});

/**
 * `POST /api/v1/subsidy-applications` (and PUT with `version`): the §3 fields the dealer enters. The
 * subsidy standard, subsidy amount and actual supplementary amount are the server's
 * (`calculateSubsidy`); amounts CNY with at most 2 decimals.
 */
export const subsidyInput = z.strictObject({
  settlementContractId: z.number().int().min(1).max(2_147_483_647),
  accidentOrderId: z.number().int().min(1).max(2_147_483_647),
  materialNumber: code(30),
  reportMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  plateNo,
  vin: vinText,
  ownerName: optionalText(100),
  licenceRegistrationDate: calendarDate.optional(),
  lossDeterminationDate: calendarDate,
  lossAmount: moneyInput,
  policyAmount: moneyInput,
  deduction: moneyInput.optional(),
  standardId: z.number().int().min(1).max(2_147_483_647).optional(),
  remark: optionalText(500),
  attachments: z.array(subsidyAttachmentRef).max(60).default([]),
});
export type SubsidyInput = z.infer<typeof subsidyInput>;
export const subsidyUpdateInput = subsidyInput.extend({ version });
export type SubsidyUpdateInput = z.infer<typeof subsidyUpdateInput>;

/** Body of submit: the version read. Of approve and reject: plus the opinion (required on reject). */
export const subsidyVersionInput = z.strictObject({ version });
export const subsidyAuditInput = z.strictObject({ version, opinion: optionalText(500) });
export type SubsidyAuditInput = z.infer<typeof subsidyAuditInput>;

/** `?kind=` of an attachment upload. */
export const subsidyUploadQuery = z.object({ kind: z.enum(SUBSIDY_ATTACHMENT_KIND_KEYS) });

/** A subsidy application in the list; amounts CNY; dates business dates; times ISO instants. */
export const subsidyListItem = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  status: subsidyStatus,
  approvalFlowStatus: z.number().int().min(-1).max(3),
  /** The level whose approver is waited for (1 area manager … 4 finance), or null. */
  level: z.number().int().nullable(),
  rejectCount: z.number().int(),
  dealerCode: z.string(),
  dealerName: z.string(),
  settlementNo: z.string(),
  dealerOrderNo: z.string(),
  materialNumber: z.string(),
  reportMonth: z.string(),
  firstSubmittedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  plateNo: z.string().nullable(),
  modelCode: z.string(),
  modelName: z.string(),
  vin: z.string(),
  ownerName: z.string().nullable(),
  preDiscountTotal: money,
  licenceRegistrationDate: z.string().nullable(),
  lossDeterminationDate: z.string(),
  lossAmount: money,
  policyAmount: money,
  fixedLossRatio: z.string(),
  subsidyStandard: z.string(),
  subsidyAmount: money,
  deduction: money,
  actualSupplementaryAmount: money,
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type SubsidyListItem = z.infer<typeof subsidyListItem>;

/** An attachment of an application, with its kind. */
export const subsidyAttachment = attachmentInfo.extend({ kind: z.string() });

/** One approval history entry: time, reviewer, level, from → to status and opinion. */
export const subsidyHistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  level: z.number().int().nullable(),
  actorName: z.string(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});

export const subsidyDetail = subsidyListItem.extend({
  settlementContractId: z.number().int(),
  accidentOrderId: z.number().int(),
  standardId: z.number().int(),
  signingDate: z.string(),
  lastSubmitDate: z.string(),
  attachments: z.array(subsidyAttachment),
  history: z.array(subsidyHistoryEntry),
});
export type SubsidyDetail = z.infer<typeof subsidyDetail>;

/** A row of the head-office subsidy standard table (by car model and loss band). */
export const subsidyStandardItem = z.object({
  id: z.number().int(),
  modelCode: z.string(),
  lossFrom: money,
  lossTo: money.nullable(),
  rate: z.string(),
  capAmount: money,
});
export type SubsidyStandardItem = z.infer<typeof subsidyStandardItem>;

/** Accident car order, settlement contract and subsidy endpoints (spec §2, §3, §4; API.md). */
export const accidentCarEndpoints = {
  orderExport: exportEndpoints({
    path: '/api/v1/accident-car-orders/export',
    query: accidentOrderListQuery,
    summary: 'Export accident car orders (.xlsx)',
    tags,
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/accident-car-orders',
    summary: 'Accident car orders in my scope',
    tags,
    query: accidentOrderListQuery,
    response: pageOf(accidentOrderListItem),
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/v1/accident-car-orders/:id',
    summary: 'One accident car order with lines',
    tags,
    params: idParam,
    response: accidentOrderDetail,
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/api/v1/accident-car-orders',
    summary: 'Enter an accident car order (placed as a submitted dealer order)',
    tags,
    body: accidentOrderInput,
    response: accidentOrderDetail,
  }),
  convert: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dealer-orders/:id/convert-to-accident',
    summary: 'Convert a submitted dealer order to an accident car order',
    tags,
    params: idParam,
    body: accidentConvertInput,
    response: accidentOrderDetail,
  }),
  settlements: defineEndpoint({
    method: 'GET',
    path: '/api/v1/settlement-contracts',
    summary: 'Settlement contracts in my scope',
    tags,
    query: settlementListQuery,
    response: pageOf(settlementListItem),
  }),
  settlement: defineEndpoint({
    method: 'GET',
    path: '/api/v1/settlement-contracts/:id',
    summary: 'One settlement contract with its lines',
    tags,
    params: idParam,
    response: settlementDetail,
  }),
  importSettlements: importEndpoint({
    path: '/api/v1/settlement-contracts/import',
    summary: 'Import settlement contracts',
    tags: ['excel'],
  }),
  standards: defineEndpoint({
    method: 'GET',
    path: '/api/v1/subsidy-standards',
    summary: 'The subsidy standard table',
    tags,
    response: z.array(subsidyStandardItem),
  }),
  subsidyExport: exportEndpoints({
    path: '/api/v1/subsidy-applications/export',
    query: subsidyListQuery,
    summary: 'Export subsidy applications (.xlsx)',
    tags,
  }),
  subsidies: defineEndpoint({
    method: 'GET',
    path: '/api/v1/subsidy-applications',
    summary: 'Subsidy applications in my scope (or pending for me)',
    tags,
    query: subsidyListQuery,
    response: pageOf(subsidyListItem),
  }),
  subsidy: defineEndpoint({
    method: 'GET',
    path: '/api/v1/subsidy-applications/:id',
    summary: 'One subsidy application with attachments and approval history',
    tags,
    params: idParam,
    response: subsidyDetail,
  }),
  createSubsidy: defineEndpoint({
    method: 'POST',
    path: '/api/v1/subsidy-applications',
    summary: 'Save a new subsidy application (status 0)',
    tags,
    body: subsidyInput,
    response: subsidyDetail,
  }),
  updateSubsidy: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/subsidy-applications/:id',
    summary: 'Edit an unsubmitted or returned subsidy application',
    tags,
    params: idParam,
    body: subsidyUpdateInput,
    response: subsidyDetail,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/v1/subsidy-applications/attachments',
    summary: 'Upload a subsidy attachment of a kind (type by content, 5 MB, name ≤ 30)',
    tags,
    query: subsidyUploadQuery,
    body: 'multipart',
    response: attachmentInfo,
  }),
  submit: subsidyStep('submit', 'Submit (within 90 days; attachments complete)', subsidyVersionInput),
  approve: subsidyStep('approve', 'Approve at my level', subsidyAuditInput),
  reject: subsidyStep('reject', 'Reject at my level (opinion required)', subsidyAuditInput),
};

function subsidyStep<const A extends string, B extends z.ZodType>(action: A, summary: string, body: B) {
  return defineEndpoint({
    method: 'POST',
    path: `/api/v1/subsidy-applications/:id/${action}` as const,
    summary,
    tags,
    params: idParam,
    body,
    response: subsidyDetail,
  });
}
