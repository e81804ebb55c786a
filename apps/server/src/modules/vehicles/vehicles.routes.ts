import { vehicleEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { exportRoutes, importRoute } from '../../platform/excel/excel.routes';
import { command, read } from '../../platform/http/endpoint';
import { vehicleExport, vehicleImport } from './vehicles.excel';
import {
  createVehicle,
  findVehicleByVin,
  listVehicles,
  updateVehicle,
  vehicleDetail,
} from './vehicles.service';

/**
 * Vehicle register routes (API.md `/api/v1/vehicles`), declared in `vehicleEndpoints`: list, detail,
 * VIN lookup (`vehicleRegister:view`, which dealers hold for their VIN checks), create and edit (head
 * office), Excel import and export. The register is brand data: no data scope.
 */
export async function vehicleRoutes(app: App, ctx: AppContext) {
  read(app, endpoints.list, { access: { permission: perm('vehicleRegister', 'search') } }, ({ query }) =>
    listVehicles(ctx.db, query),
  );
  read(app, endpoints.detail, { access: { permission: perm('vehicleRegister', 'search') } }, ({ params }) =>
    vehicleDetail(ctx.db, params.id),
  );
  read(
    app,
    endpoints.byVin,
    { access: { permission: perm('vehicleRegister', 'view') } },
    async ({ params }) => {
      const found = await findVehicleByVin(ctx.db, params.vin);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  );
  command(
    app,
    ctx.db,
    endpoints.create,
    { access: { permission: perm('vehicleRegister', 'add') }, message: 'saved', idempotent: true },
    (tx, _principal, { body }) => createVehicle(tx, body, ctx.now()),
  );
  command(
    app,
    ctx.db,
    endpoints.update,
    { access: { permission: perm('vehicleRegister', 'edit') }, message: 'saved' },
    (tx, _principal, { params, body }) => updateVehicle(tx, params.id, body, ctx.now()),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.export, exporter: vehicleExport });
  importRoute(app, ctx, { endpoint: endpoints.import, importer: vehicleImport });
}
