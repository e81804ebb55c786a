import { bomEndpoints, fixPriceEndpoints, rfqEndpoints, supplierRfqEndpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes, importRoute } from '../../platform/excel/excel.routes';
import { batchCommand, command, read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import { createBomService } from './bom.service';
import { createFixPriceService } from './fix-price.service';
import { createRfqService } from './rfq.service';
import { bomExport, bomImport, fixPriceExport, rfqExport } from './sourcing.excel';

/**
 * Sourcing routes (issue 17; API.md `/api/v1/bom`, `/api/v1/rfqs`, `/api/v1/fix-prices`,
 * `/api/v1/supplier/rfqs`), declared in packages/contracts `sourcing.ts`. Head-office pages need their
 * permission (`bomMaintain`, `rfqManage`, `fixPrice`); the supplier portal needs `supplierRfq` and
 * sees only the RFQs addressed to the caller's supplier (404 otherwise). Messages to SRM are written
 * in the business transaction and sent right after the commit.
 */
export async function sourcingRoutes(app: App, ctx: AppContext) {
  const { db, now } = ctx;
  const kick = () =>
    ctx.outbox.sender.drain().catch((error: unknown) => app.log.error({ err: error }, 'outbox round failed'));

  // BOM
  const B = bomEndpoints;
  const bom = createBomService({ db, now, tz: ctx.config.businessTz });
  const bomPerm = (a: 'search' | 'view' | 'add' | 'edit' | 'delete') => ({
    access: { permission: perm('bomMaintain', a) },
  });
  read(app, B.list, bomPerm('search'), ({ query }) => bom.list(query));
  exportRoutes(app, ctx, { endpoints: B.export, exporter: bomExport(bom) });
  importRoute(app, ctx, { endpoint: B.import, importer: bomImport(bom) });
  read(app, B.exploded, bomPerm('view'), ({ params, query }) => bom.exploded(params.partCode, query.date));
  read(app, B.whereUsed, bomPerm('view'), ({ params, query }) => bom.whereUsed(params.partCode, query.date));
  command(app, db, B.create, { ...bomPerm('add'), message: 'saved', idempotent: true }, (tx, p, { body }) =>
    bom.create(tx, p, body),
  );
  command(app, db, B.update, { ...bomPerm('edit'), message: 'saved' }, (tx, _p, { params, body }) =>
    bom.update(tx, params.id, body),
  );
  command(app, db, B.remove, { ...bomPerm('delete'), message: 'saved' }, (tx, _p, { params, query }) =>
    bom.remove(tx, params.id, query.version),
  );

  // RFQs, head office
  const R = rfqEndpoints;
  const rfq = createRfqService({
    db,
    now,
    limits: { deleteMax: ctx.config.sourcing.rfqDeleteMax, stopMax: ctx.config.sourcing.rfqStopMax },
  });
  type RfqAct = 'search' | 'view' | 'add' | 'edit' | 'delete' | 'confirm' | 'reject' | 'stop' | 'transfer';
  const rfqPerm = (a: RfqAct) => ({ access: { permission: perm('rfqManage', a) } });
  read(app, R.list, rfqPerm('search'), ({ query }, p) => rfq.list(p, query));
  exportRoutes(app, ctx, { endpoints: R.export, exporter: rfqExport(rfq) });
  read(app, R.detail, rfqPerm('view'), ({ params }, p) => rfq.detail(p, params.id));
  command(app, db, R.create, { ...rfqPerm('add'), message: 'saved', idempotent: true }, (tx, p, { body }) =>
    rfq.create(tx, p, body),
  );
  command(app, db, R.update, { ...rfqPerm('edit'), message: 'saved' }, (tx, p, { params, body }) =>
    rfq.update(tx, p, params.id, body),
  );
  command(app, db, R.confirm, { ...rfqPerm('confirm'), message: 'saved' }, (tx, p, { params, body }) =>
    rfq.confirm(tx, p, params.id, body.version),
  );
  command(app, db, R.reject, { ...rfqPerm('reject'), message: 'saved' }, (tx, p, { params, body }) =>
    rfq.reject(tx, p, params.id, body),
  );
  command(
    app,
    db,
    R.transfer,
    { ...rfqPerm('transfer'), message: 'saved', idempotent: true },
    async (tx, p, { params, body }, effects) => {
      const answer = await rfq.transfer(tx, p, params.id, body.version);
      effects.afterCommit(async () => void kick());
      return answer;
    },
  );
  batchCommand(app, db, R.remove, { ...rfqPerm('delete'), message: 'saved' }, (unit, p, { body }, request) =>
    rfq.remove(unit, p, body.ids, requestLanguage(request)),
  );
  batchCommand(
    app,
    db,
    R.stop,
    { ...rfqPerm('stop'), message: 'saved' },
    async (unit, p, { body }, request) => {
      const results = await rfq.stop(unit, p, body.ids, requestLanguage(request));
      void kick();
      return results;
    },
  );

  // RFQs, supplier portal
  const S = supplierRfqEndpoints;
  const supplierPerm = (a: 'search' | 'view' | 'quote') => ({
    access: { permission: perm('supplierRfq', a) },
  });
  read(app, S.list, supplierPerm('search'), ({ query }, p) => rfq.list(p, query));
  read(app, S.detail, supplierPerm('view'), ({ params }, p) => rfq.detail(p, params.id));
  command(app, db, S.quote, { ...supplierPerm('quote'), message: 'saved' }, (tx, p, { params, body }) =>
    rfq.quote(tx, p, params.id, body),
  );

  // fix prices
  const F = fixPriceEndpoints;
  const fix = createFixPriceService({ db, now });
  type FixAct =
    | 'search'
    | 'view'
    | 'add'
    | 'edit'
    | 'delete'
    | 'import'
    | 'calculate'
    | 'package'
    | 'audit'
    | 'cancel';
  const fixPerm = (a: FixAct) => ({ access: { permission: perm('fixPrice', a) } });
  read(app, F.list, fixPerm('search'), ({ query }) => fix.list(query));
  exportRoutes(app, ctx, { endpoints: F.export, exporter: fixPriceExport(fix) });
  read(app, F.packageDetail, fixPerm('view'), ({ params }) => fix.packageDetail(params.packageNo));
  read(app, F.detail, fixPerm('view'), ({ params }) => fix.detail(params.id));
  command(app, db, F.create, { ...fixPerm('add'), message: 'saved', idempotent: true }, (tx, p, { body }) =>
    fix.create(tx, p, body),
  );
  command(app, db, F.update, { ...fixPerm('edit'), message: 'saved' }, (tx, p, { params, body }) =>
    fix.update(tx, p, params.id, body),
  );
  command(app, db, F.remove, { ...fixPerm('delete'), message: 'saved' }, (tx, _p, { params, query }) =>
    fix.remove(tx, params.id, query.version),
  );
  command(app, db, F.typeImport, { ...fixPerm('import'), message: 'saved' }, (tx, p, { body }) =>
    fix.typeImport(tx, p, body.items),
  );
  command(app, db, F.startPricing, { ...fixPerm('calculate'), message: 'saved' }, (tx, p, { body }) =>
    fix.startPricing(tx, p, body.ids),
  );
  command(app, db, F.calculate, { ...fixPerm('calculate'), message: 'saved' }, (tx, p, { body }) =>
    fix.calculate(tx, p, body.ids),
  );
  command(
    app,
    db,
    F.package,
    { ...fixPerm('package'), message: 'saved', idempotent: true },
    (tx, p, { body }) => fix.package(tx, p, body.ids),
  );
  command(app, db, F.submitPackage, { ...fixPerm('package'), message: 'saved' }, (tx, p, { params, body }) =>
    fix.submitPackage(tx, p, params.packageNo, body.opinion),
  );
  command(
    app,
    db,
    F.withdrawPackage,
    { ...fixPerm('package'), message: 'saved' },
    (tx, p, { params, body }) => fix.withdrawPackage(tx, p, params.packageNo, body.opinion),
  );
  command(app, db, F.cancelPackage, { ...fixPerm('cancel'), message: 'saved' }, (tx, p, { params, body }) =>
    fix.cancelPackage(tx, p, params.packageNo, body.opinion),
  );
  command(
    app,
    db,
    F.auditPackage,
    { ...fixPerm('audit'), message: 'saved', idempotent: true },
    async (tx, p, { params, body }, effects) => {
      const answer = await fix.auditPackage(tx, p, params.packageNo, body);
      effects.afterCommit(async () => void kick());
      return answer;
    },
  );
}
