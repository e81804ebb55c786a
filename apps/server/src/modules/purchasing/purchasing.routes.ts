import { poPriceEndpoints, purchaseOrderEndpoints, supplierPortalEndpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { ModuleRoutes } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { contentDisposition } from '../../platform/http/download';
import { command, download, read } from '../../platform/http/endpoint';
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
 * declared in packages/contracts `purchasing.ts`. Every route has its page permission; purchase
 * orders, shipping notices and supplier users are read and changed within the caller's supplier
 * (head office: all), so another supplier's document answers 404.
 */
export const purchasingRoutes: ModuleRoutes = (app, ctx) => {
  const db = ctx.db;

  // PO prices
  const P = poPriceEndpoints;
  read(app, P.list, { access: { permission: perm('poPrice', 'search') } }, ({ query }) =>
    listPoPrices(db, query),
  );
  exportRoutes(app, ctx, { endpoints: P.export, exporter: poPriceExport });
  read(app, P.detail, { access: { permission: perm('poPrice', 'view') } }, ({ params }) =>
    poPriceDetail(db, params.id),
  );
  command(
    app,
    db,
    P.create,
    { access: { permission: perm('poPrice', 'add') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => createPoPrice(tx, p, body),
  );
  command(
    app,
    db,
    P.update,
    { access: { permission: perm('poPrice', 'edit') }, message: 'saved' },
    (tx, p, { params, body }) => updatePoPrice(tx, p, params.id, body),
  );

  // purchase orders
  const O = purchaseOrderEndpoints;
  const orders = createPurchaseOrderService({ now: ctx.now });
  read(app, O.proposal, { access: { permission: perm('purchaseOrder', 'add') } }, ({ query }) =>
    replenishmentProposal(db, query.warehouseCode, ctx.now()).then((items) => ({ items })),
  );
  read(app, O.list, { access: { permission: perm('purchaseOrder', 'search') } }, ({ query }, p) =>
    listPurchaseOrders(db, p, query),
  );
  exportRoutes(app, ctx, { endpoints: O.export, exporter: purchaseOrderExport });
  read(app, O.detail, { access: { permission: perm('purchaseOrder', 'view') } }, ({ params }, p) =>
    purchaseOrderDetail(db, p, params.id),
  );
  command(
    app,
    db,
    O.create,
    { access: { permission: perm('purchaseOrder', 'add') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => orders.create(tx, p, body),
  );
  command(
    app,
    db,
    O.update,
    { access: { permission: perm('purchaseOrder', 'edit') }, message: 'saved' },
    (tx, p, { params, body }) => orders.update(tx, p, params.id, body),
  );
  command(
    app,
    db,
    O.place,
    { access: { permission: perm('purchaseOrder', 'place') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => orders.place(tx, p, params.id, body.version),
  );
  command(
    app,
    db,
    O.cancel,
    { access: { permission: perm('purchaseOrder', 'cancel') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => orders.cancel(tx, p, params.id, body.version),
  );
  download(
    app,
    O.print,
    { access: { permission: perm('purchaseOrder', 'print') } },
    async ({ params, query }, p, reply) => {
      const file = await printPurchaseOrder(await purchaseOrderDetail(db, p, params.id), query.copies);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.pdf);
    },
  );

  // supplier portal
  const S = supplierPortalEndpoints;
  const portal = createSupplierPortalService({ now: ctx.now });
  const supplierUsers = createSupplierUserService({ policy: ctx.config.passwordPolicy, now: ctx.now });
  read(app, S.orders, { access: { permission: perm('supplierOrder', 'search') } }, ({ query }, p) =>
    listPurchaseOrders(db, p, query),
  );
  read(app, S.order, { access: { permission: perm('supplierOrder', 'view') } }, ({ params }, p) =>
    purchaseOrderDetail(db, p, params.id),
  );
  command(
    app,
    db,
    S.confirm,
    { access: { permission: perm('supplierOrder', 'confirm') }, message: 'saved', idempotent: true },
    (tx, p, { params, body }) => portal.confirm(tx, p, params.id, body),
  );
  read(app, S.asns, { access: { permission: perm('supplierOrder', 'search') } }, ({ query }, p) =>
    portal.listAsns(db, p, query),
  );
  read(app, S.asn, { access: { permission: perm('supplierOrder', 'view') } }, ({ params }, p) =>
    portal.asnDetail(db, p, params.id),
  );
  command(
    app,
    db,
    S.createAsn,
    { access: { permission: perm('supplierOrder', 'ship') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => portal.createAsn(tx, p, body),
  );
  read(app, S.users, { access: { permission: perm('supplierUser', 'search') } }, ({ query }, p) =>
    supplierUsers.list(db, p, query),
  );
  command(
    app,
    db,
    S.createUser,
    { access: { permission: perm('supplierUser', 'add') }, message: 'saved', idempotent: true },
    (tx, p, { body }) => supplierUsers.create(tx, p, body),
  );
  command(
    app,
    db,
    S.updateUser,
    { access: { permission: perm('supplierUser', 'edit') }, message: 'saved' },
    (tx, p, { params, body }) => supplierUsers.update(tx, p, params.id, body),
  );
};
