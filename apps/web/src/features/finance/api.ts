import {
  invoiceEndpoints as invoices,
  salesStatisticsEndpoints as statistics,
  interfaceTransferEndpoints as transfers,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { exportedListSource, listSource } from '../../shared/list-source';

export const financeKeys = {
  invoices: ['invoices'] as const,
  statistics: (q: Query) => ['sales-statistics', q] as const,
  shipped: ['sales-statistics', 'shipped'] as const,
  unshipped: ['sales-statistics', 'unshipped'] as const,
  transfers: ['interface-transfers'] as const,
  transferSummary: ['interface-transfers', 'summary'] as const,
};

export const invoiceImportPath = urlOf(invoices.import, {}).path;

// biome-ignore lint/suspicious/noExplicitAny: the query is built from the search form's criteria
export const fetchStatistics = (query: Query) => call(statistics.figures, { query: query as any });
export const fetchShippedDetail = (query: Query) => call(statistics.shipped, { query });
export const fetchUnshippedDetail = (query: Query) => call(statistics.unshipped, { query });
export const shippedExportPath = urlOf(statistics.exportShipped.file, {}).path;
export const unshippedExportPath = urlOf(statistics.exportUnshipped.file, {}).path;

export const fetchTransfers = (query: Query) => call(transfers.list, { query });
export const fetchTransferSummary = () => call(transfers.summary, {});
export const retransmitTransfers = (ids: number[]) => call(transfers.retransmitMany, { body: { ids } });

/** The lists of the feature's list pages (`ListPage` sources). */
export const financeLists = {
  invoices: exportedListSource('invoiceQuery', financeKeys.invoices, invoices, {
    rowKey: 'billNo',
    testId: 'invoice-list',
  }),
  transfers: listSource('interfaceMonitor', financeKeys.transfers, fetchTransfers, {
    testId: 'transfer-list',
  }),
};
