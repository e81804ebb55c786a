import {
  circulationSettingRequest,
  minMaxRequest,
  partCodeParam,
  partWarehouseParam,
  partWarehouseRequest,
  predictionRequest,
  priceRangeSettingRequest,
  warehouseFlowRequest,
} from '@spm/contracts';
import { perm } from '@spm/domain';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
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

const tags = ['parts'];

/** Parts master settings (spec §2 parts master actions; §5 rules). */
export async function partSettingsRoutes(app: App, ctx: AppContext) {
  /** `POST /api/v1/parts/{partCode}/min-max`: `{ warehouseCode?, minStock, maxStock, version }`. */
  app.post(
    '/api/v1/parts/:partCode/min-max',
    {
      config: { access: { permission: perm('partsMaster', 'minMaxStockCorrection') } },
      schema: { summary: 'Min/max stock correction', tags, params: partCodeParam, body: minMaxRequest },
    },
    async (request) => {
      const principal = principalOf(request);
      return ok(
        request,
        await correctMinMax(ctx.db, principal, actorOf(principal), request.params.partCode, request.body),
        'saved',
      );
    },
  );

  /** `PUT /api/v1/parts/{partCode}/warehouses/{warehouseCode}`: warehouse info of the part in one warehouse. */
  app.put(
    '/api/v1/parts/:partCode/warehouses/:warehouseCode',
    {
      config: { access: { permission: perm('partsMaster', 'edit') } },
      schema: {
        summary: 'Warehouse info of a part',
        tags,
        params: partWarehouseParam,
        body: partWarehouseRequest,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { partCode, warehouseCode } = request.params;
      return ok(
        request,
        await savePartWarehouse(ctx.db, principal, actorOf(principal), partCode, warehouseCode, request.body),
        'saved',
      );
    },
  );

  /** `PUT /api/v1/parts/warehouse-flow`: `{ warehouseCode, rows: [{ partCode, flowPartition }] }`. */
  app.put(
    '/api/v1/parts/warehouse-flow',
    {
      config: { access: { permission: perm('partsMaster', 'warehouseFlowSetting') } },
      schema: {
        summary: 'Warehouse flow setting (flow partition per part)',
        tags,
        body: warehouseFlowRequest,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return ok(
        request,
        await setWarehouseFlow(ctx.db, principal, actorOf(principal), request.body),
        'saved',
      );
    },
  );

  /** `PUT /api/v1/parts/{partCode}/prediction`: `{ coefficients: [12 decimals], version }`. */
  app.put(
    '/api/v1/parts/:partCode/prediction',
    {
      config: { access: { permission: perm('partsMaster', 'predictionSetting') } },
      schema: {
        summary: 'Prediction setting of a part',
        tags,
        params: partCodeParam,
        body: predictionRequest,
      },
    },
    async (request) =>
      ok(
        request,
        await setPrediction(ctx.db, actorOf(principalOf(request)), request.params.partCode, request.body),
        'saved',
      ),
  );

  /** `GET /api/v1/part-settings/circulation` → `{ rows: [{ circulationType, endRatio, minMonth }], version }`. */
  app.get(
    '/api/v1/part-settings/circulation',
    {
      config: { access: { permission: perm('partsMaster', 'view') } },
      schema: { summary: 'Circulation type setting', tags },
    },
    async (request) => ok(request, await getMasterSetting(ctx.db, 'circulation')),
  );

  /** `PUT /api/v1/part-settings/circulation`: the whole table plus `version`. */
  app.put(
    '/api/v1/part-settings/circulation',
    {
      config: { access: { permission: perm('partsMaster', 'edit') } },
      schema: { summary: 'Save the circulation type setting', tags, body: circulationSettingRequest },
    },
    async (request) =>
      ok(request, await saveCirculationSetting(ctx.db, actorOf(principalOf(request)), request.body), 'saved'),
  );

  /** `GET /api/v1/part-settings/price-ranges` → `{ rows: [{ startValue, endValue, controlParameter }], version }`. */
  app.get(
    '/api/v1/part-settings/price-ranges',
    {
      config: { access: { permission: perm('partsMaster', 'view') } },
      schema: { summary: 'Price range setting', tags },
    },
    async (request) => ok(request, await getMasterSetting(ctx.db, 'priceRanges')),
  );

  /** `PUT /api/v1/part-settings/price-ranges`: the whole table plus `version`. */
  app.put(
    '/api/v1/part-settings/price-ranges',
    {
      config: { access: { permission: perm('partsMaster', 'edit') } },
      schema: { summary: 'Save the price range setting', tags, body: priceRangeSettingRequest },
    },
    async (request) =>
      ok(request, await savePriceRangeSetting(ctx.db, actorOf(principalOf(request)), request.body), 'saved'),
  );
}
