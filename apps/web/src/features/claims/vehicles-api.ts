import { vehicleEndpoints as endpoints, type VehicleInput } from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

export const vehicleKeys = { list: ['vehicles'] as const };

export const fetchVehicles = (params: Query) => call(endpoints.list, { query: params });
export const createVehicle = (body: VehicleInput) =>
  call(endpoints.create, { body }, { idempotencyKey: true, silent: true });

/** Paths of the vehicle register export and import. */
export const vehicleExportPath = urlOf(endpoints.export.file, {}).path;
export const vehicleImportPath = urlOf(endpoints.import, {}).path;

/** The lists of the feature's list pages (`ListPage` sources). */
export const vehicleLists = {
  vehicles: listSource('vehicleRegister', vehicleKeys.list, fetchVehicles, {
    exportUrl: vehicleExportPath,
    testId: 'vehicle-list',
  }),
};
