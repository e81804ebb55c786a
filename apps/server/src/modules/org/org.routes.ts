import { orgEndpoints as endpoints } from '@spm/contracts';
import type { App, AppContext } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
import { requestLanguage } from '../../platform/i18n/language';
import { createOrgService } from './org.service';

/**
 * Organisation lookups for selects, declared in `orgEndpoints` (every signed-in user; dealers and
 * suppliers limited to the caller's scope; names in the caller's language).
 */
export async function orgRoutes(app: App, ctx: AppContext) {
  const service = createOrgService(ctx);
  const r = routesOf(app, ctx);

  r.read(endpoints.warehouses, 'authenticated', (_input, _principal, request) =>
    service.warehouses(requestLanguage(request)),
  );
  r.read(endpoints.dealers, 'authenticated', ({ query }, principal, request) =>
    service.dealers(principal, requestLanguage(request), query),
  );
  r.read(endpoints.suppliers, 'authenticated', (_input, principal, request) =>
    service.suppliers(principal, requestLanguage(request)),
  );
}
