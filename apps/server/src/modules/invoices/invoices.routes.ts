import { invoiceEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes, importRoute } from '../../platform/excel/excel.routes';
import { command, read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import { invoiceExport, invoiceImport } from './invoices.excel';
import { registerFinancePartnerRoute } from './invoices.partner';
import { listInvoices } from './invoices.repository';
import { createInvoiceService } from './invoices.service';

/**
 * Invoicing info routes (spec §2 /makeInvoiceInfoQuery/index, §3 Invoice): the query (a dealer sees
 * its own ship bills, head office all), finance's form and Excel import of invoice numbers, export.
 * A recorded invoice is sent to the dealer's system right after the commit.
 */
export async function invoiceRoutes(app: App, ctx: AppContext) {
  const service = createInvoiceService({ now: ctx.now, businessTz: ctx.config.businessTz });
  const kick = () =>
    void ctx.outbox.sender
      .drain()
      .catch((error: unknown) => app.log.error({ err: error }, 'outbox round failed'));

  read(
    app,
    endpoints.list,
    { access: { permission: perm('invoiceQuery', 'search') } },
    async ({ query }, principal, request) => {
      const { items, total } = await listInvoices(
        ctx.db,
        principal,
        query,
        requestLanguage(request) === 'en-US',
      );
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );
  command(
    app,
    ctx.db,
    endpoints.record,
    { access: { permission: perm('invoiceQuery', 'edit') }, message: 'saved', idempotent: true },
    async (tx, principal, { body }, effects) => {
      const item = await service.recordOne(tx, principal, body, requestLanguage(effects.request) === 'en-US');
      effects.afterCommit(async () => kick());
      return item;
    },
  );
  importRoute(app, ctx, { endpoint: endpoints.import, importer: invoiceImport(service) });
  exportRoutes(app, ctx, { endpoints: endpoints.export, exporter: invoiceExport });
  registerFinancePartnerRoute(app, ctx, service);
}
