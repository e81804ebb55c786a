import { STORAGE_TYPES } from '@spm/domain';
import { z } from 'zod';
import { boundedQty, optionalText, pageOf, pageQuery } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import { code20, partCode, positiveQty, storageCode, tags } from './shared.js';

export const locationListQuery = pageQuery.extend({
  warehouseCode: optionalText(20),
  storageCode: optionalText(30),
  storageType: z.enum(STORAGE_TYPES).optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuery>;
export const locationItem = z.object({
  warehouseCode: z.string(),
  storageCode: z.string(),
  parentCode: z.string().nullable(),
  storageType: z.string(),
  capacity: z.number().int().nullable(),
  heldQty: z.number().int(),
});
export type LocationItem = z.infer<typeof locationItem>;
export const locationInput = z.strictObject({
  warehouseCode: code20,
  storageCode,
  storageType: z.enum(STORAGE_TYPES),
  capacity: boundedQty.nullable().optional(),
});
export type LocationInput = z.infer<typeof locationInput>;
export const locationMoveInput = z.strictObject({
  warehouseCode: code20,
  partCode,
  fromStorageCode: storageCode,
  toStorageCode: storageCode,
  qty: positiveQty,
});
export type LocationMoveInput = z.infer<typeof locationMoveInput>;

/** `/api/v1/warehouse/locations`: the location tree (codes of the storage norm), capacity, type; moves between locations. */
export const locationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/locations',
    summary: 'Storage locations',
    tags,
    query: locationListQuery,
    response: pageOf(locationItem),
  }),
  export: exportEndpoints({
    path: '/api/v1/warehouse/locations/export',
    query: locationListQuery,
    summary: 'Export storage locations',
    tags,
  }),
  /** STORAGE_CODE_*, LOCATION_EXISTS, LOCATION_PARENT_MISSING. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/locations',
    summary: 'Add a storage location',
    tags,
    body: locationInput,
    response: locationItem,
  }),
  /** Type and capacity of an existing location (404 when missing or another warehouse's). */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/warehouse/locations',
    summary: 'Change a storage location',
    tags,
    body: locationInput,
    response: locationItem,
  }),
  /** Moves pieces between two locations of a warehouse (two ledger rows). STOCK_NOT_ENOUGH, STORAGE_NOT_FOUND, LOCATION_CAPACITY_EXCEEDED. */
  move: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/locations/moves',
    summary: 'Move stock between locations',
    tags,
    body: locationMoveInput,
    response: z.null(),
  }),
};
