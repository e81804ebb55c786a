import { warehouseClaimEndpoints as endpoints } from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { documentCalls } from '../../app/api/document-calls';
import { call } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

export const warehouseClaimKeys = {
  list: ['warehouse-claims'] as const,
  detail: (id: number) => ['warehouse-claims', id] as const,
};

export const fetchWarehouseClaims = (params: Query) => call(endpoints.list, { query: params });
const claim = documentCalls(endpoints);
export const fetchWarehouseClaim = claim.fetch;
export const createWarehouseClaim = claim.create;
export const saveWarehouseClaim = claim.update;
export const deleteWarehouseClaim = claim.remove;
export const submitWarehouseClaim = claim.step('submit');
export const auditWarehouseClaim = claim.command('audit', { silent: true });
export const receiveWarehouseClaim = (id: number, version: number, storageCode: string) =>
  call(endpoints.receive, { params: { id }, body: { version, storageCode } }, { silent: true });
export const completeWarehouseClaim = claim.step('complete');

/** The lists of the feature's list pages (`ListPage` sources). */
export const warehouseClaimLists = {
  warehouseClaims: listSource('warehouseClaim', warehouseClaimKeys.list, fetchWarehouseClaims, {
    testId: 'warehouse-claim-list',
  }),
};
