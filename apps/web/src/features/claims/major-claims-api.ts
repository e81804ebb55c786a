import { bodEndpoints as bod, majorClaimEndpoints as major } from '@spm/contracts';
import { documentCalls } from '../../app/api/document-calls';
import { call } from '../../app/api/endpoint';
import { exportedListSource } from '../../shared/list-source';

export const majorClaimKeys = {
  list: ['major-claims'] as const,
  detail: (id: number) => ['major-claims', id] as const,
};
export const bodKeys = {
  list: ['bod-applications'] as const,
  detail: (id: number) => ['bod-applications', id] as const,
};

const majorClaim = documentCalls(major);
export const fetchMajorClaim = majorClaim.fetch;
export const createMajorClaim = majorClaim.create;
export const decideMajorClaim = (
  id: number,
  decision: 'approve' | 'reject',
  body: { version: number; opinion?: string },
) => call(major[decision], { params: { id }, body }, { silent: true });
export const orderMajorClaim = majorClaim.command('order', { idempotencyKey: true, silent: true });

const bodCalls = documentCalls(bod);
export const fetchBod = bodCalls.fetch;
export const createBod = bodCalls.create;
export const saveBod = bodCalls.update;
export const deleteBod = bodCalls.remove;
export const stepBod = (
  id: number,
  step: 'submit' | 'approve' | 'reject' | 'order',
  body: { version: number; opinion?: string },
) => call(bod[step], { params: { id }, body }, { silent: step === 'approve' || step === 'reject' });

/** The lists of the feature's list pages (`ListPage` sources). */
export const majorClaimLists = {
  bods: exportedListSource('bodOrder', bodKeys.list, bod, { testId: 'bod-list' }),
  majorClaims: exportedListSource('majorClaim', majorClaimKeys.list, major, { testId: 'major-claim-list' }),
};
