import {
  type BaseNumberCreateRequest,
  type BaseNumberUpdateRequest,
  baseNumberEndpoints,
  type CirculationRow,
  type MasterSetting,
  type MinMaxRequest,
  type PartCreateRequest,
  type PartStatusRequest,
  type PartUpdateRequest,
  type PartWarehouseRequest,
  type PredictionRequest,
  type PriceRangeRow,
  partEndpoints,
  partExcelEndpoints,
  partSettingEndpoints,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

/** Query-key factory of the parts domain. */
export const partKeys = {
  all: ['parts'] as const,
  lists: () => [...partKeys.all, 'list'] as const,
  detail: (partCode: string) => [...partKeys.all, 'detail', partCode] as const,
  history: (partCode: string) => [...partKeys.all, 'history', partCode] as const,
  setting: (key: 'circulation' | 'priceRanges') => [...partKeys.all, 'setting', key] as const,
  baseNumbers: () => [...partKeys.all, 'baseNumbers'] as const,
};

export const fetchParts = (query: Query) => call(partEndpoints.list, { query });
export const fetchPart = (partCode: string) => call(partEndpoints.detail, { params: { partCode } });
export const fetchPartHistory = (partCode: string) =>
  call(partEndpoints.statusHistory, { params: { partCode } });

/** The body of add/edit as the form sends it (server rules decide; errors come back per field). */
export type PartBody = Omit<PartCreateRequest, 'partCode' | 'status'>;

export const createPart = (body: PartCreateRequest) =>
  call(partEndpoints.create, { body }, { silent: true, idempotencyKey: true });
export const updatePart = (partCode: string, body: PartUpdateRequest) =>
  call(partEndpoints.update, { params: { partCode }, body }, { silent: true });
export const changePartStatus = (
  partCode: string,
  body: { status: string; newPartCode?: string | null; version: number },
) =>
  call(
    partEndpoints.changeStatus,
    // the status comes from the catalogue the dialog offers; the server checks it
    { params: { partCode }, body: body as PartStatusRequest },
    { silent: true, idempotencyKey: true },
  );
export const correctMinMax = (partCode: string, body: MinMaxRequest) =>
  call(partSettingEndpoints.minMax, { params: { partCode }, body }, { silent: true });
export const savePartWarehouse = (partCode: string, warehouseCode: string, body: PartWarehouseRequest) =>
  call(partSettingEndpoints.warehouse, { params: { partCode, warehouseCode }, body }, { silent: true });
export const savePrediction = (partCode: string, body: PredictionRequest) =>
  call(partSettingEndpoints.prediction, { params: { partCode }, body }, { silent: true });

/**
 * The part settings kept as rows with a version (circulation types, price ranges), each with its
 * name (query key `partKeys.setting(kind)`, form name), its read and its save.
 */
export const rowsSettings = {
  circulation: {
    kind: 'circulation',
    fetch: () => call(partSettingEndpoints.circulation, {}),
    save: (body: MasterSetting<CirculationRow>) =>
      call(partSettingEndpoints.saveCirculation, { body }, { silent: true }),
  },
  priceRanges: {
    kind: 'priceRanges',
    fetch: () => call(partSettingEndpoints.priceRanges, {}),
    save: (body: MasterSetting<PriceRangeRow>) =>
      call(partSettingEndpoints.savePriceRanges, { body }, { silent: true }),
  },
} as const;

export const fetchBaseNumbers = (query: Query) => call(baseNumberEndpoints.list, { query });
export const createBaseNumber = (body: BaseNumberCreateRequest) =>
  call(baseNumberEndpoints.create, { body }, { silent: true, idempotencyKey: true });
export const updateBaseNumber = (baseNumber: string, body: BaseNumberUpdateRequest) =>
  call(baseNumberEndpoints.update, { params: { baseNumber }, body }, { silent: true });
export const deleteBaseNumber = (baseNumber: string, version: number) =>
  call(baseNumberEndpoints.remove, { params: { baseNumber }, query: { version } });

/** The Excel import endpoints of the parts master toolbar, by template key. */
export const partImportPaths = {
  partsMaster: partExcelEndpoints.importPartsMaster.path,
  partsStock: partExcelEndpoints.importStock.path,
  partsStorage: partExcelEndpoints.importStorage.path,
  partsFlowPartition: partExcelEndpoints.importFlowPartition.path,
  partsPricing: partExcelEndpoints.importPricing.path,
  partsMinMax: partExcelEndpoints.importMinMax.path,
};
/** The parts master export (`GET`, the list filters as query). */
export const partsExportPath = partExcelEndpoints.exportPartsMaster.file.path;
/** The pricing-attribute export (`GET`, the list filters as query). */
export const pricingExportPath = partExcelEndpoints.exportPricing.file.path;
/** The base number export (`GET`, the list keyword and sort as query). */
export const baseNumberExportPath = baseNumberEndpoints.export.file.path;

/** The lists of the feature's list pages (`ListPage` sources). */
export const partLists = {
  baseNumbers: listSource('baseNumber', partKeys.baseNumbers(), fetchBaseNumbers, {
    rowKey: 'baseNumber',
    exportUrl: baseNumberExportPath,
  }),
  parts: listSource('partsMaster', partKeys.lists(), fetchParts, {
    rowKey: 'partCode',
    exportUrl: partsExportPath,
  }),
};
