import { masterDataEndpoints as endpoints } from '@spm/contracts';
import { type PageKey, perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes, importRoute } from '../../platform/excel/excel.routes';
import { command, read } from '../../platform/http/endpoint';
import { createAbnormalDemandService } from './abnormal-demand.service';
import { createDealerMasterService } from './dealers.service';
import { masterExports, masterImports } from './master-data.excel';
import { changeHistory } from './master-data.history';
import type { MasterDataDeps } from './master-data.holds';
import { createResponsibilityService } from './responsibility.service';
import { createSupplierMasterService } from './suppliers.service';
import { createWarehouseMasterService } from './warehouses.service';

type MasterPage = Extract<PageKey, 'masterWarehouse' | 'masterDealer' | 'masterSupplier'>;

/**
 * Master data routes (API.md `/api/v1/master/warehouses`, `/dealers`, `/suppliers`; spec §2
 * Mst001–Mst033), declared in `masterDataEndpoints`, head office only through the page permissions:
 * list/export/detail/history (`search`, `export`, `view`), create (`add`), edit (`edit`), abolish or
 * close (`delete`), Excel import (`import`). The area manager choices (head-office users,
 * `masterDealer:view`). Part responsibility and user superiors (`partResponsibility:search` / `:edit`).
 * The abnormal demand advisory of lines being entered (`orderEntry:view`) and head office's list of
 * such submitted lines (`abnormalDemand:search`). Master data is not tenant data: the permission is
 * the scope.
 */
export const masterDataRoutes = (deps: MasterDataDeps) =>
  async function masterDataRoutes(app: App, ctx: AppContext) {
    const services = {
      warehouses: createWarehouseMasterService({ now: ctx.now, uses: deps.warehouseUses }),
      dealers: createDealerMasterService({ now: ctx.now, ...deps }),
      suppliers: createSupplierMasterService({ now: ctx.now }),
    };
    const imports = masterImports(services);
    const exports = masterExports(services);
    const kinds = [
      ['warehouses', 'masterWarehouse', 'warehouse'],
      ['dealers', 'masterDealer', 'dealer'],
      ['suppliers', 'masterSupplier', 'supplier'],
    ] as const;

    for (const [key, page, kind] of kinds) {
      const e = endpoints[key];
      const service = services[key];
      const p = page as MasterPage;
      read(app, e.list, { access: { permission: perm(p, 'search') } }, ({ query }) =>
        service.list(ctx.db, query as never),
      );
      exportRoutes(app, ctx, { endpoints: e.export as never, exporter: exports[key] as never });
      importRoute(app, ctx, { endpoint: e.import, importer: imports[key] as never });
      read(app, e.detail, { access: { permission: perm(p, 'view') } }, ({ params }) =>
        service.detail(ctx.db, params.code),
      );
      read(app, e.history, { access: { permission: perm(p, 'view') } }, async ({ params }) => {
        await service.detail(ctx.db, params.code);
        return changeHistory(ctx.db, kind, params.code);
      });
      command(
        app,
        ctx.db,
        e.create,
        { access: { permission: perm(p, 'add') }, message: 'saved', idempotent: true },
        (tx, principal, { body }) => service.create(tx, principal, body as never),
      );
      command(
        app,
        ctx.db,
        e.update,
        { access: { permission: perm(p, 'edit') }, message: 'saved' },
        (tx, principal, { params, body }) => service.update(tx, principal, params.code, body as never),
      );
      command(
        app,
        ctx.db,
        e.abolish,
        { access: { permission: perm(p, 'delete') }, message: 'saved' },
        (tx, principal, { params, body }) => service.abolish(tx, principal, params.code, body),
      );
    }

    const responsibility = createResponsibilityService({ now: ctx.now });
    read(app, endpoints.areaManagers, { access: { permission: perm('masterDealer', 'view') } }, async () =>
      (await responsibility.userSuperiors(ctx.db)).map(({ userId, username, name }) => ({
        userId,
        username,
        name,
      })),
    );
    read(
      app,
      endpoints.partResponsibles,
      { access: { permission: perm('partResponsibility', 'search') } },
      ({ query }) => responsibility.partResponsibles(ctx.db, query),
    );
    command(
      app,
      ctx.db,
      endpoints.setPartResponsible,
      { access: { permission: perm('partResponsibility', 'edit') }, message: 'saved' },
      (tx, principal, { params, body }) =>
        responsibility.setPartResponsible(tx, principal, params.partCode, body.responsibleUserId),
    );
    read(app, endpoints.userSuperiors, { access: { permission: perm('partResponsibility', 'search') } }, () =>
      responsibility.userSuperiors(ctx.db),
    );
    command(
      app,
      ctx.db,
      endpoints.setUserSuperior,
      { access: { permission: perm('partResponsibility', 'edit') }, message: 'saved' },
      (tx, principal, { params, body }) =>
        responsibility.setUserSuperior(tx, principal, params.userId, body.superiorUserId),
    );

    const demand = createAbnormalDemandService({ now: ctx.now, ...deps });
    read(
      app,
      endpoints.abnormalDemandCheck,
      { access: { permission: perm('orderEntry', 'view') } },
      ({ body }) => demand.check(ctx.db, body),
    );
    read(
      app,
      endpoints.abnormalDemand,
      { access: { permission: perm('abnormalDemand', 'search') } },
      ({ query }) => demand.list(ctx.db, query),
    );
  };
