import { creditQuery } from '@spm/contracts';
import { perm } from '@spm/domain';
import { principalOf } from '../../platform/access/access.plugin';
import type { App, AppContext } from '../../platform/context';
import { ok } from '../../platform/http/envelope';
import { creditSummaryFor } from './credit.service';

/** Credit routes (API.md "Main flow"): the three credit labels of order entry. */
export async function creditRoutes(app: App, ctx: AppContext) {
  /**
   * `GET /api/v1/credit`: `{ availableBalance, remainingSubmittableAmount, submittedNotSettledAmount }`
   * (CNY strings). A dealer gets its own account (a `dealerCode` query is ignored); head office names
   * the dealer (agent entry).
   */
  app.get(
    '/api/v1/credit',
    {
      config: { access: { permission: perm('orderEntry', 'view') } },
      schema: { summary: 'Credit labels of a dealer', tags: ['credit'], querystring: creditQuery },
    },
    async (request) => {
      return ok(request, await creditSummaryFor(ctx.db, principalOf(request), request.query.dealerCode));
    },
  );
}
