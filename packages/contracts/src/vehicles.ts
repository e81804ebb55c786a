import { normalizeVin } from '@spm/domain';
import { z } from 'zod';
import { calendarDate, idParam, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints, importEndpoint } from './excel.js';

/** A VIN as typed: trimmed and upper-cased, 17 characters (the check digit is checked by the server). */
export const vinText = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeVin(v) : v),
  z.string().length(17),
);

/** `GET /api/v1/vehicles` query: VIN or plate keyword, model code, new-energy flag; paging and sort. */
export const vehicleListQuery = pageQuery.extend({
  keyword: optionalText(30),
  modelCode: optionalText(30),
  newEnergy: z.enum(['true', 'false']).optional(),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuery>;

/** Body of `POST /api/v1/vehicles`: one vehicle of the register (spec §3, GLOSSARY "vehicle register"). */
export const vehicleInput = z.strictObject({
  vin: vinText,
  plateNo: optionalText(20),
  modelCode: z.string().trim().min(1).max(30),
  modelName: z.string().trim().min(1).max(100),
  deliveryDate: calendarDate.optional(),
  ownerName: optionalText(100),
  engineNo: optionalText(30),
  electricDriveNo: optionalText(30),
  newEnergy: z.boolean(),
});
export type VehicleInput = z.infer<typeof vehicleInput>;

/** Body of `PUT /api/v1/vehicles/{id}`: the vehicle without its VIN (which never changes), plus `version`. */
export const vehicleUpdate = vehicleInput.omit({ vin: true }).extend({ version });
export type VehicleUpdate = z.infer<typeof vehicleUpdate>;

/** One vehicle of the register; dates `yyyy-MM-dd`. */
export const vehicleDetail = z.object({
  id: z.number().int(),
  vin: z.string(),
  plateNo: z.string().nullable(),
  modelCode: z.string(),
  modelName: z.string(),
  deliveryDate: z.string().nullable(),
  ownerName: z.string().nullable(),
  engineNo: z.string().nullable(),
  electricDriveNo: z.string().nullable(),
  newEnergy: z.boolean(),
  version: z.number().int(),
});
export type VehicleDetail = z.infer<typeof vehicleDetail>;

/** `GET /api/v1/vehicles/by-vin/{vin}` path. */
export const vinParam = z.object({ vin: vinText });

const tags = ['vehicles'];

/** The vehicle register (API.md `/api/v1/vehicles`): the source of VIN checks for claims, BOD and accident cars. */
export const vehicleEndpoints = {
  /** VIN order unless `sort` says otherwise (`vin`, `modelCode`, `deliveryDate`). */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/vehicles',
    summary: 'Vehicle register',
    tags,
    query: vehicleListQuery,
    response: pageOf(vehicleDetail),
  }),
  /** 404 when unknown. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/vehicles/:id',
    summary: 'One vehicle',
    tags,
    params: idParam,
    response: vehicleDetail,
  }),
  /** The vehicle with this VIN; 404 when the register does not know it. */
  byVin: defineEndpoint({
    method: 'GET',
    path: '/api/v1/vehicles/by-vin/:vin',
    summary: 'Look a vehicle up by VIN',
    tags,
    params: vinParam,
    response: vehicleDetail,
  }),
  /** 409 VEHICLE_VIN_EXISTS; 422 VIN_FORMAT_INVALID | VIN_CHECK_DIGIT_MISMATCH. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/vehicles',
    summary: 'Register a vehicle',
    tags,
    body: vehicleInput,
    response: vehicleDetail,
  }),
  /** 409 CONCURRENT_MODIFICATION when stale. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/vehicles/:id',
    summary: 'Edit a vehicle',
    tags,
    params: idParam,
    body: vehicleUpdate,
    response: vehicleDetail,
  }),
  export: exportEndpoints({
    path: '/api/v1/vehicles/export',
    query: vehicleListQuery,
    summary: 'Export the vehicle register (.xlsx)',
    tags,
  }),
  import: importEndpoint({ path: '/api/v1/vehicles/import', summary: 'Import vehicles', tags: ['excel'] }),
};
