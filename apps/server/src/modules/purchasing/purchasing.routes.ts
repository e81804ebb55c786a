import { poPriceEndpoints, purchaseOrderEndpoints, supplierPortalEndpoints } from '@spm/contracts';
import { businessDate, perm } from '@spm/domain';
import type { ModuleRoutes } from '../../platform/context';
import { sendPdf } from '../../platform/http/download';
import { idempotent, routesOf } from '../../platform/http/routes';
import { createPoPrice, listPoPrices, poPriceDetail, updatePoPrice } from './po-prices.service';
import { replenishmentProposal } from './proposal';
import { listPurchaseOrders, purchaseOrderDetail } from './purchase-orders.query';
import { createPurchaseOrderService } from './purchase-orders.service';
import { poPriceExport, purchaseOrderExport } from './purchasing.exports';
import { printPurchaseOrder } from './purchasing.print';
import { createSupplierPortalService } from './supplier-portal.service';
import { createSupplierUserService } from './supplier-users.service';

/**
 * Purchasing routes (API.md `/api/v1/po-prices`, `/api/v1/purchase-orders`, `/api/v1/supplier/…`),
 * declared in packages/contracts `purchasing/`. Every route has its page permission; purchase
 * orders, shipping notices and supplier users are read and changed within the caller's supplier
 * (head office: all), so another supplier's document answers 404.
 */
export const purchasingRoutes: ModuleRoutes = (app, ctx) => {
  const db = ctx.db;
  const businessTz = ctx.config.businessTz;
  const r = routesOf(app, ctx);

  // PO prices
  const P = poPriceEndpoints;
  r.read(P.list, perm('poPrice', 'search'), ({ query }) => listPoPrices(db, query));
  r.export(P.export, poPriceExport);
  r.read(P.detail, perm('poPrice', 'view'), ({ params }) => poPriceDetail(db, params.id));
  r.command(P.create, idempotent(perm('poPrice', 'add')), (tx, p, { body }) =>
    createPoPrice(tx, p, body, ctx.now()),
  );
  r.command(P.update, perm('poPrice', 'edit'), (tx, p, { params, body }) =>
    updatePoPrice(tx, p, params.id, body, ctx.now()),
  );

  // purchase orders
  const O = purchaseOrderEndpoints;
  const orders = createPurchaseOrderService({ now: ctx.now, businessTz });
  r.read(O.proposal, perm('purchaseOrder', 'add'), async ({ query }) => {
    const today = businessDate(ctx.now(), businessTz);
    return { items: await replenishmentProposal(db, query.warehouseCode, today) };
  });
  r.read(O.list, perm('purchaseOrder', 'search'), ({ query }, p) => listPurchaseOrders(db, p, query));
  r.export(O.export, purchaseOrderExport);
  r.read(O.detail, perm('purchaseOrder', 'view'), ({ params }, p) => purchaseOrderDetail(db, p, params.id));
  r.command(O.create, idempotent(perm('purchaseOrder', 'add')), (tx, p, { body }) =>
    orders.create(tx, p, body),
  );
  r.command(O.update, perm('purchaseOrder', 'edit'), (tx, p, { params, body }) =>
    orders.update(tx, p, params.id, body),
  );
  for (const [endpoint, action] of [
    [O.place, 'place'],
    [O.cancel, 'cancel'],
  ] as const) {
    r.command(endpoint, idempotent(perm('purchaseOrder', action)), (tx, p, { params, body }) =>
      orders[action](tx, p, params.id, body.version),
    );
  }
  r.download(O.print, perm('purchaseOrder', 'print'), async ({ params, query }, p, reply) => {
    const file = await printPurchaseOrder(await purchaseOrderDetail(db, p, params.id), query.copies);
    return sendPdf(reply, file);
  });

  // supplier portal
  const S = supplierPortalEndpoints;
  const portal = createSupplierPortalService({ now: ctx.now, businessTz });
  const supplierUsers = createSupplierUserService({ policy: ctx.config.passwordPolicy, now: ctx.now });
  r.read(S.orders, perm('supplierOrder', 'search'), ({ query }, p) => listPurchaseOrders(db, p, query));
  r.read(S.order, perm('supplierOrder', 'view'), ({ params }, p) => purchaseOrderDetail(db, p, params.id));
  r.command(S.confirm, idempotent(perm('supplierOrder', 'confirm')), (tx, p, { params, body }) =>
    portal.confirm(tx, p, params.id, body),
  );
  r.read(S.asns, perm('supplierOrder', 'search'), ({ query }, p) => portal.listAsns(db, p, query));
  r.read(S.asn, perm('supplierOrder', 'view'), ({ params }, p) => portal.asnDetail(db, p, params.id));
  r.command(S.createAsn, idempotent(perm('supplierOrder', 'ship')), (tx, p, { body }) =>
    portal.createAsn(tx, p, body),
  );
  r.read(S.users, perm('supplierUser', 'search'), ({ query }, p) => supplierUsers.list(db, p, query));
  r.command(S.createUser, idempotent(perm('supplierUser', 'add')), (tx, p, { body }) =>
    supplierUsers.create(tx, p, body),
  );
  r.command(S.updateUser, perm('supplierUser', 'edit'), (tx, p, { params, body }) =>
    supplierUsers.update(tx, p, params.id, body),
  );
};
