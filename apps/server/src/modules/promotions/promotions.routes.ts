import { promotionEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { command, read } from '../../platform/http/endpoint';
import { createPartsPackageService } from './parts-packages.service';
import { packageExport, promotionExport } from './promotions.export';
import { createPromotionService } from './promotions.service';

/**
 * Promotion parts and DFS parts packages routes (spec §2 `/promotionPartsQuery/index`,
 * `/partsPackageInquiry/index`; API.md `/api/v1/promotions`, `/api/v1/parts-packages`). Definitions
 * need `add`/`edit` (head office); ordering needs `order` and is for the caller's own dealer (head
 * office names one); promotion order lines are read in the caller's dealer scope. Both lists export
 * (`/export`, `export` permission) with the list's filters, sort and scope.
 */
export async function promotionRoutes(app: App, ctx: AppContext) {
  const { db, now } = ctx;
  const deps = { now, businessTz: ctx.config.businessTz };
  const promotions = createPromotionService(deps);
  const packages = createPartsPackageService(deps);

  read(app, endpoints.list, { access: { permission: perm('promotionParts', 'search') } }, ({ query }, p) =>
    promotions.list(db, p, query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.export, exporter: promotionExport(promotions) });
  read(
    app,
    endpoints.orderLines,
    { access: { permission: perm('promotionParts', 'view') } },
    ({ query }, p) => promotions.orderLines(db, p, query),
  );
  command(
    app,
    db,
    endpoints.create,
    { access: { permission: perm('promotionParts', 'add') }, message: 'saved' },
    (tx, p, { body }) => promotions.create(tx, p, body),
  );
  command(
    app,
    db,
    endpoints.update,
    { access: { permission: perm('promotionParts', 'edit') }, message: 'saved' },
    (tx, p, { params, body }) => promotions.update(tx, p, params.id, body),
  );
  command(
    app,
    db,
    endpoints.order,
    { access: { permission: perm('promotionParts', 'order') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => promotions.order(tx, p, params.id, body),
  );

  read(app, endpoints.packages, { access: { permission: perm('partsPackage', 'search') } }, ({ query }) =>
    packages.list(db, query),
  );
  exportRoutes(app, ctx, { endpoints: endpoints.packagesExport, exporter: packageExport(packages) });
  command(
    app,
    db,
    endpoints.createPackage,
    { access: { permission: perm('partsPackage', 'add') }, message: 'saved' },
    (tx, _p, { body }) => packages.create(tx, body),
  );
  command(
    app,
    db,
    endpoints.updatePackage,
    { access: { permission: perm('partsPackage', 'edit') }, message: 'saved' },
    (tx, _p, { params, body }) => packages.update(tx, params.id, body),
  );
  command(
    app,
    db,
    endpoints.orderPackage,
    { access: { permission: perm('partsPackage', 'order') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => packages.order(tx, p, params.id, body),
  );
}
