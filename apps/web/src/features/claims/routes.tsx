import {
  AuditOutlined,
  CarOutlined,
  ExceptionOutlined,
  FileProtectOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

const { page, hidden } = routeEntries(['claims'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/** Route entries of dealer claims (spec §2 `/claimInquiry/claimInquiryList`, `/claimInquiry/claimEntryDetail` hidden). */
export const claimRoutes: AppRoute[] = [
  page('/claimInquiry/claimInquiryList', 'claimInquiry', AuditOutlined, 'dealerClaim', 'ClaimList'),
  hidden(
    '/claimInquiry/claimEntryDetail',
    'claimEntryDetail',
    '/claimInquiry/claimInquiryList',
    'dealerClaim',
    'ClaimEntryDetail',
    { ns: ['claims', 'warehouse'] },
  ),
  // the page is the register's list: a dealer holding only `view` (VIN checks in its claims) has no menu entry
  page('/vehicleRegister/index', 'vehicleRegister', CarOutlined, 'vehicleRegister:search', 'VehicleRegister'),
  page(
    '/warehouseClaim/list',
    'warehouseClaimList',
    ExceptionOutlined,
    'warehouseClaim',
    'WarehouseClaimList',
  ),
  hidden(
    '/warehouseClaim/detail',
    'warehouseClaimDetail',
    '/warehouseClaim/list',
    'warehouseClaim',
    'WarehouseClaimDetail',
  ),
  page('/majorClaimQuery/index', 'majorClaimQuery', FileProtectOutlined, 'majorClaim', 'MajorClaimQuery'),
  page('/bod-order/list', 'bodOrderList', SolutionOutlined, 'bodOrder', 'BodList'),
  hidden('/bod-order/detail', 'bodOrderDetail', '/bod-order/list', 'bodOrder', 'BodDetail'),
];
