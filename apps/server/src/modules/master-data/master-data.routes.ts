import { masterDataEndpoints as endpoints } from '@spm/contracts';
import { type PageKey, perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { idempotent, routesOf } from '../../platform/http/routes';
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

    const r = routesOf(app, ctx);

    for (const [key, page, kind] of kinds) {
      const e = endpoints[key];
      const service = services[key];
      const p = page as MasterPage;
      r.read(e.list, perm(p, 'search'), ({ query }) => service.list(ctx.db, query as never));
      r.export(e.export as never, exports[key] as never);
      r.import(e.import, imports[key] as never);
      r.read(e.detail, perm(p, 'view'), ({ params }) => service.detail(ctx.db, params.code));
      r.read(e.history, perm(p, 'view'), async ({ params }) => {
        await service.detail(ctx.db, params.code);
        return changeHistory(ctx.db, kind, params.code, ctx.config.businessTz);
      });
      r.command(e.create, idempotent(perm(p, 'add')), (tx, principal, { body }) =>
        service.create(tx, principal, body as never),
      );
      r.command(e.update, perm(p, 'edit'), (tx, principal, { params, body }) =>
        service.update(tx, principal, params.code, body as never),
      );
      r.command(e.abolish, perm(p, 'delete'), (tx, principal, { params, body }) =>
        service.abolish(tx, principal, params.code, body),
      );
    }

    const responsibility = createResponsibilityService({ now: ctx.now });
    const responsibles = perm('partResponsibility', 'search');
    r.read(endpoints.areaManagers, perm('masterDealer', 'view'), async () =>
      (await responsibility.userSuperiors(ctx.db)).map(({ userId, username, name }) => ({
        userId,
        username,
        name,
      })),
    );
    r.read(endpoints.partResponsibles, responsibles, ({ query }) =>
      responsibility.partResponsibles(ctx.db, query),
    );
    r.command(
      endpoints.setPartResponsible,
      perm('partResponsibility', 'edit'),
      (tx, principal, { params, body }) =>
        responsibility.setPartResponsible(tx, principal, params.partCode, body.responsibleUserId),
    );
    r.read(endpoints.userSuperiors, responsibles, () => responsibility.userSuperiors(ctx.db));
    r.command(
      endpoints.setUserSuperior,
      perm('partResponsibility', 'edit'),
      (tx, principal, { params, body }) =>
        responsibility.setUserSuperior(tx, principal, params.userId, body.superiorUserId),
    );

    const demand = createAbnormalDemandService({ now: ctx.now, businessTz: ctx.config.businessTz, ...deps });
    r.read(endpoints.abnormalDemandCheck, perm('orderEntry', 'view'), ({ body }) =>
      demand.check(ctx.db, body),
    );
    r.read(endpoints.abnormalDemand, perm('abnormalDemand', 'search'), ({ query }) =>
      demand.list(ctx.db, query),
    );
  };
