import type {
  BaseNumberCreateRequest,
  BaseNumberItem,
  BaseNumberUpdateRequest,
  CirculationRow,
  MasterSetting,
  MinMaxRequest,
  Page,
  PartCreateRequest,
  PartDetail,
  PartListItem,
  PartMaster,
  PartStatusHistoryItem,
  PartUpdateRequest,
  PartWarehouseSetting,
  PredictionRequest,
  PriceRangeRow,
} from '@spm/contracts';
import { api, type Query } from '../../app/api/client';

/** Query-key factory of the parts domain. */
export const partKeys = {
  all: ['parts'] as const,
  lists: () => [...partKeys.all, 'list'] as const,
  detail: (partCode: string) => [...partKeys.all, 'detail', partCode] as const,
  history: (partCode: string) => [...partKeys.all, 'history', partCode] as const,
  setting: (key: 'circulation' | 'priceRanges') => [...partKeys.all, 'setting', key] as const,
  baseNumbers: () => [...partKeys.all, 'baseNumbers'] as const,
};

const enc = encodeURIComponent;

export const fetchParts = (params: Query) => api.get<Page<PartListItem>>('/api/v1/parts', params);
export const fetchPart = (partCode: string) => api.get<PartDetail>(`/api/v1/parts/${enc(partCode)}`);
export const fetchPartHistory = (partCode: string) =>
  api.get<PartStatusHistoryItem[]>(`/api/v1/parts/${enc(partCode)}/status-history`);

/** The body of add/edit as the form sends it (server rules decide; errors come back per field). */
export type PartBody = Omit<PartCreateRequest, 'partCode' | 'status'>;

export const createPart = (body: PartCreateRequest) =>
  api.post<PartMaster>('/api/v1/parts', body, { silent: true, idempotencyKey: true });
export const updatePart = (partCode: string, body: PartUpdateRequest) =>
  api.put<PartMaster>(`/api/v1/parts/${enc(partCode)}`, body, { silent: true });
export const changePartStatus = (
  partCode: string,
  body: { status: string; newPartCode?: string | null; version: number },
) =>
  api.post<PartMaster>(`/api/v1/parts/${enc(partCode)}/status`, body, { silent: true, idempotencyKey: true });
export const correctMinMax = (partCode: string, body: MinMaxRequest) =>
  api.post<unknown>(`/api/v1/parts/${enc(partCode)}/min-max`, body, { silent: true });
export const savePartWarehouse = (
  partCode: string,
  warehouseCode: string,
  body: Omit<PartWarehouseSetting, 'partCode' | 'warehouseCode' | 'minStock' | 'maxStock'>,
) =>
  api.put<PartWarehouseSetting>(`/api/v1/parts/${enc(partCode)}/warehouses/${enc(warehouseCode)}`, body, {
    silent: true,
  });
export const savePrediction = (partCode: string, body: PredictionRequest) =>
  api.put<unknown>(`/api/v1/parts/${enc(partCode)}/prediction`, body, { silent: true });

export const fetchCirculation = () =>
  api.get<MasterSetting<CirculationRow>>('/api/v1/part-settings/circulation');
export const saveCirculation = (body: MasterSetting<CirculationRow>) =>
  api.put<MasterSetting<CirculationRow>>('/api/v1/part-settings/circulation', body, { silent: true });
export const fetchPriceRanges = () =>
  api.get<MasterSetting<PriceRangeRow>>('/api/v1/part-settings/price-ranges');
export const savePriceRanges = (body: MasterSetting<PriceRangeRow>) =>
  api.put<MasterSetting<PriceRangeRow>>('/api/v1/part-settings/price-ranges', body, { silent: true });

export const fetchBaseNumbers = (params: Query) =>
  api.get<Page<BaseNumberItem>>('/api/v1/base-numbers', params);
export const createBaseNumber = (body: BaseNumberCreateRequest) =>
  api.post<BaseNumberItem>('/api/v1/base-numbers', body, { silent: true, idempotencyKey: true });
export const updateBaseNumber = (baseNumber: string, body: BaseNumberUpdateRequest) =>
  api.put<BaseNumberItem>(`/api/v1/base-numbers/${enc(baseNumber)}`, body, { silent: true });
export const deleteBaseNumber = (baseNumber: string, version: number) =>
  api.delete<unknown>(`/api/v1/base-numbers/${enc(baseNumber)}`, { version });
