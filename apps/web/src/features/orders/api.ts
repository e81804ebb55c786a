import {
  type CreditLabels,
  creditEndpoints,
  type DealerOrderDetail,
  type DealerOrderSummary,
  dealerOrderExports,
  dealerOrderEndpoints as endpoints,
  type LineQuote,
  type LineQuoteInput,
  type StockListItem,
  type SubmitResult,
  stockEndpoints,
  type UnsettledLine,
} from '@spm/contracts';
import type { Query, Sent } from '../../app/api/client';
import { documentCalls } from '../../app/api/document-calls';
import { call, sendTo, urlOf } from '../../app/api/endpoint';
import { download } from '../../app/api/transfer';
import { listSource } from '../../shared/list-source';

export type {
  CreditLabels,
  DealerOrderDetail,
  DealerOrderSummary,
  LineQuote,
  StockListItem,
  SubmitResult,
  UnsettledLine,
};

/** Query-key factory of the dealer order domain. */
export const orderKeys = {
  all: ['dealer-orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  drafts: () => [...orderKeys.all, 'drafts'] as const,
  unsubmitted: () => [...orderKeys.all, 'unsubmitted'] as const,
  unsettled: () => [...orderKeys.all, 'unsettled'] as const,
  vor: () => [...orderKeys.all, 'vor'] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  credit: (dealerCode: string | null) => ['credit', dealerCode ?? 'own'] as const,
};

export const fetchOrders = (query: Query) => call(endpoints.list, { query });
export const fetchDrafts = (query: Query) => call(endpoints.drafts, { query });
export const fetchUnsubmitted = (query: Query) => call(endpoints.unsubmitted, { query });
export const fetchUnsettledLines = (query: Query) => call(endpoints.unsettledLines, { query });
export const fetchVorApprovals = (query: Query) => call(endpoints.vorApprovals, { query });
const order = documentCalls(endpoints);
export const fetchOrder = order.fetch;

/** Saves a new temporary order; field errors are the caller's to show. */
export const createOrder = order.create;
export const updateOrder = order.update;

/**
 * Submits a temporary order. The envelope is returned whole: `warning` (status 501) means credit
 * shortfall — the order stayed temporary and `message` explains it.
 */
export const submitOrder = (
  id: number,
  version: number,
  idempotencyKey: string,
): Promise<Sent<SubmitResult>> =>
  sendTo(
    endpoints.submit,
    { params: { id }, body: { version } },
    { idempotencyKey, ownWarning: true, silent: true },
  );

export const deleteOrder = (id: number, version: number) =>
  call(endpoints.remove, { params: { id }, query: { version } }, { silent: true });

export const approveOrder = (id: number, version: number, opinion?: string) =>
  call(endpoints.approve, { params: { id }, body: { version, opinion } }, { silent: true });
export const rejectOrder = (id: number, version: number, opinion: string) =>
  call(endpoints.reject, { params: { id }, body: { version, opinion } }, { silent: true });

export const quoteLines = (body: LineQuoteInput) => call(endpoints.quoteLines, { body }, { silent: true });

export const fetchCredit = (dealerCode: string | null) =>
  call(creditEndpoints.summary, { query: dealerCode ? { dealerCode } : undefined });

/** Paths of the list exports (`ListPage`'s `exportUrl`; filters go in the query string). */
export const orderExportPaths = {
  orders: urlOf(dealerOrderExports.orders.file, {}).path,
  drafts: urlOf(dealerOrderExports.drafts.file, {}).path,
  unsubmitted: urlOf(dealerOrderExports.unsubmitted.file, {}).path,
  unsettledLines: urlOf(dealerOrderExports.unsettledLines.file, {}).path,
  vorApprovals: urlOf(dealerOrderExports.vorApprovals.file, {}).path,
};

/** Path of the order import upload (`ExcelImportButton`'s `url`; template key `dealerOrderImport`). */
export const orderImportPath = urlOf(endpoints.import, {}).path;

/** Downloads the lines of one order as .xlsx; answers the file name. */
export const downloadOrderLines = (orderId: number) => {
  const { path, query } = urlOf(endpoints.exportLines, { query: { orderId } });
  return download(path, { query });
};

/** Parts with availability for the part picker (code, name or pinyin initials). */
export const searchStock = (keyword: string, warehouseCode: string | undefined) =>
  call(stockEndpoints.search, { query: { keyword, warehouseCode, pageSize: 20 } }, { silent: true });

/** The lists of the feature's list pages (`ListPage` sources). */
export const orderLists = {
  vorApprovals: listSource('vorApproval', orderKeys.vor(), fetchVorApprovals, {
    exportUrl: orderExportPaths.vorApprovals,
  }),
  drafts: listSource('orderEntry', orderKeys.drafts(), fetchDrafts, { exportUrl: orderExportPaths.drafts }),
  unsubmitted: listSource('unsubmittedOrder', orderKeys.unsubmitted(), fetchUnsubmitted, {
    exportUrl: orderExportPaths.unsubmitted,
  }),
};
