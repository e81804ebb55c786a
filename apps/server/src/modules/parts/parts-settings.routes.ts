import { partSettingEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
import type { PartsDeps } from './parts.routes';
import { actorOf } from './parts.service';
import {
  getMasterSetting,
  saveCirculationSetting,
  savePriceRangeSetting,
} from './parts-master-settings.service';
import { correctMinMax, savePartWarehouse, setPrediction, setWarehouseFlow } from './parts-settings.service';

/** Parts master settings (spec §2 parts master actions; §5 rules), declared in `partSettingEndpoints`. */
export async function partSettingsRoutes(app: App, ctx: AppContext, { holds }: Pick<PartsDeps, 'holds'>) {
  const r = routesOf(app, ctx);
  const edit = perm('partsMaster', 'edit');
  r.command(
    endpoints.minMax,
    perm('partsMaster', 'minMaxStockCorrection'),
    (tx, principal, { params, body }) =>
      correctMinMax(tx, principal, actorOf(principal, ctx.now()), params.partCode, body),
  );
  r.command(endpoints.warehouse, edit, (tx, principal, { params, body }) =>
    savePartWarehouse(
      tx,
      principal,
      actorOf(principal, ctx.now()),
      params.partCode,
      params.warehouseCode,
      body,
      holds,
    ),
  );
  r.command(endpoints.warehouseFlow, perm('partsMaster', 'warehouseFlowSetting'), (tx, principal, { body }) =>
    setWarehouseFlow(tx, principal, actorOf(principal, ctx.now()), body),
  );
  r.command(
    endpoints.prediction,
    perm('partsMaster', 'predictionSetting'),
    (tx, principal, { params, body }) =>
      setPrediction(tx, actorOf(principal, ctx.now()), params.partCode, body),
  );
  const view = perm('partsMaster', 'view');
  r.read(endpoints.circulation, view, () => getMasterSetting(ctx.db, 'circulation'));
  r.command(endpoints.saveCirculation, edit, (tx, principal, { body }) =>
    saveCirculationSetting(tx, actorOf(principal, ctx.now()), body),
  );
  r.read(endpoints.priceRanges, view, () => getMasterSetting(ctx.db, 'priceRanges'));
  r.command(endpoints.savePriceRanges, edit, (tx, principal, { body }) =>
    savePriceRangeSetting(tx, actorOf(principal, ctx.now()), body),
  );
}
