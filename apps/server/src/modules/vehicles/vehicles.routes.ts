import { vehicleEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { idempotent, routesOf } from '../../platform/http/routes';
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
  const r = routesOf(app, ctx);
  const search = perm('vehicleRegister', 'search');
  r.read(endpoints.list, search, ({ query }) => listVehicles(ctx.db, query));
  r.read(endpoints.detail, search, ({ params }) => vehicleDetail(ctx.db, params.id));
  r.read(endpoints.byVin, perm('vehicleRegister', 'view'), async ({ params }) => {
    const found = await findVehicleByVin(ctx.db, params.vin);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  });
  r.command(endpoints.create, idempotent(perm('vehicleRegister', 'add')), (tx, _principal, { body }) =>
    createVehicle(tx, body, ctx.now()),
  );
  r.command(endpoints.update, perm('vehicleRegister', 'edit'), (tx, _principal, { params, body }) =>
    updateVehicle(tx, params.id, body, ctx.now()),
  );
  r.export(endpoints.export, vehicleExport);
  r.import(endpoints.import, vehicleImport);
}
