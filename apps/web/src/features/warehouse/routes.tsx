import {
  AccountBookOutlined,
  CarOutlined,
  CheckSquareOutlined,
  InboxOutlined,
  ProfileOutlined,
  SendOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';
import { DOCUMENT_PATHS } from '../../shared/document-places';

/**
 * Route entries of warehouse fulfilment (release, pick bills, boxing, ship bills) and of the dealer's
 * delivery receipt confirmation and balance change detail (spec §2 paths).
 */
export const fulfilmentRoutes: AppRoute[] = [
  {
    path: '/warehouse',
    titleKey: 'menu:warehouse',
    icon: ShopOutlined,
    children: [
      {
        path: '/warehouse/release',
        titleKey: 'menu:warehouseRelease',
        icon: SendOutlined,
        permission: 'warehouseRelease:view',
        ns: ['warehouse'],
        component: lazyPage(() => import('./pages/ReleasePage')),
      },
      {
        path: '/warehouse/pickBill',
        titleKey: 'menu:pickBill',
        icon: ProfileOutlined,
        permission: 'pickBill:view',
        ns: ['warehouse'],
        component: lazyPage(() => import('./pages/PickBillsPage')),
      },
      {
        path: '/warehouse/boxing',
        titleKey: 'menu:boxing',
        icon: InboxOutlined,
        permission: 'boxing:view',
        ns: ['warehouse', 'deliveries'],
        component: lazyPage(() => import('./pages/BoxingPage')),
      },
      {
        path: DOCUMENT_PATHS.shipBills,
        titleKey: 'menu:shipBill',
        icon: CarOutlined,
        permission: 'shipBill:view',
        ns: ['warehouse', 'deliveries'],
        component: lazyPage(() => import('./pages/ShipBillsPage')),
      },
    ],
  },
  {
    path: DOCUMENT_PATHS.confirmDelivery,
    titleKey: 'menu:confirmDelivery',
    icon: CheckSquareOutlined,
    permission: 'confirmDelivery:view',
    ns: ['deliveries', 'warehouse'],
    component: lazyPage(() => import('../deliveries/pages/ConfirmDeliveryPage')),
  },
  {
    path: '/overageChangeDetailQuery/index',
    titleKey: 'menu:overageChangeDetail',
    icon: AccountBookOutlined,
    permission: 'overageChangeDetail:view',
    ns: ['deliveries'],
    component: lazyPage(() => import('../deliveries/pages/OverageChangeDetailPage')),
  },
];
