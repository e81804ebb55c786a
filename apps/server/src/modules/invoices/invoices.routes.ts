import { invoiceEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { idempotent, routesOf } from '../../platform/http/routes';
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

  const r = routesOf(app, ctx);

  r.read(endpoints.list, perm('invoiceQuery', 'search'), async ({ query }, principal, request) => {
    const { items, total } = await listInvoices(
      ctx.db,
      principal,
      query,
      requestLanguage(request) === 'en-US',
    );
    return { items, total, page: query.page, pageSize: query.pageSize };
  });
  r.command(
    endpoints.record,
    idempotent(perm('invoiceQuery', 'edit')),
    async (tx, principal, { body }, effects) => {
      const item = await service.recordOne(tx, principal, body, requestLanguage(effects.request) === 'en-US');
      effects.afterCommit(async () => kick());
      return item;
    },
  );
  r.import(endpoints.import, invoiceImport(service));
  r.export(endpoints.export, invoiceExport);
  registerFinancePartnerRoute(app, ctx, service);
}
