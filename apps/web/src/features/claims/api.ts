import { claimEndpoints as endpoints } from '@spm/contracts';
import { documentCalls } from '../../app/api/document-calls';
import { call, urlOf } from '../../app/api/endpoint';
import { exportedListSource } from '../../shared/list-source';

export const claimKeys = {
  list: ['claims'] as const,
  detail: (id: number) => ['claims', id] as const,
  shipBill: (no: string) => ['claims', 'ship-bill', no] as const,
};

const claim = documentCalls(endpoints);
export const fetchClaim = claim.fetch;
export const fetchClaimShipBill = (shipBillNo: string) =>
  call(endpoints.shipBill, { params: { shipBillNo } });
export const createClaim = claim.create;
export const saveClaim = claim.update;
export const deleteClaim = claim.remove;
export const submitClaim = claim.step('submit', { idempotencyKey: true });
export const remodifyClaim = claim.step('remodify');
export const auditClaim = claim.command('audit', { idempotencyKey: true, silent: true });
export const completeClaim = claim.step('complete');

/** Path of a claim's PDF print (`?copies=` 1-5000 added by the print dialog). */
export const claimPrintPath = (id: number) => urlOf(endpoints.print, { params: { id } }).path;

/** The lists of the feature's list pages (`ListPage` sources). */
export const claimLists = {
  claims: exportedListSource('dealerClaim', claimKeys.list, endpoints, { testId: 'claim-list' }),
};
