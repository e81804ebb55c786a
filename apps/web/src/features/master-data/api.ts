import {
  type AbnormalDemandCheckInput,
  type DealerInput,
  type DealerUpdate,
  masterDataEndpoints as endpoints,
  type SupplierInput,
  type SupplierUpdate,
  type WarehouseInput,
  type WarehouseUpdate,
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
export const fetchWarehouseMasters = (q: Query) => call(e.warehouses.list, { query: q });
export const createWarehouse = (body: WarehouseInput) =>
  call(e.warehouses.create, { body }, { idempotencyKey: true, silent: true });
export const updateWarehouse = (code: string, body: WarehouseUpdate) =>
  call(e.warehouses.update, { params: { code }, body }, { silent: true });
export const abolishWarehouse = (code: string, version: number) =>
  call(e.warehouses.abolish, { params: { code }, body: { version } });

export const fetchDealerMasters = (q: Query) => call(e.dealers.list, { query: q });
export const createDealer = (body: DealerInput) =>
  call(e.dealers.create, { body }, { idempotencyKey: true, silent: true });
export const updateDealer = (code: string, body: DealerUpdate) =>
  call(e.dealers.update, { params: { code }, body }, { silent: true });
/** Head-office users a dealer's area manager is chosen from (`masterDealer:view`). */
export const fetchAreaManagers = () => call(e.areaManagers, {});
export const closeDealer = (code: string, version: number) =>
  call(e.dealers.abolish, { params: { code }, body: { version } });

export const fetchSupplierMasters = (q: Query) => call(e.suppliers.list, { query: q });
export const createSupplier = (body: SupplierInput) =>
  call(e.suppliers.create, { body }, { idempotencyKey: true, silent: true });
export const updateSupplier = (code: string, body: SupplierUpdate) =>
  call(e.suppliers.update, { params: { code }, body }, { silent: true });
export const abolishSupplier = (code: string, version: number) =>
  call(e.suppliers.abolish, { params: { code }, body: { version } });

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

const calls = <L, C, U, R>(fetch: L, create: C, update: U, retire: R) => ({ fetch, create, update, retire });

/** The list, create, update and abolish (close) calls of each master, by its kind. */
export const masterApis = {
  warehouses: calls(fetchWarehouseMasters, createWarehouse, updateWarehouse, abolishWarehouse),
  dealers: calls(fetchDealerMasters, createDealer, updateDealer, closeDealer),
  suppliers: calls(fetchSupplierMasters, createSupplier, updateSupplier, abolishSupplier),
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
