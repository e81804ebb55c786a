import { partSettingEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { command, read } from '../../platform/http/endpoint';
import type { PartsDeps } from './parts.routes';
import { actorOf } from './parts.service';
import {
  correctMinMax,
  getMasterSetting,
  saveCirculationSetting,
  savePartWarehouse,
  savePriceRangeSetting,
  setPrediction,
  setWarehouseFlow,
} from './parts-settings.service';

const saved = 'saved' as const;

/** Parts master settings (spec §2 parts master actions; §5 rules), declared in `partSettingEndpoints`. */
export async function partSettingsRoutes(app: App, ctx: AppContext, { holds }: Pick<PartsDeps, 'holds'>) {
  const edit = { permission: perm('partsMaster', 'edit') };
  command(
    app,
    ctx.db,
    endpoints.minMax,
    { access: { permission: perm('partsMaster', 'minMaxStockCorrection') }, message: saved },
    (tx, principal, { params, body }) =>
      correctMinMax(tx, principal, actorOf(principal), params.partCode, body),
  );
  command(
    app,
    ctx.db,
    endpoints.warehouse,
    { access: edit, message: saved },
    (tx, principal, { params, body }) =>
      savePartWarehouse(
        tx,
        principal,
        actorOf(principal),
        params.partCode,
        params.warehouseCode,
        body,
        holds,
      ),
  );
  command(
    app,
    ctx.db,
    endpoints.warehouseFlow,
    { access: { permission: perm('partsMaster', 'warehouseFlowSetting') }, message: saved },
    (tx, principal, { body }) => setWarehouseFlow(tx, principal, actorOf(principal), body),
  );
  command(
    app,
    ctx.db,
    endpoints.prediction,
    { access: { permission: perm('partsMaster', 'predictionSetting') }, message: saved },
    (tx, principal, { params, body }) => setPrediction(tx, actorOf(principal), params.partCode, body),
  );
  const view = { permission: perm('partsMaster', 'view') };
  read(app, endpoints.circulation, { access: view }, () => getMasterSetting(ctx.db, 'circulation'));
  command(
    app,
    ctx.db,
    endpoints.saveCirculation,
    { access: edit, message: saved },
    (tx, principal, { body }) => saveCirculationSetting(tx, actorOf(principal), body),
  );
  read(app, endpoints.priceRanges, { access: view }, () => getMasterSetting(ctx.db, 'priceRanges'));
  command(
    app,
    ctx.db,
    endpoints.savePriceRanges,
    { access: edit, message: saved },
    (tx, principal, { body }) => savePriceRangeSetting(tx, actorOf(principal), body),
  );
}
