import type { TestApp } from './helpers';

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
