import { dashboardEndpoints } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { App, AppContext } from '../../platform/context';
import { routesOf } from '../../platform/http/routes';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { dashboardOf } from './dashboard.service';

/**
 * Dashboard route (API.md `/api/v1/dashboard`): the signed-in user's cards, each within the user's
 * data scope (`dashboardOf`). Needs `dashboard:view`, which every demo role has.
 */
export async function dashboardRoutes(app: App, ctx: AppContext) {
  const workflow = createWorkflowEngine({ now: ctx.now });
  routesOf(app, ctx).read(dashboardEndpoints.cards, perm('dashboard', 'view'), (_req, principal) =>
    dashboardOf(ctx.db, principal, { workflow, now: ctx.now(), tz: ctx.config.businessTz }),
  );
}
