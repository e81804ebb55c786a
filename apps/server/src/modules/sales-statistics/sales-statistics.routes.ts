import { salesStatisticsEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
import { statisticsExports } from './sales-statistics.excel';
import { shippedDetail, unshippedDetail } from './sales-statistics.repository';
import { assertStatisticsPeriod, statisticsOf } from './sales-statistics.service';

/**
 * Sales statistics routes (spec §2 /salesStatistics/index and its shipped / unshipped amount detail):
 * figures, the two details paged, and their exports. A dealer's figures are its own whatever
 * `dealerCode` says; head office names a dealer or sees all.
 */
export async function salesStatisticsRoutes(app: App, ctx: AppContext) {
  const tz = ctx.config.businessTz;
  const r = routesOf(app, ctx);
  const search = perm('salesStatistics', 'search');
  r.read(endpoints.figures, search, ({ query }, principal) => statisticsOf(ctx.db, principal, query, tz));
  r.read(endpoints.shipped, search, async ({ query }, principal) => {
    assertStatisticsPeriod(query);
    return { ...(await shippedDetail(ctx.db, principal, query)), page: query.page, pageSize: query.pageSize };
  });
  r.read(endpoints.unshipped, search, async ({ query }, principal) => {
    assertStatisticsPeriod(query);
    return {
      ...(await unshippedDetail(ctx.db, principal, query, tz)),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
  const exporters = statisticsExports(tz);
  r.export(endpoints.exportShipped, exporters.shipped);
  r.export(endpoints.exportUnshipped, exporters.unshipped);
}
