import { AppstoreOutlined, DatabaseOutlined, NumberOutlined, SearchOutlined } from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

/**
 * Route entries of the parts domain (spec §2): stock search with the order button, parts master query
 * and input, base number maintenance.
 */
export const partsRoutes: AppRoute[] = [
  {
    path: '/parts',
    titleKey: 'menu:parts',
    icon: AppstoreOutlined,
    children: [
      {
        path: '/InventoryQuery/index',
        titleKey: 'menu:inventoryQuery',
        icon: SearchOutlined,
        permission: 'inventoryQuery:view',
        ns: ['stock', 'parts'],
        component: lazyPage(() => import('../stock/pages/InventoryQueryPage')),
      },
      {
        path: '/partsMaster/index',
        titleKey: 'menu:partsMaster',
        icon: DatabaseOutlined,
        permission: 'partsMaster:view',
        ns: ['parts'],
        component: lazyPage(() => import('./pages/PartsMasterPage')),
      },
      {
        path: '/partsMaster/partEntry',
        titleKey: 'menu:partEntry',
        permission: 'partsMaster:view',
        hidden: true,
        activeMenu: '/partsMaster/index',
        ns: ['parts'],
        component: lazyPage(() => import('./pages/PartEntryPage')),
      },
      {
        path: '/baseNumber/index',
        titleKey: 'menu:baseNumber',
        icon: NumberOutlined,
        permission: 'baseNumber:view',
        ns: ['parts'],
        component: lazyPage(() => import('./pages/BaseNumberPage')),
      },
    ],
  },
];
