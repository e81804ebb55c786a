import { stockEndpoints as endpoints } from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

/** Query-key factory of the stock domain. */
export const stockKeys = {
  all: ['stock'] as const,
  lists: () => [...stockKeys.all, 'list'] as const,
  locations: (partCode: string) => [...stockKeys.all, 'locations', partCode] as const,
};

export const fetchStock = (params: Query) => call(endpoints.search, { query: params });
export const fetchStockLocations = (partCode: string) => call(endpoints.locations, { params: { partCode } });

/** Path of the stock search export (the list's filters go in the query string). */
export const stockExportPath = urlOf(endpoints.export.file, {}).path;

/** The lists of the feature's list pages (`ListPage` sources). */
export const stockLists = {
  stock: listSource('inventoryQuery', stockKeys.lists(), fetchStock, {
    rowKey: (r) => `${r.partCode}|${r.warehouseCode}`,
    exportUrl: stockExportPath,
  }),
};
