import { INVOICE_KINDS, INVOICE_STATUSES, INVOICE_TRANSMISSIONS } from '@spm/domain';
import { z } from 'zod';
import { dateFilter, isoDate, money, optionalText, pageOf, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints, importEndpoint } from './excel.js';

/** `GET /api/v1/invoices` (invoicing info query, spec §2 /makeInvoiceInfoQuery/index) filters. */
export const invoiceListQuery = pageQuery.extend({
  dealerCode: optionalText(20),
  shipBillNo: optionalText(24),
  invoiceNo: optionalText(20),
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  shipDateFrom: dateFilter,
  shipDateTo: dateFilter,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/**
 * One invoice request with its invoice when recorded (spec §3 "Invoice"): a settled ship bill
 * (`kind` positive, `billNo` = the ship bill no) or a negative bill of a claim compensation (`kind`
 * negative, `billNo` = its `NB…` number, `claimNo`, the original ship bill when the claim names one;
 * qty and amounts negative). `shipDate` is the bill's date: ship date, or the compensation's date.
 */
export const invoiceItem = z.object({
  billNo: z.string(),
  shipBillId: z.number().int().nullable(),
  shipBillNo: z.string().nullable(),
  negativeBillId: z.number().int().nullable(),
  claimNo: z.string().nullable(),
  dealerOrderNo: z.string().nullable(),
  dealerCode: z.string(),
  dealerName: z.string(),
  kind: z.enum(INVOICE_KINDS),
  shipDate: z.string(),
  qty: z.number().int(),
  amountInclTax: money,
  amountExclTax: money,
  taxAmount: money,
  status: z.enum(INVOICE_STATUSES),
  invoiceCode: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  transmission: z.enum(INVOICE_TRANSMISSIONS),
});
export type InvoiceItem = z.infer<typeof invoiceItem>;

/**
 * `POST /api/v1/invoices`: finance records the tax system's invoice for a ship bill or a negative
 * bill: exactly one of `shipBillId`, `negativeBillId` (else 422 INVOICE_ONE_BILL).
 */
export const invoiceRecordRequest = z.object({
  shipBillId: z.number().int().min(1).max(2_147_483_647).optional(),
  negativeBillId: z.number().int().min(1).max(2_147_483_647).optional(),
  invoiceCode: z.string().trim().max(12),
  invoiceNo: z.string().trim().max(20),
  invoiceDate: isoDate,
});
export type InvoiceRecordRequest = z.infer<typeof invoiceRecordRequest>;

const tags = ['invoices'];

/** Invoicing info (spec §2, §3 Invoice, §8 "invoice supplementary transfer failed"). */
export const invoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/invoices',
    summary: 'Invoicing info: settled ship bills, negative bills and their invoices',
    tags,
    query: invoiceListQuery,
    response: pageOf(invoiceItem),
  }),
  /**
   * 409 INVOICE_ALREADY_RECORDED; 422 INVOICE_CODE_INVALID, INVOICE_NO_INVALID, INVOICE_DATE_OUT_OF_RANGE,
   * INVOICE_ONE_BILL; 404 NOT_FOUND for a bill outside the caller's scope.
   */
  record: defineEndpoint({
    method: 'POST',
    path: '/api/v1/invoices',
    summary: 'Record the invoice of a ship bill or a negative bill',
    tags,
    body: invoiceRecordRequest,
    response: invoiceItem,
  }),
  /** The tax system's export: ship bill no or negative bill no, invoice code, number, date. */
  import: importEndpoint({ path: '/api/v1/invoices/imports', summary: 'Import invoice numbers', tags }),
  export: exportEndpoints({
    path: '/api/v1/invoices/export',
    query: invoiceListQuery,
    summary: 'Export invoicing info',
    tags,
  }),
};
