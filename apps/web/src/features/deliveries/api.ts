import { deliveryEndpoints as endpoints } from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

export const deliveryKeys = {
  list: ['deliveries'] as const,
  balanceChanges: ['balance-changes'] as const,
};

export const fetchDeliveries = (params: Query) => call(endpoints.list, { query: params });
export const confirmDelivery = (
  id: number,
  body: { receiveDate: string; lines: { id: number; receivedQty: number; remark?: string }[] },
) => call(endpoints.confirm, { params: { id }, body }, { idempotencyKey: true, silent: true });
/** Virtual receive of the order of delivery `id` (order 8 → 5). */
export const virtualReceive = (id: number) =>
  call(endpoints.virtualReceive, { params: { id } }, { idempotencyKey: true });
/** Cancel of the virtual receive of the order of delivery `id` (order 5 → 8). */
export const cancelVirtualReceive = (id: number) =>
  call(endpoints.cancelVirtualReceive, { params: { id } }, { idempotencyKey: true });
export const fetchBalanceChanges = (params: Query) => call(endpoints.balanceChanges, { query: params });

/** Path of the delivery list export (the list's filters go in the query string). */
export const deliveryExportPath = urlOf(endpoints.exportDeliveries.file, {}).path;

/** Path of the balance change detail export (the list's filters go in the query string). */
export const balanceChangeExportPath = urlOf(endpoints.exportBalanceChanges.file, {}).path;

/** The lists of the feature's list pages (`ListPage` sources). */
export const deliveryLists = {
  deliveries: listSource('confirmDelivery', deliveryKeys.list, fetchDeliveries, {
    exportUrl: deliveryExportPath,
  }),
  balanceChanges: listSource('overageChangeDetail', deliveryKeys.balanceChanges, fetchBalanceChanges, {
    exportUrl: balanceChangeExportPath,
  }),
};
