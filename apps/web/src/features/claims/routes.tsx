import {
  AuditOutlined,
  CarOutlined,
  ExceptionOutlined,
  FileProtectOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

/** Route entries of dealer claims (spec §2 `/claimInquiry/claimInquiryList`, `/claimInquiry/claimEntryDetail` hidden). */
export const claimRoutes: AppRoute[] = [
  {
    path: '/claimInquiry/claimInquiryList',
    titleKey: 'menu:claimInquiry',
    icon: AuditOutlined,
    permission: 'dealerClaim:view',
    ns: ['claims'],
    component: lazyPage(() => import('./pages/ClaimListPage')),
  },
  {
    path: '/claimInquiry/claimEntryDetail',
    titleKey: 'menu:claimEntryDetail',
    permission: 'dealerClaim:view',
    hidden: true,
    activeMenu: '/claimInquiry/claimInquiryList',
    ns: ['claims', 'warehouse'],
    component: lazyPage(() => import('./pages/ClaimEntryDetailPage')),
  },
  {
    path: '/vehicleRegister/index',
    titleKey: 'menu:vehicleRegister',
    icon: CarOutlined,
    // the page is the register's list: a dealer holding only `view` (VIN checks in its claims) has no menu entry
    permission: 'vehicleRegister:search',
    ns: ['claims'],
    component: lazyPage(() => import('./pages/VehicleRegisterPage')),
  },
  {
    path: '/warehouseClaim/list',
    titleKey: 'menu:warehouseClaimList',
    icon: ExceptionOutlined,
    permission: 'warehouseClaim:view',
    ns: ['claims'],
    component: lazyPage(() => import('./pages/WarehouseClaimListPage')),
  },
  {
    path: '/warehouseClaim/detail',
    titleKey: 'menu:warehouseClaimDetail',
    permission: 'warehouseClaim:view',
    hidden: true,
    activeMenu: '/warehouseClaim/list',
    ns: ['claims'],
    component: lazyPage(() => import('./pages/WarehouseClaimDetailPage')),
  },
  {
    path: '/majorClaimQuery/index',
    titleKey: 'menu:majorClaimQuery',
    icon: FileProtectOutlined,
    permission: 'majorClaim:view',
    ns: ['claims'],
    component: lazyPage(() => import('./pages/MajorClaimQueryPage')),
  },
  {
    path: '/bod-order/list',
    titleKey: 'menu:bodOrderList',
    icon: SolutionOutlined,
    permission: 'bodOrder:view',
    ns: ['claims'],
    component: lazyPage(() => import('./pages/BodListPage')),
  },
  {
    path: '/bod-order/detail',
    titleKey: 'menu:bodOrderDetail',
    permission: 'bodOrder:view',
    hidden: true,
    activeMenu: '/bod-order/list',
    ns: ['claims'],
    component: lazyPage(() => import('./pages/BodDetailPage')),
  },
];
