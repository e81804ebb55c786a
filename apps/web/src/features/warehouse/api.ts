import type {
  Delivery,
  Page,
  PickBill,
  PickBillListItem,
  ReleaseResult,
  ShipBoxListItem,
  WarehouseOrder,
} from '@spm/contracts';
import { api, type Query } from '../../app/api/client';
import { download } from '../../app/api/transfer';

/** Query keys of the warehouse screens (the current warehouse is in the token; switching reloads the page). */
export const warehouseKeys = {
  orders: (stage: 'release' | 'pick') => ['warehouse', 'orders', stage] as const,
  pickBills: ['warehouse', 'pick-bills'] as const,
  pickBill: (id: number) => ['warehouse', 'pick-bills', id] as const,
  boxes: ['warehouse', 'ship-boxes'] as const,
  shipBills: ['warehouse', 'ship-bills'] as const,
};

export const fetchWarehouseOrders = (stage: 'release' | 'pick', params: Query) =>
  api.get<Page<WarehouseOrder>>('/api/v1/warehouse/orders', { ...params, stage });

export const releaseOrders = (dealerOrderIds: number[]) =>
  api.post<ReleaseResult[]>('/api/v1/warehouse/releases', { dealerOrderIds });

export const fetchPickBills = (params: Query) =>
  api.get<Page<PickBillListItem>>('/api/v1/warehouse/pick-bills', params);
export const fetchPickBill = (id: number) => api.get<PickBill>(`/api/v1/warehouse/pick-bills/${id}`);
export const createPickBill = (dealerOrderIds: number[]) =>
  api.post<PickBill>('/api/v1/warehouse/pick-bills', { dealerOrderIds }, { idempotencyKey: true });
export const confirmPickBill = (id: number, lines: { id: number; pickedQty: number }[]) =>
  api.post<PickBill>(
    `/api/v1/warehouse/pick-bills/${id}/confirm`,
    { lines },
    { idempotencyKey: true, silent: true },
  );

export const fetchShipBoxes = (params: Query) =>
  api.get<Page<ShipBoxListItem>>('/api/v1/warehouse/ship-boxes', params);
export const createShipBoxes = (
  pickBillId: number,
  boxes: { lines: { pickBillLineId: number; qty: number }[] }[],
) =>
  api.post<{ boxes: { id: number; boxNo: string; dealerOrderId: number }[] }>(
    '/api/v1/warehouse/ship-boxes',
    { pickBillId, boxes },
    { idempotencyKey: true },
  );

export const fetchShipBills = (params: Query) =>
  api.get<Page<Delivery>>('/api/v1/warehouse/ship-bills', params);
export const createShipBill = (body: { boxIds: number[]; transportType?: string; carrier?: string }) =>
  api.post<{ id: number; shipBillNo: string }>('/api/v1/warehouse/ship-bills', body, {
    idempotencyKey: true,
  });

/** Downloads a print PDF (`copies` 1-5000) under the server's file name. */
export const printPdf = (path: string, copies: number) => download(path, { query: { copies } });
