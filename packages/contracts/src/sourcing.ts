import {
  BPM_STATUSES,
  CURRENCIES,
  FIX_PRICE_STATUSES,
  FIX_PRICE_TYPES,
  RFQ_MAX_LINES,
  RFQ_MAX_SUPPLIERS,
  RFQ_STATUSES,
} from '@spm/domain';
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

/**
 * Sourcing (issue 17): BOM (`/api/v1/bom`), RFQs (`/api/v1/rfqs`, page codes RFQ001/RFQ002; supplier
 * portal `/api/v1/supplier/rfqs`) and fix prices (`/api/v1/fix-prices`, FPM001/FPM002). Quantities in
 * pieces, money as 2-decimal strings in the document's currency (part prices in CNY), dates
 * `yyyy-MM-dd` in the business time zone. Rules answer their own codes (packages/domain `sourcing`).
 */

const tags = ['sourcing'];
const partCode = z.string().trim().min(1).max(30);
const supplierCode = z.string().trim().min(1).max(20);
const positiveQty = boundedQty.min(1);
const ids = z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500);
const statusOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), { message: 'unknown value' });

/** One status change of an RFQ or a fix price. */
export const sourcingHistory = z.object({
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  actorName: z.string(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});
export type SourcingHistory = z.infer<typeof sourcingHistory>;

/* ---------- BOM ---------- */

export const bomListQuery = pageQuery.extend({
  parentPartCode: optionalText(30),
  childPartCode: optionalText(30),
});
export type BomListQuery = z.infer<typeof bomListQuery>;
export const bomLine = z.object({
  id: z.number().int(),
  parentPartCode: z.string(),
  parentNameZh: z.string(),
  parentNameEn: z.string(),
  childPartCode: z.string(),
  childNameZh: z.string(),
  childNameEn: z.string(),
  qty: z.number().int(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  version: z.number().int(),
});
export type BomLine = z.infer<typeof bomLine>;
/** A BOM line as entered: effective from after today (BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY). */
export const bomInput = z.strictObject({
  parentPartCode: partCode,
  childPartCode: partCode,
  qty: positiveQty,
  effectiveFrom: calendarDate,
  effectiveTo: calendarDate.nullable().optional(),
});
export type BomInput = z.infer<typeof bomInput>;
export const bomUpdate = z.strictObject({
  version,
  qty: positiveQty,
  effectiveFrom: calendarDate,
  effectiveTo: calendarDate.nullable().optional(),
});
export type BomUpdate = z.infer<typeof bomUpdate>;
export const bomPartParam = z.object({ partCode });
export const bomViewQuery = z.object({ date: dateFilter });
/** One node of an exploded BOM (level 1 = direct children); `qty` per parent, `totalQty` per top part. */
export const bomNode = z.object({
  level: z.number().int(),
  parentPartCode: z.string(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  qty: z.number().int(),
  totalQty: z.number().int(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type BomNode = z.infer<typeof bomNode>;
export const bomView = z.object({ partCode: z.string(), nodes: z.array(bomNode), truncated: z.boolean() });
export type BomView = z.infer<typeof bomView>;

export const bomEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bom',
    summary: 'BOM lines',
    tags,
    query: bomListQuery,
    response: pageOf(bomLine),
  }),
  export: exportEndpoints({
    path: '/api/v1/bom/export',
    query: bomListQuery,
    summary: 'Export BOM lines',
    tags,
  }),
  import: importEndpoint({ path: '/api/v1/bom/import', summary: 'Import BOM lines', tags }),
  /** BOM_SELF_REFERENCE, BOM_CYCLE, BOM_CHILD_NOT_SUB_PART, BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY, BOM_EFFECTIVE_RANGE_INVALID, BOM_LINE_EXISTS. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/bom',
    summary: 'Add a BOM line',
    tags,
    body: bomInput,
    response: bomLine,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/bom/:id',
    summary: 'Change a BOM line',
    tags,
    params: idParam,
    body: bomUpdate,
    response: bomLine,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/bom/:id',
    summary: 'Delete a BOM line',
    tags,
    params: idParam,
    query: z.object({ version }),
    response: z.null(),
  }),
  /** Every level below the part, lines in force on `date` (default today). */
  exploded: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bom/:partCode/exploded',
    summary: 'Exploded BOM of a part',
    tags,
    params: bomPartParam,
    query: bomViewQuery,
    response: bomView,
  }),
  /** Every parent above the part (level 1 = direct parents), lines in force on `date` (default today). */
  whereUsed: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bom/:partCode/where-used',
    summary: 'Where a part is used',
    tags,
    params: bomPartParam,
    query: bomViewQuery,
    response: bomView,
  }),
};

/* ---------- RFQ ---------- */

export const rfqListQuery = pageQuery.extend({
  rfqNo: optionalText(30),
  status: statusOf(RFQ_STATUSES).optional(),
  partCode: optionalText(30),
  supplierCode: optionalText(20),
  createdFrom: dateFilter,
  createdTo: dateFilter,
});
export type RfqListQuery = z.infer<typeof rfqListQuery>;
export const rfqItem = z.object({
  id: z.number().int(),
  rfqNo: z.string(),
  status: z.number().int(),
  title: z.string(),
  currency: z.string(),
  quoteDueDate: z.string(),
  supplierCodes: z.array(z.string()),
  lineCount: z.number().int(),
  quotedCount: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type RfqItem = z.infer<typeof rfqItem>;
export const rfqQuote = z.object({
  supplierCode: z.string(),
  unitPrice: money,
  leadTimeDays: z.number().int(),
  remark: z.string().nullable(),
  quotedAt: z.string(),
});
export const rfqLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  qty: z.number().int(),
  quotes: z.array(rfqQuote),
});
export type RfqLine = z.infer<typeof rfqLine>;
export const rfqDetail = rfqItem.extend({
  remark: z.string().nullable(),
  lines: z.array(rfqLine),
  history: z.array(sourcingHistory),
});
export type RfqDetail = z.infer<typeof rfqDetail>;
export const rfqInput = z.strictObject({
  title: z.string().trim().min(1).max(100),
  currency: z.enum(CURRENCIES),
  quoteDueDate: calendarDate,
  remark: optionalText(200),
  supplierCodes: z.array(supplierCode).min(1).max(RFQ_MAX_SUPPLIERS),
  lines: z
    .array(z.strictObject({ partCode, qty: positiveQty }))
    .min(1)
    .max(RFQ_MAX_LINES),
});
export type RfqInput = z.infer<typeof rfqInput>;
export const rfqUpdate = rfqInput.extend({ version });
export type RfqUpdate = z.infer<typeof rfqUpdate>;
const versionBody = z.strictObject({ version });
export const rfqRejectInput = z.strictObject({ version, opinion: z.string().trim().min(1).max(200) });
/** Batch delete or stop: each RFQ on its own (a refused one does not stop the others). */
export const rfqBatchInput = z.strictObject({ ids });
export const rfqBatchResult = z.array(
  z.object({
    id: z.number().int(),
    ok: z.boolean(),
    code: z.string().optional(),
    message: z.string().optional(),
  }),
);
export type RfqBatchResult = z.infer<typeof rfqBatchResult>;
/** The SRM messages written for an RFQ (`messageIds`, part 1 first). */
export const rfqTransferResult = rfqDetail.extend({ messageIds: z.array(z.number().int()) });

export const rfqEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/rfqs',
    summary: 'RFQs (RFQ001)',
    tags,
    query: rfqListQuery,
    response: pageOf(rfqItem),
  }),
  export: exportEndpoints({ path: '/api/v1/rfqs/export', query: rfqListQuery, summary: 'Export RFQs', tags }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/rfqs/:id',
    summary: 'One RFQ with lines, quotations and history (RFQ002)',
    tags,
    params: idParam,
    response: rfqDetail,
  }),
  /** Waiting confirm. RFQ_DUPLICATE_PART, RFQ_SUPPLIER_NOT_FOUND, PART_NOT_FOUND. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/rfqs',
    summary: 'Create an RFQ',
    tags,
    body: rfqInput,
    response: rfqDetail,
  }),
  /** RFQ_NOT_EDITABLE unless waiting confirm or rejected; a rejected RFQ waits for confirmation again. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/rfqs/:id',
    summary: 'Edit an RFQ',
    tags,
    params: idParam,
    body: rfqUpdate,
    response: rfqDetail,
  }),
  /** RFQ_NOT_CONFIRMABLE, RFQ_NOT_QUOTED (every line needs a quotation). */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/v1/rfqs/:id/confirm',
    summary: 'Confirm an RFQ',
    tags,
    params: idParam,
    body: versionBody,
    response: rfqDetail,
  }),
  /** Sends the quotations back to the suppliers (rejected, editable). RFQ_NOT_REJECTABLE. */
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/v1/rfqs/:id/reject',
    summary: 'Reject an RFQ',
    tags,
    params: idParam,
    body: rfqRejectInput,
    response: rfqDetail,
  }),
  /** Sends a confirmed RFQ to SRM (interface srmRfq, at most 30 lines a message). RFQ_NOT_TRANSFERABLE. */
  transfer: defineEndpoint({
    method: 'POST',
    path: '/api/v1/rfqs/:id/transfer',
    summary: 'Send an RFQ to SRM',
    tags,
    params: idParam,
    body: versionBody,
    response: rfqTransferResult,
  }),
  /** RFQ_DELETE_LIMIT_EXCEEDED for more than the configured count; per RFQ RFQ_NOT_DELETABLE. */
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/v1/rfqs/delete',
    summary: 'Delete RFQs',
    tags,
    body: rfqBatchInput,
    response: rfqBatchResult,
  }),
  /** RFQ_STOP_LIMIT_EXCEEDED for more than the configured count; per RFQ RFQ_NOT_STOPPABLE. */
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/v1/rfqs/stop',
    summary: 'Stop RFQs',
    tags,
    body: rfqBatchInput,
    response: rfqBatchResult,
  }),
};

/** The supplier portal's RFQ: only its own quotations are shown. */
export const supplierRfqQuoteInput = z.strictObject({
  version,
  quotes: z
    .array(
      z.strictObject({
        lineId: z.number().int().min(1),
        unitPrice: moneyInput,
        leadTimeDays: z.number().int().min(0).max(3650),
        remark: optionalText(200),
      }),
    )
    .min(1)
    .max(RFQ_MAX_LINES),
});
export type SupplierRfqQuoteInput = z.infer<typeof supplierRfqQuoteInput>;

export const supplierRfqEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/supplier/rfqs',
    summary: 'RFQs addressed to the signed-in supplier',
    tags,
    query: rfqListQuery,
    response: pageOf(rfqItem),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/supplier/rfqs/:id',
    summary: 'One RFQ addressed to the supplier (404 otherwise)',
    tags,
    params: idParam,
    response: rfqDetail,
  }),
  /** Enters or replaces the supplier's quotation. RFQ_NOT_QUOTABLE, RFQ_QUOTE_LINE_UNKNOWN. */
  quote: defineEndpoint({
    method: 'POST',
    path: '/api/v1/supplier/rfqs/:id/quote',
    summary: 'Quote an RFQ',
    tags,
    params: idParam,
    body: supplierRfqQuoteInput,
    response: rfqDetail,
  }),
};

/* ---------- fix price ---------- */

export const fixPriceListQuery = pageQuery.extend({
  fixPriceNo: optionalText(30),
  partCode: optionalText(30),
  supplierCode: optionalText(20),
  status: statusOf(FIX_PRICE_STATUSES).optional(),
  packageNo: optionalText(30),
});
export type FixPriceListQuery = z.infer<typeof fixPriceListQuery>;
export const fixPriceItem = z.object({
  id: z.number().int(),
  fixPriceNo: z.string(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  supplierCode: z.string(),
  currency: z.string(),
  purchasePrice: money,
  exchangeRate: z.string(),
  priceType: z.string(),
  status: z.number().int(),
  packageNo: z.string().nullable(),
  bpmStatus: z.string().nullable(),
  priceOrdinary: money.nullable(),
  priceRush: money.nullable(),
  priceRushLand: money.nullable(),
  priceSuggestedRetail: money.nullable(),
  priceNormal: money.nullable(),
  effectiveFrom: z.string(),
  rfqId: z.number().int().nullable(),
  version: z.number().int(),
});
export type FixPriceItem = z.infer<typeof fixPriceItem>;
export const fixPriceDetail = fixPriceItem.extend({ history: z.array(sourcingHistory) });
export const fixPriceInput = z.strictObject({
  partCode,
  supplierCode,
  currency: z.enum(CURRENCIES),
  purchasePrice: moneyInput,
  exchangeRate: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,6})?$/),
  ),
  priceType: z.enum(FIX_PRICE_TYPES),
  effectiveFrom: calendarDate,
  rfqId: z.number().int().min(1).nullable().optional(),
});
export type FixPriceInput = z.infer<typeof fixPriceInput>;
export const fixPriceUpdate = fixPriceInput.extend({ version });
export type FixPriceUpdate = z.infer<typeof fixPriceUpdate>;
export const fixPriceIdsInput = z.strictObject({ ids });
export const fixPriceTypeImportInput = z.strictObject({
  items: z
    .array(z.strictObject({ id: z.number().int().min(1), priceType: z.enum(FIX_PRICE_TYPES) }))
    .min(1)
    .max(500),
});
export const packageParam = z.object({ packageNo: z.string().trim().min(1).max(30) });
export const packageAuditInput = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  opinion: optionalText(200),
});
export const fixPricePackage = z.object({
  packageNo: z.string(),
  bpmStatus: z.enum(BPM_STATUSES),
  items: z.array(fixPriceItem),
  /** SRM messages written on approval (interface srmFixPrice). */
  messageIds: z.array(z.number().int()),
});
export type FixPricePackage = z.infer<typeof fixPricePackage>;

const fixPriceStep = (path: `/${string}`, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tags,
    body: fixPriceIdsInput,
    response: z.array(fixPriceItem),
  });
const packageStep = (path: `/${string}`, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tags,
    params: packageParam,
    body: z.strictObject({ opinion: optionalText(200) }),
    response: fixPricePackage,
  });

export const fixPriceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fix-prices',
    summary: 'Fix prices (FPM001)',
    tags,
    query: fixPriceListQuery,
    response: pageOf(fixPriceItem),
  }),
  export: exportEndpoints({
    path: '/api/v1/fix-prices/export',
    query: fixPriceListQuery,
    summary: 'Export fix prices',
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fix-prices/:id',
    summary: 'One fix price with its history',
    tags,
    params: idParam,
    response: fixPriceDetail,
  }),
  /** Unaudited. FIX_PRICE_EXCHANGE_RATE_INVALID, PART_NOT_FOUND, RFQ_SUPPLIER_NOT_FOUND. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/fix-prices',
    summary: 'Add a fix price',
    tags,
    body: fixPriceInput,
    response: fixPriceDetail,
  }),
  /** FIX_PRICE_NOT_MODIFIABLE unless unaudited. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/fix-prices/:id',
    summary: 'Modify a fix price',
    tags,
    params: idParam,
    body: fixPriceUpdate,
    response: fixPriceDetail,
  }),
  /** FIX_PRICE_NOT_DELETABLE unless unaudited. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/fix-prices/:id',
    summary: 'Delete a fix price',
    tags,
    params: idParam,
    query: z.object({ version }),
    response: z.null(),
  }),
  /** Price types of several fix prices at once. FIX_PRICE_TYPE_IMPORT_NOT_ALLOWED unless unaudited. */
  typeImport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/fix-prices/type-import',
    summary: 'Import price types',
    tags,
    body: fixPriceTypeImportInput,
    response: z.array(fixPriceItem),
  }),
  /** Unaudited → pricing. FIX_PRICE_NOT_UNAUDITED. */
  startPricing: fixPriceStep('/api/v1/fix-prices/start-pricing', 'Start pricing'),
  /** Computes the part's prices. FIX_PRICE_NOT_PRICING. */
  calculate: fixPriceStep('/api/v1/fix-prices/calculate', 'Calculate prices'),
  /** Puts calculated fix prices into a new audit package (waiting audit, BPM waitcreate). FIX_PRICE_NOT_PRICING, FIX_PRICE_NOT_CALCULATED. */
  package: defineEndpoint({
    method: 'POST',
    path: '/api/v1/fix-prices/packages',
    summary: 'Create an audit package',
    tags,
    body: fixPriceIdsInput,
    response: fixPricePackage,
  }),
  packageDetail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fix-prices/packages/:packageNo',
    summary: 'One audit package',
    tags,
    params: packageParam,
    response: fixPricePackage,
  }),
  /** BPM waitcreate → approving. FIX_PRICE_PACKAGE_NOT_SUBMITTABLE. */
  submitPackage: packageStep(
    '/api/v1/fix-prices/packages/:packageNo/submit',
    'Submit a package for approval',
  ),
  /** BPM approving → cancel. FIX_PRICE_PACKAGE_NOT_WITHDRAWABLE. */
  withdrawPackage: packageStep('/api/v1/fix-prices/packages/:packageNo/withdraw', 'Withdraw a package'),
  /** Back to pricing. FIX_PRICE_PACKAGE_NOT_CANCELLABLE unless BPM waitcreate, cancel or reject. */
  cancelPackage: packageStep('/api/v1/fix-prices/packages/:packageNo/cancel', 'Cancel a package'),
  /** Approve (prices in force, sent to SRM) or reject. FIX_PRICE_NOT_PENDING_AUDIT. */
  auditPackage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/fix-prices/packages/:packageNo/audit',
    summary: 'Audit a package',
    tags,
    params: packageParam,
    body: packageAuditInput,
    response: fixPricePackage,
  }),
};
