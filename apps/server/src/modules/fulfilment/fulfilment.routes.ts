import type { App, AppContext } from '../../platform/context';
import { deliveryRoutes } from './deliveries.routes';
import { warehouseRoutes } from './warehouse.routes';

/** Fulfilment: the warehouse steps (release, pick, box, ship) and the dealer's receipt and balance pages. */
export async function fulfilmentRoutes(app: App, ctx: AppContext) {
  await warehouseRoutes(app, ctx);
  await deliveryRoutes(app, ctx);
}
