import { expect } from 'vitest';
import type { TestApp } from './helpers';
import { expectError } from './refusals';

/** A row of the invoicing info list as the tests read it: money in CNY strings, dates `yyyy-MM-dd`. */
export interface InvoiceRow {
  shipBillNo: string | null;
  dealerCode: string;
  shipDate: string;
  amountInclTax: string;
  amountExclTax: string;
  taxAmount: string;
  status: string;
  invoiceNo: string | null;
  transmission: string;
}

/**
 * The invoicing info list (`GET /api/v1/invoices`, up to 500 rows) as the holder of `token` sees it,
 * `query` appended to the query string (as `&status=invoiced`); answers its rows and total.
 */
export async function listInvoices<R extends InvoiceRow>(
  t: TestApp,
  token: string,
  query = '',
): Promise<{ items: R[]; total: number }> {
  return (await t.call(token, 'GET', `/api/v1/invoices?pageSize=500${query}`)).json().data;
}

/** Records an invoice by form (`POST /api/v1/invoices`, `body`) as the holder of `token`; expects 200 and answers its `data`. */
export async function recordInvoice(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.call(token, 'POST', '/api/v1/invoices', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/**
 * Records `again` (an invoice of a bill already invoiced) as the holder of `token` and expects 409
 * `INVOICE_ALREADY_RECORDED`; answers the interface transfers queued for the bill `businessKey`.
 */
export async function expectRecordedOnce(
  t: TestApp,
  token: string,
  again: Record<string, unknown>,
  businessKey: string,
) {
  const res = await t.call(token, 'POST', '/api/v1/invoices', again);
  expectError(res, 409, 'INVOICE_ALREADY_RECORDED');
  return (await t.call(token, 'GET', `/api/v1/interface-transfers?businessKey=${businessKey}`)).json().data
    .items;
}
