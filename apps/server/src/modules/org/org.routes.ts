import { orgEndpoints as endpoints } from '@spm/contracts';
import type { App, AppContext } from '../../platform/context';
import { read } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/i18n/language';
import { createOrgService } from './org.service';

const signedIn = { access: { permission: 'authenticated' } } as const;

/**
 * Organisation lookups for selects, declared in `orgEndpoints` (every signed-in user; dealers and
 * suppliers limited to the caller's scope; names in the caller's language).
 */
export async function orgRoutes(app: App, ctx: AppContext) {
  const service = createOrgService(ctx);

  read(app, endpoints.warehouses, signedIn, (_input, _principal, request) =>
    service.warehouses(requestLanguage(request)),
  );
  read(app, endpoints.dealers, signedIn, ({ query }, principal, request) =>
    service.dealers(principal, requestLanguage(request), query),
  );
  read(app, endpoints.suppliers, signedIn, (_input, principal, request) =>
    service.suppliers(principal, requestLanguage(request)),
  );
}
