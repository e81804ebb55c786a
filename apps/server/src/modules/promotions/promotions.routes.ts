import { promotionEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { idempotent, routesOf } from '../../platform/http/routes';
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
  const r = routesOf(app, ctx);
  const deps = { now, businessTz: ctx.config.businessTz };
  const promotions = createPromotionService(deps);
  const packages = createPartsPackageService(deps);

  r.read(endpoints.list, perm('promotionParts', 'search'), ({ query }, p) => promotions.list(db, p, query));
  r.export(endpoints.export, promotionExport(promotions));
  r.read(endpoints.orderLines, perm('promotionParts', 'view'), ({ query }, p) =>
    promotions.orderLines(db, p, query),
  );
  r.command(endpoints.create, perm('promotionParts', 'add'), (tx, p, { body }) =>
    promotions.create(tx, p, body),
  );
  r.command(endpoints.update, perm('promotionParts', 'edit'), (tx, p, { params, body }) =>
    promotions.update(tx, p, params.id, body),
  );
  r.command(endpoints.order, idempotent(perm('promotionParts', 'order')), (tx, p, { params, body }) =>
    promotions.order(tx, p, params.id, body),
  );

  r.read(endpoints.packages, perm('partsPackage', 'search'), ({ query }) => packages.list(db, query));
  r.export(endpoints.packagesExport, packageExport(packages));
  r.command(endpoints.createPackage, perm('partsPackage', 'add'), (tx, _p, { body }) =>
    packages.create(tx, body),
  );
  r.command(endpoints.updatePackage, perm('partsPackage', 'edit'), (tx, _p, { params, body }) =>
    packages.update(tx, params.id, body),
  );
  r.command(endpoints.orderPackage, idempotent(perm('partsPackage', 'order')), (tx, p, { params, body }) =>
    packages.order(tx, p, params.id, body),
  );
}
