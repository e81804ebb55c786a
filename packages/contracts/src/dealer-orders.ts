import { ORDER_TYPES, TELEPHONE_PATTERN, TRANSPORT_TYPES, VOR_APPROVAL_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { isoDate, money, optionalText, pageOf, pageQuery, qtyInput, version } from './common.js';

const code = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);
const optionalCode = z.preprocess((v) => (v === '' || v === null ? undefined : v), code.optional());

/**
 * One order line as entered: part code and qty (pieces). Price and amount come from the parts master;
 * qty rules (positive integer, MPQ, unit sales qty) are business rules answered with their own codes,
 * so the schema only bounds the number (±QTY_MAX) here.
 */
export const orderLineInput = z.strictObject({
  partCode: z.string().trim().min(1).max(30),
  qty: qtyInput,
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/**
 * Body of `POST /api/v1/dealer-orders` (API.md "Main flow"). `dealerCode` only for head-office agent
 * entry (permission `orderEntry:agent`); a dealer's own code comes from the session. Unknown fields
 * (status, amount, price, …) are refused.
 */
export const orderInput = z.strictObject({
  orderType: z.enum(ORDER_TYPES),
  dealerCode: optionalCode,
  orderWarehouseCode: code,
  receivingWarehouseCode: optionalCode,
  transportType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(TRANSPORT_TYPES).optional(),
  ),
  acceptBackorder: z.boolean().default(true),
  vin: optionalText(17),
  carNumber: optionalText(20),
  contact: optionalText(50),
  contactPhone: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    z.string().regex(TELEPHONE_PATTERN).optional(),
  ),
  approvalNo: optionalText(30),
  dfsPurchaseCode: optionalText(30),
  remark: optionalText(500),
  lines: z.array(orderLineInput).max(500),
});
export type OrderInput = z.infer<typeof orderInput>;

/** Body of `PUT /api/v1/dealer-orders/{id}`: the order as created, plus the version read. */
export const orderUpdateInput = orderInput.extend({ version });
export type OrderUpdateInput = z.infer<typeof orderUpdateInput>;

/** Body of submit: the version read. */
export const orderVersionInput = z.strictObject({ version });
/** Query of `DELETE /api/v1/dealer-orders/{id}`. */
export const orderDeleteQuery = z.object({ version });

/** Body of VOR approve / reject; the opinion is required on reject (REQUIRED). */
export const vorDecisionInput = z.strictObject({ version, opinion: optionalText(500) });
export type VorDecisionInput = z.infer<typeof vorDecisionInput>;

const statusList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : v),
  z.array(z.coerce.number().int().min(0).max(11)).max(12),
);

/** `GET /api/v1/dealer-orders` (order status query): filters and paging. `status` is a comma list. */
export const orderListQuery = pageQuery.extend({
  dealerOrderNo: optionalText(20),
  tempOrderNo: optionalText(20),
  dealerCode: optionalCode,
  orderType: z.enum(ORDER_TYPES).optional(),
  status: statusList.optional(),
  vorApprovalStatus: z.enum(VOR_APPROVAL_STATUSES).optional(),
  orderWarehouseCode: optionalCode,
  partCode: optionalText(30),
  submitDateFrom: isoDate.optional(),
  submitDateTo: isoDate.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** `GET /api/v1/dealer-orders/unsubmitted` (order input list, unsubmitted order query). */
export const unsubmittedOrderQuery = pageQuery.extend({
  tempOrderNo: optionalText(20),
  dealerCode: optionalCode,
  orderType: z.enum(ORDER_TYPES).optional(),
  createDateFrom: isoDate.optional(),
  createDateTo: isoDate.optional(),
});
export type UnsubmittedOrderQuery = z.infer<typeof unsubmittedOrderQuery>;

/** `GET /api/v1/dealer-orders/unsettled-lines` (submitted-unsettled order detail). */
export const unsettledLineQuery = pageQuery.extend({
  dealerOrderNo: optionalText(20),
  dealerCode: optionalCode,
  partCode: optionalText(30),
  orderType: z.enum(ORDER_TYPES).optional(),
});
export type UnsettledLineQuery = z.infer<typeof unsettledLineQuery>;

/** `GET /api/v1/vor-approvals`: VOR orders to decide (default `pending`) or decided. */
export const vorApprovalQuery = pageQuery.extend({
  dealerOrderNo: optionalText(20),
  dealerCode: optionalCode,
  vorApprovalStatus: z.enum(VOR_APPROVAL_STATUSES).optional(),
  submitDateFrom: isoDate.optional(),
  submitDateTo: isoDate.optional(),
});
export type VorApprovalQuery = z.infer<typeof vorApprovalQuery>;

/** Body of `POST /api/v1/dealer-orders/line-quotes`: price and check lines before saving. */
export const lineQuoteInput = z.strictObject({
  orderType: z.enum(ORDER_TYPES),
  transportType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(TRANSPORT_TYPES).optional(),
  ),
  dealerCode: optionalCode,
  orderWarehouseCode: optionalCode,
  lines: z.array(orderLineInput).min(1).max(500),
});
export type LineQuoteInput = z.infer<typeof lineQuoteInput>;

/** `GET /api/v1/dealer-orders/lines/export`: the lines of one order as .xlsx. */
export const orderLinesExportQuery = z.object({ orderId: z.coerce.number().int().min(1).max(2_147_483_647) });
export type OrderLinesExportQuery = z.infer<typeof orderLinesExportQuery>;

const orderType = z.enum(ORDER_TYPES);
const vorApprovalStatus = z.enum(VOR_APPROVAL_STATUSES);

/** `GET /api/v1/credit`: head office may name a dealer; a dealer always gets its own. */
export const creditQuery = z.object({ dealerCode: optionalCode });

/** A rule a line breaks, as shown next to the line: its code, the message in the caller's language, its parameters. */
export const lineProblem = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type LineProblem = z.infer<typeof lineProblem>;

/** One priced line of `line-quotes`; qty in pieces, money CNY strings. `problem` null when the line may be saved. */
export const lineQuote = z.object({
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  qty: z.number(),
  minPackageQty: z.number().int(),
  unitSalesQty: z.number().int(),
  price: z.string(),
  amount: z.string(),
  /** Available qty in the order warehouse (pieces), when one was given. */
  availableQty: z.number().int().nullable(),
  problem: lineProblem.nullable(),
});
export type LineQuote = z.infer<typeof lineQuote>;

/** A dealer order line (API.md: partCode, qty, sendQty, unsentQty, price, amount); quantities in pieces. */
export const dealerOrderLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  qty: z.number().int(),
  sendQty: z.number().int(),
  unsentQty: z.number().int(),
  allocatedQty: z.number().int(),
  backorderQty: z.number().int(),
  /** Backordered lines: the earliest promised date of open purchase orders for the part (`yyyy-MM-dd`). */
  expectedDate: z.string().nullable(),
  receivedQty: z.number().int(),
  minPackageQty: z.number().int(),
  unitSalesQty: z.number().int(),
  price: z.string(),
  amount: z.string(),
});
export type DealerOrderLine = z.infer<typeof dealerOrderLine>;

/** One status change of an order (status history and VOR approval history); `createdAt` ISO instant. */
export const orderHistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  actorName: z.string().nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

/** A dealer order as lists show it. Money CNY strings; `submitDate` `yyyy-MM-dd`; `createdAt` ISO instant. */
export const dealerOrderSummary = z.object({
  id: z.number().int(),
  tempOrderNo: z.string(),
  dealerOrderNo: z.string().nullable(),
  orderType,
  status: z.number().int(),
  vorApprovalStatus,
  dealerCode: z.string(),
  dealerName: z.string(),
  orderWarehouseCode: z.string(),
  orderWarehouseName: z.string(),
  receivingWarehouseCode: z.string().nullable(),
  transportType: z.enum(TRANSPORT_TYPES).nullable(),
  acceptBackorder: z.boolean(),
  amount: z.string(),
  unsentAmount: z.string(),
  lineCount: z.number().int(),
  agentEntered: z.boolean(),
  /** Deletable by the rules of spec §4 (unreleased, not agent-entered, nothing received). */
  deletable: z.boolean(),
  submitDate: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type DealerOrderSummary = z.infer<typeof dealerOrderSummary>;

/** A dealer order with lines and history (`GET /api/v1/dealer-orders/{id}`). */
export const dealerOrderDetail = dealerOrderSummary.extend({
  vin: z.string().nullable(),
  carNumber: z.string().nullable(),
  contact: z.string().nullable(),
  contactPhone: z.string().nullable(),
  approvalNo: z.string().nullable(),
  dfsPurchaseCode: z.string().nullable(),
  remark: z.string().nullable(),
  dealerType: z.string(),
  lines: z.array(dealerOrderLine),
  history: z.array(orderHistoryEntry),
});
export type DealerOrderDetail = z.infer<typeof dealerOrderDetail>;

/** The three credit labels (spec §3), CNY strings with two decimals. */
export const creditLabels = z.object({
  availableBalance: money,
  remainingSubmittableAmount: money,
  submittedNotSettledAmount: money,
});
export type CreditLabels = z.infer<typeof creditLabels>;

/** Answer `data` of submit. On a credit shortfall (envelope 501) status stays 0 and `shortfall` is set (CNY). */
export const submitResult = z.object({
  id: z.number().int(),
  dealerOrderNo: z.string().nullable(),
  status: z.number().int(),
  vorApprovalStatus,
  version: z.number().int(),
  credit: creditLabels,
  shortfall: z.object({ orderAmount: money, remainingAmount: money, shortfallAmount: money }).optional(),
});
export type SubmitResult = z.infer<typeof submitResult>;

/** An order after a state change that answers no detail (delete, VOR decisions). */
export const orderMoved = z.object({
  id: z.number().int(),
  status: z.number().int(),
  version: z.number().int(),
});

/** An order after a VOR decision. */
export const vorDecisionResult = orderMoved.extend({ vorApprovalStatus });

/** One line of the submitted-unsettled order detail; `unsentAmount` = price × unsent qty (CNY). */
export const unsettledLine = z.object({
  orderId: z.number().int(),
  dealerOrderNo: z.string(),
  dealerCode: z.string(),
  orderType,
  status: z.number().int(),
  submitDate: z.string().nullable(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  qty: z.number().int(),
  sendQty: z.number().int(),
  unsentQty: z.number().int(),
  price: z.string(),
  unsentAmount: z.string(),
});
export type UnsettledLine = z.infer<typeof unsettledLine>;

/** A page of unsettled lines plus the unsent amount of every matching line (CNY). */
export const unsettledLinePage = pageOf(unsettledLine).extend({ unsentAmount: z.string() });
