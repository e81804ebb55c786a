import { ORDER_TYPES, TRANSPORT_TYPES, VOR_APPROVAL_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { isoDate, optionalText, pageQuery, version } from './common.js';

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
 * so the schema only asks for a number here.
 */
export const orderLineInput = z.strictObject({
  partCode: z.string().trim().min(1).max(30),
  qty: z.number(),
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
    z
      .string()
      .regex(/^(1\d{10}|\d{3,4}-\d{7,8})$/)
      .optional(),
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

/** `GET /api/v1/credit`: head office may name a dealer; a dealer always gets its own. */
export const creditQuery = z.object({ dealerCode: optionalCode });

/** A rule a line breaks, as shown next to the line. */
export interface LineProblem {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** One priced line of `line-quotes`. `problem` null when the line may be saved. */
export interface LineQuote {
  partCode: string;
  nameZh: string;
  nameEn: string;
  qty: number;
  minPackageQty: number;
  unitSalesQty: number;
  price: string;
  amount: string;
  /** Available qty in the order warehouse (pieces), when one was given. */
  availableQty: number | null;
  problem: LineProblem | null;
}

/** A dealer order line (API.md: partCode, qty, sendQty, unsentQty, price, amount). */
export interface DealerOrderLine {
  id: number;
  lineNo: number;
  partCode: string;
  nameZh: string;
  nameEn: string;
  qty: number;
  sendQty: number;
  unsentQty: number;
  allocatedQty: number;
  backorderQty: number;
  receivedQty: number;
  minPackageQty: number;
  unitSalesQty: number;
  price: string;
  amount: string;
}

/** One status change of an order (status history and VOR approval history). */
export interface OrderHistoryEntry {
  id: number;
  action: string;
  fromStatus: number | null;
  toStatus: number;
  actorName: string | null;
  opinion: string | null;
  createdAt: string;
}

/** A dealer order as lists show it. Money CNY strings; dates `yyyy-MM-dd`. */
export interface DealerOrderSummary {
  id: number;
  tempOrderNo: string;
  dealerOrderNo: string | null;
  orderType: (typeof ORDER_TYPES)[number];
  status: number;
  vorApprovalStatus: (typeof VOR_APPROVAL_STATUSES)[number];
  dealerCode: string;
  dealerName: string;
  orderWarehouseCode: string;
  orderWarehouseName: string;
  receivingWarehouseCode: string | null;
  transportType: (typeof TRANSPORT_TYPES)[number] | null;
  acceptBackorder: boolean;
  amount: string;
  unsentAmount: string;
  lineCount: number;
  agentEntered: boolean;
  /** Deletable by the rules of spec §4 (unreleased, not agent-entered, nothing received). */
  deletable: boolean;
  submitDate: string | null;
  createdAt: string;
  version: number;
}

/** A dealer order with lines and history (`GET /api/v1/dealer-orders/{id}`). */
export interface DealerOrderDetail extends DealerOrderSummary {
  vin: string | null;
  carNumber: string | null;
  contact: string | null;
  contactPhone: string | null;
  approvalNo: string | null;
  dfsPurchaseCode: string | null;
  remark: string | null;
  dealerType: string;
  lines: DealerOrderLine[];
  history: OrderHistoryEntry[];
}

/** The three credit labels (spec §3), CNY strings. */
export interface CreditLabels {
  availableBalance: string;
  remainingSubmittableAmount: string;
  submittedNotSettledAmount: string;
}

/** Answer `data` of submit. On a credit shortfall (envelope 501) status stays 0 and `shortfall` is set. */
export interface SubmitResult {
  id: number;
  dealerOrderNo: string | null;
  status: number;
  vorApprovalStatus: (typeof VOR_APPROVAL_STATUSES)[number];
  version: number;
  credit: CreditLabels;
  shortfall?: { orderAmount: string; remainingAmount: string; shortfallAmount: string };
}

/** One line of the submitted-unsettled order detail. */
export interface UnsettledLine {
  orderId: number;
  dealerOrderNo: string;
  dealerCode: string;
  orderType: (typeof ORDER_TYPES)[number];
  status: number;
  submitDate: string | null;
  partCode: string;
  nameZh: string;
  nameEn: string;
  qty: number;
  sendQty: number;
  unsentQty: number;
  price: string;
  unsentAmount: string;
}

/** Answer of the order-line import: the lines read (not saved) or the row problems. */
export interface OrderLineImportResult {
  lines: LineQuote[];
  errors: { row: number; field: string; code: string; message: string }[];
}
