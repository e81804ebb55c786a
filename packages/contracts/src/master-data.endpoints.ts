import { z } from 'zod';
import { pageOf } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints, importEndpoint } from './excel.js';
import {
  abnormalDemandAdvisory,
  abnormalDemandCheckInput,
  abnormalDemandLine,
  abnormalDemandQuery,
  abolishInput,
  areaManagerOption,
  dealerInput,
  dealerMaster,
  dealerMasterQuery,
  dealerUpdate,
  masterChange,
  masterCodeParam,
  masterPartCodeParam,
  partResponsible,
  partResponsibleInput,
  partResponsibleQuery,
  supplierInput,
  supplierMaster,
  supplierMasterQuery,
  supplierUpdate,
  userIdParam,
  userSuperior,
  userSuperiorInput,
  warehouseInput,
  warehouseMaster,
  warehouseMasterQuery,
  warehouseUpdate,
} from './master-data.js';

const tags = ['master data'];

/**
 * The endpoints of one master (API.md `/api/v1/master/{kind}`): list, export, import, detail, history,
 * create, update, abolish.
 */
function masterEndpoints<
  const P extends `/api/v1/master/${string}`,
  Q extends z.ZodType,
  I extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
>(path: P, label: string, def: { query: Q; input: I; update: U; record: R }) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      summary: `${label} list`,
      tags,
      query: def.query,
      response: pageOf(def.record),
    }),
    export: exportEndpoints({
      path: `${path}/export` as `/${string}`,
      query: def.query,
      summary: `${label} export`,
      tags,
    }),
    import: importEndpoint({ path: `${path}/import` as `/${string}`, summary: `${label} import`, tags }),
    detail: defineEndpoint({
      method: 'GET',
      path: `${path}/:code` as `/${string}`,
      summary: `${label} detail`,
      tags,
      params: masterCodeParam,
      response: def.record,
    }),
    history: defineEndpoint({
      method: 'GET',
      path: `${path}/:code/history` as `/${string}`,
      summary: `${label} change history`,
      tags,
      params: masterCodeParam,
      response: z.array(masterChange),
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      summary: `Create ${label}`,
      tags,
      body: def.input,
      response: def.record,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${path}/:code` as `/${string}`,
      summary: `Edit ${label}`,
      tags,
      params: masterCodeParam,
      body: def.update,
      response: def.record,
    }),
    abolish: defineEndpoint({
      method: 'POST',
      path: `${path}/:code/abolish` as `/${string}`,
      summary: `Abolish ${label}`,
      tags,
      params: masterCodeParam,
      body: abolishInput,
      response: def.record,
    }),
  };
}

/** Master data maintenance (spec §2 Mst001–Mst033; API.md `/api/v1/master/...`), head office. */
export const masterDataEndpoints = {
  warehouses: masterEndpoints('/api/v1/master/warehouses', 'Warehouse', {
    query: warehouseMasterQuery,
    input: warehouseInput,
    update: warehouseUpdate,
    record: warehouseMaster,
  }),
  dealers: masterEndpoints('/api/v1/master/dealers', 'Dealer', {
    query: dealerMasterQuery,
    input: dealerInput,
    update: dealerUpdate,
    record: dealerMaster,
  }),
  suppliers: masterEndpoints('/api/v1/master/suppliers', 'Supplier', {
    query: supplierMasterQuery,
    input: supplierInput,
    update: supplierUpdate,
    record: supplierMaster,
  }),
  /** Head-office users a dealer's area manager is chosen from (dealer master form). */
  areaManagers: defineEndpoint({
    method: 'GET',
    path: '/api/v1/master/area-managers',
    summary: 'Area manager choices',
    tags,
    response: z.array(areaManagerOption),
  }),
  /** Parts with their responsible person and superior (spec §6). */
  partResponsibles: defineEndpoint({
    method: 'GET',
    path: '/api/v1/master/part-responsibles',
    summary: 'Part responsible persons',
    tags,
    query: partResponsibleQuery,
    response: pageOf(partResponsible),
  }),
  /** Sets (or clears) a part's responsible person. */
  setPartResponsible: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/master/part-responsibles/:partCode',
    summary: 'Set a part responsible person',
    tags,
    params: masterPartCodeParam,
    body: partResponsibleInput,
    response: partResponsible,
  }),
  /** Head-office users with their superior. */
  userSuperiors: defineEndpoint({
    method: 'GET',
    path: '/api/v1/master/user-superiors',
    summary: 'Head-office users and their superiors',
    tags,
    response: z.array(userSuperior),
  }),
  /** Sets (or clears) a user's superior. */
  setUserSuperior: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/master/user-superiors/:userId',
    summary: "Set a user's superior",
    tags,
    params: userIdParam,
    body: userSuperiorInput,
    response: userSuperior,
  }),
  /**
   * Abnormal demand advisory of lines being entered (spec §8; docs/decisions/abnormal-demand.md): the
   * lines whose qty is far above the part's normal monthly demand. Never refuses anything.
   */
  abnormalDemandCheck: defineEndpoint({
    method: 'POST',
    path: '/api/v1/master/abnormal-demand/check',
    summary: 'Abnormal demand advisory of order lines',
    tags,
    body: abnormalDemandCheckInput,
    response: z.array(abnormalDemandAdvisory),
  }),
  /** Head office's list of recently submitted order lines with abnormal demand. */
  abnormalDemand: defineEndpoint({
    method: 'GET',
    path: '/api/v1/master/abnormal-demand',
    summary: 'Order lines with abnormal demand',
    tags,
    query: abnormalDemandQuery,
    response: pageOf(abnormalDemandLine),
  }),
};
