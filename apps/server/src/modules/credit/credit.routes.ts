import { creditEndpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
import { creditSummaryFor } from './credit.service';

/** Credit routes (API.md "Main flow"): the three credit labels of order entry, from `creditEndpoints`. */
export async function creditRoutes(app: App, ctx: AppContext) {
  routesOf(app, ctx).read(creditEndpoints.summary, perm('orderEntry', 'view'), ({ query }, principal) =>
    creditSummaryFor(ctx.db, principal, query.dealerCode),
  );
}
