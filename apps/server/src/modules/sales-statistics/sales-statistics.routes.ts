import { salesStatisticsEndpoints as endpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { exportRoutes } from '../../platform/excel/excel.routes';
import { read } from '../../platform/http/endpoint';
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
  const access = { access: { permission: perm('salesStatistics', 'search') } };
  read(app, endpoints.figures, access, ({ query }, principal) => statisticsOf(ctx.db, principal, query, tz));
  read(app, endpoints.shipped, access, async ({ query }, principal) => {
    assertStatisticsPeriod(query);
    return { ...(await shippedDetail(ctx.db, principal, query)), page: query.page, pageSize: query.pageSize };
  });
  read(app, endpoints.unshipped, access, async ({ query }, principal) => {
    assertStatisticsPeriod(query);
    return {
      ...(await unshippedDetail(ctx.db, principal, query, tz)),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
  const exporters = statisticsExports(tz);
  exportRoutes(app, ctx, { endpoints: endpoints.exportShipped, exporter: exporters.shipped });
  exportRoutes(app, ctx, { endpoints: endpoints.exportUnshipped, exporter: exporters.unshipped });
}
