import {
  AuditOutlined,
  EditOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  ShoppingCartOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';
import { DOCUMENT_PATHS } from '../../shared/document-places';

/**
 * Route entries of dealer ordering (spec §2 paths): order input list and the hidden order input,
 * order status query, unsubmitted orders, submitted-unsettled order detail, VOR approval.
 */
export const orderRoutes: AppRoute[] = [
  {
    path: '/orders',
    titleKey: 'menu:orders',
    icon: ShoppingCartOutlined,
    children: [
      {
        path: '/orderEntry/orderTracking',
        titleKey: 'menu:orderTracking',
        icon: FormOutlined,
        permission: 'orderEntry:view',
        ns: ['orders'],
        component: lazyPage(() => import('./pages/OrderTrackingPage')),
      },
      {
        path: '/orderEntry/orderEntryDetail',
        titleKey: 'menu:orderEntryDetail',
        icon: EditOutlined,
        permission: 'orderEntry:view',
        hidden: true,
        activeMenu: '/orderEntry/orderTracking',
        // stock: the part picker names why a part cannot be ordered
        ns: ['orders', 'stock'],
        component: lazyPage(() => import('./pages/OrderEntryPage')),
      },
      {
        path: DOCUMENT_PATHS.orderStatusQuery,
        titleKey: 'menu:orderStatusQuery',
        icon: FileSearchOutlined,
        permission: 'orderStatusQuery:view',
        // accidentCars: the "convert to accident car order" dialog
        ns: ['orders', 'accidentCars'],
        component: lazyPage(() => import('./pages/OrderStatusQueryPage')),
      },
      {
        path: '/unsubmittedOrderQuery/index',
        titleKey: 'menu:unsubmittedOrder',
        icon: FileTextOutlined,
        permission: 'unsubmittedOrder:view',
        ns: ['orders'],
        component: lazyPage(() => import('./pages/UnsubmittedOrderPage')),
      },
      {
        path: '/submittedUnsettledDetail/index',
        titleKey: 'menu:submittedUnsettled',
        icon: WalletOutlined,
        permission: 'submittedUnsettled:view',
        ns: ['orders'],
        component: lazyPage(() => import('./pages/SubmittedUnsettledPage')),
      },
      {
        path: '/vorApproval/index',
        titleKey: 'menu:vorApproval',
        icon: AuditOutlined,
        permission: 'vorApproval:view',
        ns: ['orders'],
        component: lazyPage(() => import('./pages/VorApprovalPage')),
      },
    ],
  },
];
