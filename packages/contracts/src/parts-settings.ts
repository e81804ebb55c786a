import { CIRCULATION_TYPES } from '@spm/domain';
import { z } from 'zod';
import { version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { nullableQty, nullableText } from './part-fields.js';
import { partCodeParam, partWarehouseSetting } from './parts.js';

/** `POST /api/v1/parts/{partCode}/min-max`: min/max stock correction, part level or one warehouse. */
export const minMaxRequest = z.object({
  warehouseCode: nullableText(20).optional(),
  minStock: nullableQty,
  maxStock: nullableQty,
  version,
});
export type MinMaxRequest = z.infer<typeof minMaxRequest>;

/** `PUT /api/v1/parts/{partCode}/warehouses/{warehouseCode}`: warehouse info of a part in one warehouse. */
export const partWarehouseRequest = z.object({
  flowPartition: nullableText(20),
  mainStorageCode: nullableText(30),
  abnormalStorageCode: nullableText(30),
  childDefaultStorageCode: nullableText(30),
  safetyStock: nullableQty,
  capacity: nullableQty,
  /** The row's version; 0 when the part has no row in the warehouse yet. */
  version,
});
export type PartWarehouseRequest = z.infer<typeof partWarehouseRequest>;
export const partWarehouseParam = partCodeParam.extend({ warehouseCode: z.string().trim().min(1).max(20) });

/** `PUT /api/v1/parts/warehouse-flow`: the flow partition of many parts in one warehouse. */
export const warehouseFlowRequest = z.object({
  warehouseCode: z.string().trim().min(1).max(20),
  rows: z
    .array(z.object({ partCode: z.string().trim().min(1).max(40), flowPartition: nullableText(20) }))
    .min(1)
    .max(500),
});
export type WarehouseFlowRequest = z.infer<typeof warehouseFlowRequest>;

/** `PUT /api/v1/parts/{partCode}/prediction`: 12 monthly coefficients (decimal strings), sum 1. */
export const predictionRequest = z.object({
  coefficients: z.array(z.union([z.string().trim().max(12), z.number()]).transform(String)).max(24),
  version,
});
export type PredictionRequest = z.infer<typeof predictionRequest>;

/** `PUT /api/v1/part-settings/circulation`: fast, medium and slow rows (spec §5). */
export const circulationSettingRequest = z.object({
  rows: z
    .array(
      z.object({
        circulationType: z.enum(CIRCULATION_TYPES),
        endRatio: z.union([z.string().trim().max(12), z.number()]).transform(String),
        minMonth: z.number(),
      }),
    )
    .max(10),
  version,
});
export type CirculationSettingRequest = z.infer<typeof circulationSettingRequest>;

/** `PUT /api/v1/part-settings/price-ranges`: price range rows; last end value empty (spec §5). */
export const priceRangeSettingRequest = z.object({
  rows: z
    .array(
      z.object({
        startValue: z.union([z.string().trim().max(20), z.number()]).transform(String),
        endValue: z
          .union([z.string().trim().max(20), z.number(), z.null()])
          .transform((v) => (v === null || v === '' ? null : String(v))),
        controlParameter: z.union([z.string().trim().max(10), z.number()]).transform(String),
      }),
    )
    .max(50),
  version,
});
export type PriceRangeSettingRequest = z.infer<typeof priceRangeSettingRequest>;

/** Answer of a min/max correction: part level (`warehouseCode` null, the part's version) or one warehouse row. */
export const minMaxAnswer = z.object({
  partCode: z.string(),
  warehouseCode: z.string().nullable(),
  minStock: z.number().int().nullable(),
  maxStock: z.number().int().nullable(),
  version: z.number().int(),
});

/** Answer of a prediction setting: the coefficients as stored (decimal strings). */
export const predictionAnswer = z.object({
  partCode: z.string(),
  coefficients: z.array(z.string()),
  version: z.number().int(),
});

/** A circulation setting row as saved: end ratio as a decimal string, minimum month. */
export const circulationRow = z.object({
  circulationType: z.enum(CIRCULATION_TYPES),
  endRatio: z.string(),
  minMonth: z.number(),
});
export type CirculationRow = z.infer<typeof circulationRow>;

/** A price range row as saved (CNY decimal strings; the last end value null). */
export const priceRangeRow = z.object({
  startValue: z.string(),
  endValue: z.string().nullable(),
  controlParameter: z.string(),
});
export type PriceRangeRow = z.infer<typeof priceRangeRow>;

/** A whole-table parts setting (`GET /api/v1/part-settings/...`): rows and version (0 when never saved). */
export interface MasterSetting<Row> {
  rows: Row[];
  version: number;
}
const masterSetting = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), version: z.number().int() });

const tags = ['parts'];

/** Parts master settings (spec §2 parts master actions; §5 rules). Stale `version` → 409 CONCURRENT_MODIFICATION. */
export const partSettingEndpoints = {
  /** `{ warehouseCode?, minStock, maxStock, version }`; MAX_STOCK_BELOW_MIN, STOCK_PARAMETER_INVALID. */
  minMax: defineEndpoint({
    method: 'POST',
    path: '/api/v1/parts/:partCode/min-max',
    summary: 'Min/max stock correction',
    tags,
    params: partCodeParam,
    body: minMaxRequest,
    response: minMaxAnswer,
  }),
  /** Storage codes, safety stock, capacity of the part in one warehouse (spec §5 storage rules); version 0 creates. */
  warehouse: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/parts/:partCode/warehouses/:warehouseCode',
    summary: 'Warehouse info of a part',
    tags,
    params: partWarehouseParam,
    body: partWarehouseRequest,
    response: partWarehouseSetting,
  }),
  /** `{ warehouseCode, rows: [{ partCode, flowPartition }] }` → `{ saved }` rows; PART_NOT_FOUND on `rows[i].partCode`. */
  warehouseFlow: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/parts/warehouse-flow',
    summary: 'Warehouse flow setting (flow partition per part)',
    tags,
    body: warehouseFlowRequest,
    response: z.object({ saved: z.number().int() }),
  }),
  /** 12 coefficients 0–1 summing to 1 (PREDICTION_COEFFICIENT_* codes); version 0 for a new setting. */
  prediction: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/parts/:partCode/prediction',
    summary: 'Prediction setting of a part',
    tags,
    params: partCodeParam,
    body: predictionRequest,
    response: predictionAnswer,
  }),
  /** Fast, medium and slow rows: `{ rows: [{ circulationType, endRatio, minMonth }], version }`. */
  circulation: defineEndpoint({
    method: 'GET',
    path: '/api/v1/part-settings/circulation',
    summary: 'Circulation type setting',
    tags,
    response: masterSetting(circulationRow),
  }),
  /** The whole table plus `version` (CIRCULATION_* codes on `rows[i].<field>`). */
  saveCirculation: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/part-settings/circulation',
    summary: 'Save the circulation type setting',
    tags,
    body: circulationSettingRequest,
    response: masterSetting(circulationRow),
  }),
  /** `{ rows: [{ startValue, endValue, controlParameter }], version }`. */
  priceRanges: defineEndpoint({
    method: 'GET',
    path: '/api/v1/part-settings/price-ranges',
    summary: 'Price range setting',
    tags,
    response: masterSetting(priceRangeRow),
  }),
  /** The whole table plus `version` (PRICE_RANGE_* codes on `rows[i].<field>`). */
  savePriceRanges: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/part-settings/price-ranges',
    summary: 'Save the price range setting',
    tags,
    body: priceRangeSettingRequest,
    response: masterSetting(priceRangeRow),
  }),
};
