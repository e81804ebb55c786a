import {
  DatabaseOutlined,
  HomeOutlined,
  RiseOutlined,
  ShopOutlined,
  TeamOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

/** Route entries of master data maintenance (spec §2 Mst001–Mst033). */
export const masterDataRoutes: AppRoute[] = [
  {
    path: '/masterData',
    titleKey: 'menu:masterData',
    icon: DatabaseOutlined,
    children: [
      {
        path: '/masterData/warehouse',
        titleKey: 'menu:masterWarehouse',
        icon: HomeOutlined,
        permission: 'masterWarehouse:view',
        ns: ['masterData'],
        component: lazyPage(() => import('./pages/WarehouseMasterPage')),
      },
      {
        path: '/masterData/dealer',
        titleKey: 'menu:masterDealer',
        icon: ShopOutlined,
        permission: 'masterDealer:view',
        ns: ['masterData'],
        component: lazyPage(() => import('./pages/DealerMasterPage')),
      },
      {
        path: '/masterData/supplier',
        titleKey: 'menu:masterSupplier',
        icon: TruckOutlined,
        permission: 'masterSupplier:view',
        ns: ['masterData'],
        component: lazyPage(() => import('./pages/SupplierMasterPage')),
      },
      {
        path: '/masterData/partResponsibility',
        titleKey: 'menu:partResponsibility',
        icon: TeamOutlined,
        permission: 'partResponsibility:view',
        ns: ['masterData'],
        component: lazyPage(() => import('./pages/PartResponsibilityPage')),
      },
      {
        path: '/masterData/abnormalDemand',
        titleKey: 'menu:abnormalDemand',
        icon: RiseOutlined,
        permission: 'abnormalDemand:view',
        ns: ['masterData'],
        component: lazyPage(() => import('./pages/AbnormalDemandPage')),
      },
    ],
  },
];
