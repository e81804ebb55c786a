import type { Page, StockListItem, StockLocationItem } from '@spm/contracts';
import { api, type Query } from '../../app/api/client';

/** Query-key factory of the stock domain. */
export const stockKeys = {
  all: ['stock'] as const,
  lists: () => [...stockKeys.all, 'list'] as const,
  locations: (partCode: string) => [...stockKeys.all, 'locations', partCode] as const,
};

export const fetchStock = (params: Query) => api.get<Page<StockListItem>>('/api/v1/stock', params);
export const fetchStockLocations = (partCode: string) =>
  api.get<StockLocationItem[]>(`/api/v1/stock/${encodeURIComponent(partCode)}/locations`);
