import {
  type AbnormalDemandCheckInput,
  type CallInput,
  masterDataEndpoints as endpoints,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

/** Query keys of the master data pages. */
export const masterKeys = {
  warehouses: ['master', 'warehouses'] as const,
  dealers: ['master', 'dealers'] as const,
  areaManagers: ['master', 'area-managers'] as const,
  suppliers: ['master', 'suppliers'] as const,
  partResponsibles: ['master', 'part-responsibles'] as const,
  userSuperiors: ['master', 'user-superiors'] as const,
  abnormalDemand: ['master', 'abnormal-demand'] as const,
};

const e = endpoints;

/** The declared endpoints of one master (`masterDataEndpoints.<kind>`). */
type MasterEndpoints = (typeof e)['warehouses' | 'dealers' | 'suppliers'];

/**
 * The list, create, update and abolish (close) calls of one master's declared endpoints (`MasterApi`
 * of the master page), by code: a create (idempotent) or update leaves its refusal to the form.
 */
export function masterCalls<M extends MasterEndpoints>(m: M) {
  return {
    fetch: (q: Query) => call<M['list']>(m.list, { query: q } as never),
    create: (body: CallInput<M['create']>['body']) =>
      call<M['create']>(m.create, { body } as never, { idempotencyKey: true, silent: true }),
    update: (code: string, body: CallInput<M['update']>['body']) =>
      call<M['update']>(m.update, { params: { code }, body } as never, { silent: true }),
    retire: (code: string, version: number) =>
      call<M['abolish']>(m.abolish, { params: { code }, body: { version } } as never),
  };
}

/** Head-office users a dealer's area manager is chosen from (`masterDealer:view`). */
export const fetchAreaManagers = () => call(e.areaManagers, {});

export const fetchHistory = (kind: 'warehouses' | 'dealers' | 'suppliers', code: string) =>
  call(e[kind].history, { params: { code } });

/** Parts with their responsible person and superior (`partResponsibility:search`). */
export const fetchPartResponsibles = (q: Query) => call(e.partResponsibles, { query: q });
/** Sets (null: clears) a part's responsible head-office user (`partResponsibility:edit`). */
export const setPartResponsible = (partCode: string, responsibleUserId: number | null) =>
  call(e.setPartResponsible, { params: { partCode }, body: { responsibleUserId } }, { silent: true });
/** Head-office users with their superiors (`partResponsibility:search`). */
export const fetchUserSuperiors = () => call(e.userSuperiors, {});
/** Sets (null: clears) a head-office user's superior (`partResponsibility:edit`). */
export const setUserSuperior = (userId: number, superiorUserId: number | null) =>
  call(e.setUserSuperior, { params: { userId }, body: { superiorUserId } }, { silent: true });

/** Abnormal demand advisories of lines being entered (`orderEntry:view`; never refuses). */
export const checkAbnormalDemand = (body: AbnormalDemandCheckInput) =>
  call(e.abnormalDemandCheck, { body }, { silent: true });
/** Submitted order lines with abnormal demand (`abnormalDemand:search`). */
export const fetchAbnormalDemand = (q: Query) => call(e.abnormalDemand, { query: q });

/** Export and import paths of the three masters. */
export const masterPaths = {
  warehouses: {
    export: urlOf(e.warehouses.export.file, {}).path,
    import: urlOf(e.warehouses.import, {}).path,
  },
  dealers: { export: urlOf(e.dealers.export.file, {}).path, import: urlOf(e.dealers.import, {}).path },
  suppliers: { export: urlOf(e.suppliers.export.file, {}).path, import: urlOf(e.suppliers.import, {}).path },
};

/** The list, create, update and abolish (close) calls of each master, by its kind. */
export const masterApis = {
  warehouses: masterCalls(e.warehouses),
  dealers: masterCalls(e.dealers),
  suppliers: masterCalls(e.suppliers),
};

/** The lists of the feature's list pages (`ListPage` sources). */
export const masterLists = {
  abnormalDemand: listSource('abnormalDemand', masterKeys.abnormalDemand, fetchAbnormalDemand, {
    rowKey: (l) => `${l.orderId}-${l.lineNo}`,
    testId: 'abnormal-demand',
  }),
  partResponsibles: listSource('partResponsibility', masterKeys.partResponsibles, fetchPartResponsibles, {
    rowKey: 'partCode',
    testId: 'part-responsibility',
  }),
};
