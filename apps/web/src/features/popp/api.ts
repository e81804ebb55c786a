import {
  poppEndpoints as endpoints,
  type PoppInput,
  type PoppQuotaInput,
  type PoppUpdateInput,
  poppExports,
} from '@spm/contracts';
import { call } from '../../app/api/endpoint';
import { exportedListSource } from '../../shared/list-source';

export type { PoppDetail, PoppListItem, PoppQuota } from '@spm/contracts';

/** Query-key factory of the POPP domain. */
export const poppKeys = {
  all: ['popp'] as const,
  list: () => [...poppKeys.all, 'list'] as const,
  detail: (id: number) => [...poppKeys.all, 'detail', id] as const,
  quota: () => [...poppKeys.all, 'quota'] as const,
};

export const fetchPopp = (id: number) => call(endpoints.detail, { params: { id } });
export const fetchCurrentQuota = () => call(endpoints.currentQuota, { query: {} });
export const createPopp = (body: PoppInput) =>
  call(endpoints.create, { body }, { silent: true, idempotencyKey: true });
export const updatePopp = (id: number, body: PoppUpdateInput) =>
  call(endpoints.update, { params: { id }, body }, { silent: true });
export const deletePopp = (id: number, version: number) =>
  call(endpoints.remove, { params: { id }, query: { version } });
export const setQuota = (body: PoppQuotaInput) => call(endpoints.createQuota, { body }, { silent: true });

/** The POPP workflow steps the screens offer. */
export type PoppStep = 'submit' | 'approve' | 'reject' | 'confirm' | 'receive' | 'close';

/** Runs a workflow step on a POPP (opinion for approve and reject). */
export const runStep = (step: PoppStep, id: number, version: number, opinion?: string) =>
  step === 'approve' || step === 'reject'
    ? call(endpoints[step], { params: { id }, body: { version, opinion } })
    : call(endpoints[step], { params: { id }, body: { version } });

/** The lists of the feature's list pages (`ListPage` sources). */
export const poppLists = {
  popps: exportedListSource(
    'poppQuery',
    poppKeys.list(),
    { list: endpoints.list, export: poppExports },
    { testId: 'popp-list' },
  ),
};
