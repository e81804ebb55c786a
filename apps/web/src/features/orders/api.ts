import type {
  CreditLabels,
  DealerOrderDetail,
  DealerOrderSummary,
  LineQuote,
  LineQuoteInput,
  OrderInput,
  Page,
  StockListItem,
  SubmitResult,
  UnsettledLine,
} from '@spm/contracts';
import { api, type Query, type Sent } from '../../app/api/client';

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

export const fetchOrders = (params: Query) =>
  api.get<Page<DealerOrderSummary>>('/api/v1/dealer-orders', params);
export const fetchDrafts = (params: Query) =>
  api.get<Page<DealerOrderSummary>>('/api/v1/dealer-orders/drafts', params);
export const fetchUnsubmitted = (params: Query) =>
  api.get<Page<DealerOrderSummary>>('/api/v1/dealer-orders/unsubmitted', params);
export const fetchUnsettledLines = (params: Query) =>
  api.get<Page<UnsettledLine> & { unsentAmount: string }>('/api/v1/dealer-orders/unsettled-lines', params);
export const fetchVorApprovals = (params: Query) =>
  api.get<Page<DealerOrderSummary>>('/api/v1/vor-approvals', params);
export const fetchOrder = (id: number) => api.get<DealerOrderDetail>(`/api/v1/dealer-orders/${id}`);

/** Saves a new temporary order; field errors are the caller's to show. */
export const createOrder = (body: OrderInput) =>
  api.post<DealerOrderDetail>('/api/v1/dealer-orders', body, { silent: true, idempotencyKey: true });
export const updateOrder = (id: number, body: OrderInput & { version: number }) =>
  api.put<DealerOrderDetail>(`/api/v1/dealer-orders/${id}`, body, { silent: true });

/**
 * Submits a temporary order. The envelope is returned whole: `warning` (status 501) means credit
 * shortfall — the order stayed temporary and `message` explains it.
 */
export const submitOrder = (
  id: number,
  version: number,
  idempotencyKey: string,
): Promise<Sent<SubmitResult>> =>
  api.send<SubmitResult>('POST', `/api/v1/dealer-orders/${id}/submit`, {
    body: { version },
    idempotencyKey,
    ownWarning: true,
    silent: true,
  });

export const deleteOrder = (id: number, version: number) =>
  api.delete<unknown>(`/api/v1/dealer-orders/${id}`, { version }, { silent: true });

export const approveOrder = (id: number, version: number, opinion?: string) =>
  api.post<unknown>(`/api/v1/dealer-orders/${id}/approve`, { version, opinion }, { silent: true });
export const rejectOrder = (id: number, version: number, opinion: string) =>
  api.post<unknown>(`/api/v1/dealer-orders/${id}/reject`, { version, opinion }, { silent: true });

export const quoteLines = (body: LineQuoteInput) =>
  api.post<LineQuote[]>('/api/v1/dealer-orders/line-quotes', body, { silent: true });

export const fetchCredit = (dealerCode: string | null) =>
  api.get<CreditLabels>('/api/v1/credit', dealerCode ? { dealerCode } : undefined);

/** Parts with availability for the part picker (code, name or pinyin initials). */
export const searchStock = (keyword: string, warehouseCode: string | undefined) =>
  api.get<Page<StockListItem>>('/api/v1/stock', { keyword, warehouseCode, pageSize: 20 }, { silent: true });
