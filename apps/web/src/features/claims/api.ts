import { type ClaimAuditInput, type ClaimInput, claimEndpoints as endpoints } from '@spm/contracts';
import { call, urlOf } from '../../app/api/endpoint';
import { exportedListSource } from '../../shared/list-source';

export const claimKeys = {
  list: ['claims'] as const,
  detail: (id: number) => ['claims', id] as const,
  shipBill: (no: string) => ['claims', 'ship-bill', no] as const,
};

export const fetchClaim = (id: number) => call(endpoints.detail, { params: { id } });
export const fetchClaimShipBill = (shipBillNo: string) =>
  call(endpoints.shipBill, { params: { shipBillNo } });
export const createClaim = (body: ClaimInput) =>
  call(endpoints.create, { body }, { idempotencyKey: true, silent: true });
export const saveClaim = (id: number, body: ClaimInput & { version: number }) =>
  call(endpoints.update, { params: { id }, body }, { silent: true });
export const deleteClaim = (id: number, version: number) =>
  call(endpoints.remove, { params: { id }, query: { version } });
export const submitClaim = (id: number, version: number) =>
  call(endpoints.submit, { params: { id }, body: { version } }, { idempotencyKey: true });
export const remodifyClaim = (id: number, version: number) =>
  call(endpoints.remodify, { params: { id }, body: { version } });
export const auditClaim = (id: number, body: ClaimAuditInput) =>
  call(endpoints.audit, { params: { id }, body }, { idempotencyKey: true, silent: true });
export const completeClaim = (id: number, version: number) =>
  call(endpoints.complete, { params: { id }, body: { version } });

/** Path of a claim's PDF print (`?copies=` 1-5000 added by the print dialog). */
export const claimPrintPath = (id: number) => urlOf(endpoints.print, { params: { id } }).path;

/** The lists of the feature's list pages (`ListPage` sources). */
export const claimLists = {
  claims: exportedListSource('dealerClaim', claimKeys.list, endpoints, { testId: 'claim-list' }),
};
