import { CURRENCIES, RFQ_MAX_LINES, RFQ_MAX_SUPPLIERS, RFQ_STATUSES } from '@spm/domain';
import { z } from 'zod';
import {
  calendarDate,
  dateFilter,
  idParam,
  money,
  moneyInput,
  optionalText,
  pageOf,
  pageQuery,
  version,
} from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import { ids, partCode, positiveQty, sourcingHistory, statusOf, supplierCode, tags } from './shared.js';

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
