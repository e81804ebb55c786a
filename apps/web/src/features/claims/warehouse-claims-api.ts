import {
  warehouseClaimEndpoints as endpoints,
  type WarehouseClaimAuditInput,
  type WarehouseClaimInput,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

export const warehouseClaimKeys = {
  list: ['warehouse-claims'] as const,
  detail: (id: number) => ['warehouse-claims', id] as const,
};

export const fetchWarehouseClaims = (params: Query) => call(endpoints.list, { query: params });
export const fetchWarehouseClaim = (id: number) => call(endpoints.detail, { params: { id } });
export const createWarehouseClaim = (body: WarehouseClaimInput) =>
  call(endpoints.create, { body }, { idempotencyKey: true, silent: true });
export const saveWarehouseClaim = (id: number, body: WarehouseClaimInput & { version: number }) =>
  call(endpoints.update, { params: { id }, body }, { silent: true });
export const deleteWarehouseClaim = (id: number, version: number) =>
  call(endpoints.remove, { params: { id }, query: { version } });
export const submitWarehouseClaim = (id: number, version: number) =>
  call(endpoints.submit, { params: { id }, body: { version } });
export const auditWarehouseClaim = (id: number, body: WarehouseClaimAuditInput) =>
  call(endpoints.audit, { params: { id }, body }, { silent: true });
export const receiveWarehouseClaim = (id: number, version: number, storageCode: string) =>
  call(endpoints.receive, { params: { id }, body: { version, storageCode } }, { silent: true });
export const completeWarehouseClaim = (id: number, version: number) =>
  call(endpoints.complete, { params: { id }, body: { version } });

/** The lists of the feature's list pages (`ListPage` sources). */
export const warehouseClaimLists = {
  warehouseClaims: listSource('warehouseClaim', warehouseClaimKeys.list, fetchWarehouseClaims, {
    testId: 'warehouse-claim-list',
  }),
};
