import { AppstoreOutlined, DatabaseOutlined, NumberOutlined, SearchOutlined } from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

const { page, hidden, group } = routeEntries(['parts'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/**
 * Route entries of the parts domain (spec §2): stock search with the order button, parts master query
 * and input, base number maintenance.
 */
export const partsRoutes: AppRoute[] = [
  group('/parts', 'parts', AppstoreOutlined, [
    page(
      '/InventoryQuery/index',
      'inventoryQuery',
      SearchOutlined,
      'inventoryQuery',
      () => import('../stock/pages/InventoryQueryPage'),
      { ns: ['stock', 'parts'] },
    ),
    page('/partsMaster/index', 'partsMaster', DatabaseOutlined, 'partsMaster', 'PartsMaster'),
    hidden('/partsMaster/partEntry', 'partEntry', '/partsMaster/index', 'partsMaster', 'PartEntry'),
    page('/baseNumber/index', 'baseNumber', NumberOutlined, 'baseNumber', 'BaseNumber'),
  ]),
];
