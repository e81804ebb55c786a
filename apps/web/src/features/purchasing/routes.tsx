import {
  BulbOutlined,
  CarOutlined,
  DollarOutlined,
  FileDoneOutlined,
  ProfileOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';
import { DOCUMENT_PATHS } from '../../shared/document-places';

const ns = ['purchasing'];

/** Route entries of purchasing: the replenishment proposal and purchase orders of head office, the supplier portal's purchase orders, shipping notices and company users. */
export const purchasingRoutes: AppRoute[] = [
  {
    path: '/purchasing',
    titleKey: 'menu:purchasing',
    icon: ShoppingCartOutlined,
    children: [
      {
        path: '/purchasing/proposal',
        titleKey: 'menu:purchaseProposal',
        icon: BulbOutlined,
        permission: 'purchaseOrder:view',
        ns,
        component: lazyPage(() => import('./pages/ProposalPage')),
      },
      {
        path: '/purchasing/poPrices',
        titleKey: 'menu:poPrices',
        icon: DollarOutlined,
        permission: 'poPrice:view',
        ns,
        component: lazyPage(() => import('./pages/PoPricePage')),
      },
      {
        path: DOCUMENT_PATHS.purchaseOrders,
        titleKey: 'menu:purchaseOrders',
        icon: ProfileOutlined,
        permission: 'purchaseOrder:view',
        ns,
        component: lazyPage(() => import('./pages/PurchaseOrderListPage')),
      },
      {
        path: DOCUMENT_PATHS.supplierOrders,
        titleKey: 'menu:supplierPurchaseOrders',
        icon: FileDoneOutlined,
        permission: 'supplierOrder:view',
        ns,
        component: lazyPage(() => import('./pages/SupplierOrderPage')),
      },
      {
        path: DOCUMENT_PATHS.shippingNotices,
        titleKey: 'menu:shippingNotices',
        icon: CarOutlined,
        permission: 'supplierOrder:view',
        ns,
        component: lazyPage(() => import('./pages/ShippingNoticePage')),
      },
      {
        path: '/supplier/users',
        titleKey: 'menu:supplierUsers',
        icon: TeamOutlined,
        permission: 'supplierUser:view',
        ns: [...ns, 'admin'],
        component: lazyPage(() => import('./pages/SupplierUsersPage')),
      },
    ],
  },
];
