import {
  type BodInput,
  bodEndpoints as bod,
  type MajorClaimInput,
  type MajorClaimOrderInput,
  majorClaimEndpoints as major,
} from '@spm/contracts';
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

export const fetchMajorClaim = (id: number) => call(major.detail, { params: { id } });
export const createMajorClaim = (body: MajorClaimInput) =>
  call(major.create, { body }, { idempotencyKey: true, silent: true });
export const decideMajorClaim = (
  id: number,
  decision: 'approve' | 'reject',
  body: { version: number; opinion?: string },
) => call(major[decision], { params: { id }, body }, { silent: true });
export const orderMajorClaim = (id: number, body: MajorClaimOrderInput) =>
  call(major.order, { params: { id }, body }, { idempotencyKey: true, silent: true });

export const fetchBod = (id: number) => call(bod.detail, { params: { id } });
export const createBod = (body: BodInput) =>
  call(bod.create, { body }, { idempotencyKey: true, silent: true });
export const saveBod = (id: number, body: BodInput & { version: number }) =>
  call(bod.update, { params: { id }, body }, { silent: true });
export const deleteBod = (id: number, version: number) =>
  call(bod.remove, { params: { id }, query: { version } });
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
