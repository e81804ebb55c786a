import { bomEndpoints, fixPriceEndpoints, rfqEndpoints, supplierRfqEndpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { idempotent, routesOf } from '../../platform/http/routes';
import { requestLanguage } from '../../platform/i18n/language';
import { createBomService } from './bom.service';
import { createFixPriceService } from './fix-price.service';
import { createRfqService } from './rfq.service';
import { bomExport, bomImport, fixPriceExport, rfqExport } from './sourcing.excel';

/**
 * Sourcing routes (issue 17; API.md `/api/v1/bom`, `/api/v1/rfqs`, `/api/v1/fix-prices`,
 * `/api/v1/supplier/rfqs`), declared in packages/contracts `sourcing/`. Head-office pages need their
 * permission (`bomMaintain`, `rfqManage`, `fixPrice`); the supplier portal needs `supplierRfq` and
 * sees only the RFQs addressed to the caller's supplier (404 otherwise). Messages to SRM are written
 * in the business transaction and sent right after the commit.
 */
export async function sourcingRoutes(app: App, ctx: AppContext) {
  const { db, now } = ctx;
  const kick = () =>
    ctx.outbox.sender.drain().catch((error: unknown) => app.log.error({ err: error }, 'outbox round failed'));

  const r = routesOf(app, ctx);

  // BOM
  const B = bomEndpoints;
  const bom = createBomService({ db, now, tz: ctx.config.businessTz });
  const bomPerm = (a: 'search' | 'view' | 'add' | 'edit' | 'delete') => perm('bomMaintain', a);
  r.read(B.list, bomPerm('search'), ({ query }) => bom.list(query));
  r.export(B.export, bomExport(bom));
  r.import(B.import, bomImport(bom));
  r.read(B.exploded, bomPerm('view'), ({ params, query }) => bom.exploded(params.partCode, query.date));
  r.read(B.whereUsed, bomPerm('view'), ({ params, query }) => bom.whereUsed(params.partCode, query.date));
  r.command(B.create, idempotent(bomPerm('add')), (tx, p, { body }) => bom.create(tx, p, body));
  r.command(B.update, bomPerm('edit'), (tx, _p, { params, body }) => bom.update(tx, params.id, body));
  r.command(B.remove, { access: bomPerm('delete'), message: 'saved' }, (tx, _p, { params, query }) =>
    bom.remove(tx, params.id, query.version),
  );

  // RFQs, head office
  const R = rfqEndpoints;
  const rfq = createRfqService({
    db,
    now,
    businessTz: ctx.config.businessTz,
    limits: { deleteMax: ctx.config.sourcing.rfqDeleteMax, stopMax: ctx.config.sourcing.rfqStopMax },
  });
  type RfqAct = 'search' | 'view' | 'add' | 'edit' | 'delete' | 'confirm' | 'reject' | 'stop' | 'transfer';
  const rfqPerm = (a: RfqAct) => perm('rfqManage', a);
  r.read(R.list, rfqPerm('search'), ({ query }, p) => rfq.list(p, query));
  r.export(R.export, rfqExport(rfq));
  r.read(R.detail, rfqPerm('view'), ({ params }, p) => rfq.detail(p, params.id));
  r.command(R.create, idempotent(rfqPerm('add')), (tx, p, { body }) => rfq.create(tx, p, body));
  r.command(R.update, rfqPerm('edit'), (tx, p, { params, body }) => rfq.update(tx, p, params.id, body));
  r.command(R.confirm, rfqPerm('confirm'), (tx, p, { params, body }) =>
    rfq.confirm(tx, p, params.id, body.version),
  );
  r.command(R.reject, rfqPerm('reject'), (tx, p, { params, body }) => rfq.reject(tx, p, params.id, body));
  r.command(R.transfer, idempotent(rfqPerm('transfer')), async (tx, p, { params, body }, effects) => {
    const answer = await rfq.transfer(tx, p, params.id, body.version);
    effects.afterCommit(async () => void kick());
    return answer;
  });
  r.batch(R.remove, rfqPerm('delete'), (unit, p, { body }, request) =>
    rfq.remove(unit, p, body.ids, requestLanguage(request)),
  );
  r.batch(R.stop, rfqPerm('stop'), async (unit, p, { body }, request) => {
    const results = await rfq.stop(unit, p, body.ids, requestLanguage(request));
    void kick();
    return results;
  });

  // RFQs, supplier portal
  const S = supplierRfqEndpoints;
  r.read(S.list, perm('supplierRfq', 'search'), ({ query }, p) => rfq.list(p, query));
  r.read(S.detail, perm('supplierRfq', 'view'), ({ params }, p) => rfq.detail(p, params.id));
  r.command(S.quote, perm('supplierRfq', 'quote'), (tx, p, { params, body }) =>
    rfq.quote(tx, p, params.id, body),
  );

  // fix prices
  const F = fixPriceEndpoints;
  const fix = createFixPriceService({ db, now, businessTz: ctx.config.businessTz });
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
  const fixPerm = (a: FixAct) => perm('fixPrice', a);
  r.read(F.list, fixPerm('search'), ({ query }) => fix.list(query));
  r.export(F.export, fixPriceExport(fix));
  r.read(F.packageDetail, fixPerm('view'), ({ params }) => fix.packageDetail(params.packageNo));
  r.read(F.detail, fixPerm('view'), ({ params }) => fix.detail(params.id));
  r.command(F.create, idempotent(fixPerm('add')), (tx, p, { body }) => fix.create(tx, p, body));
  r.command(F.update, fixPerm('edit'), (tx, p, { params, body }) => fix.update(tx, p, params.id, body));
  r.command(F.remove, { access: fixPerm('delete'), message: 'saved' }, (tx, _p, { params, query }) =>
    fix.remove(tx, params.id, query.version),
  );
  r.command(F.typeImport, fixPerm('import'), (tx, p, { body }) => fix.typeImport(tx, p, body.items));
  r.command(F.startPricing, fixPerm('calculate'), (tx, p, { body }) => fix.startPricing(tx, p, body.ids));
  r.command(F.calculate, fixPerm('calculate'), (tx, p, { body }) => fix.calculate(tx, p, body.ids));
  r.command(F.package, idempotent(fixPerm('package')), (tx, p, { body }) => fix.package(tx, p, body.ids));
  for (const [endpoint, access, step] of [
    [F.submitPackage, fixPerm('package'), 'submitPackage'],
    [F.withdrawPackage, fixPerm('package'), 'withdrawPackage'],
    [F.cancelPackage, fixPerm('cancel'), 'cancelPackage'],
  ] as const) {
    r.command(endpoint, access, (tx, p, { params, body }) =>
      fix[step](tx, p, params.packageNo, body.opinion),
    );
  }
  r.command(F.auditPackage, idempotent(fixPerm('audit')), async (tx, p, { params, body }, effects) => {
    const answer = await fix.auditPackage(tx, p, params.packageNo, body);
    effects.afterCommit(async () => void kick());
    return answer;
  });
}
