import type { BalanceChange, Delivery, Page } from '@spm/contracts';
import { api, type Query } from '../../app/api/client';

export const deliveryKeys = {
  list: ['deliveries'] as const,
  balanceChanges: ['balance-changes'] as const,
};

export const fetchDeliveries = (params: Query) => api.get<Page<Delivery>>('/api/v1/deliveries', params);
export const confirmDelivery = (
  id: number,
  body: { receiveDate: string; lines: { id: number; receivedQty: number; remark?: string }[] },
) => api.post<Delivery>(`/api/v1/deliveries/${id}/confirm`, body, { idempotencyKey: true, silent: true });
export const fetchBalanceChanges = (params: Query) =>
  api.get<Page<BalanceChange>>('/api/v1/balance-changes', params);
