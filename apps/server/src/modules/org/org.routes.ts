import { dealerLookupQuery } from '@spm/contracts';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/i18n/language';
import { createOrgService } from './org.service';

const access = { permission: 'authenticated' } as const;
const tags = ['organisation'];

/** Organisation lookups for selects (every signed-in user; dealers and suppliers limited to the caller's scope). */
export async function orgRoutes(app: App, ctx: AppContext) {
  const service = createOrgService(ctx);

  /** `GET /api/v1/org/warehouses` → `[{ code, name, region, slowFlowMain }]`. */
  app.get(
    '/api/v1/org/warehouses',
    { config: { access }, schema: { summary: 'Active warehouses', tags } },
    async (request) => ok(request, await service.warehouses(requestLanguage(request))),
  );

  /** `GET /api/v1/org/dealers?keyword=&dealerType=&page=&pageSize=` → page of `{ code, name, dealerType, region }`. */
  app.get(
    '/api/v1/org/dealers',
    { config: { access }, schema: { summary: 'Dealers in my scope', tags, querystring: dealerLookupQuery } },
    async (request) =>
      ok(request, await service.dealers(principalOf(request), requestLanguage(request), request.query)),
  );

  /** `GET /api/v1/org/suppliers` → `[{ code, name }]`. */
  app.get(
    '/api/v1/org/suppliers',
    { config: { access }, schema: { summary: 'Suppliers in my scope', tags } },
    async (request) => ok(request, await service.suppliers(principalOf(request), requestLanguage(request))),
  );
}
