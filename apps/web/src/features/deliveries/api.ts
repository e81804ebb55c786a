import { deliveryEndpoints as endpoints } from '@spm/contracts';
import { call } from '../../app/api/endpoint';
import { exportedListSource } from '../../shared/list-source';

export const deliveryKeys = {
  list: ['deliveries'] as const,
  balanceChanges: ['balance-changes'] as const,
};

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

/** The lists of the feature's list pages (`ListPage` sources). */
export const deliveryLists = {
  deliveries: exportedListSource('confirmDelivery', deliveryKeys.list, {
    list: endpoints.list,
    export: endpoints.exportDeliveries,
  }),
  balanceChanges: exportedListSource('overageChangeDetail', deliveryKeys.balanceChanges, {
    list: endpoints.balanceChanges,
    export: endpoints.exportBalanceChanges,
  }),
};
