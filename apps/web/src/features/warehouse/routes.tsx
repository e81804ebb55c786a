import {
  AccountBookOutlined,
  CarOutlined,
  CheckSquareOutlined,
  InboxOutlined,
  ProfileOutlined,
  SendOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';
import { DOCUMENT_PATHS } from '../../shared/document-places';

const { page, group } = routeEntries(['warehouse'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/**
 * Route entries of warehouse fulfilment (release, pick bills, boxing, ship bills) and of the dealer's
 * delivery receipt confirmation and balance change detail (spec §2 paths).
 */
export const fulfilmentRoutes: AppRoute[] = [
  group('/warehouse', 'warehouse', ShopOutlined, [
    page('/warehouse/release', 'warehouseRelease', SendOutlined, 'warehouseRelease', 'Release'),
    page('/warehouse/pickBill', 'pickBill', ProfileOutlined, 'pickBill', 'PickBills'),
    page('/warehouse/boxing', 'boxing', InboxOutlined, 'boxing', 'Boxing', {
      ns: ['warehouse', 'deliveries'],
    }),
    page(DOCUMENT_PATHS.shipBills, 'shipBill', CarOutlined, 'shipBill', 'ShipBills', {
      ns: ['warehouse', 'deliveries'],
    }),
  ]),
  page(
    DOCUMENT_PATHS.confirmDelivery,
    'confirmDelivery',
    CheckSquareOutlined,
    'confirmDelivery',
    () => import('../deliveries/pages/ConfirmDeliveryPage'),
    { ns: ['deliveries', 'warehouse'] },
  ),
  page(
    '/overageChangeDetailQuery/index',
    'overageChangeDetail',
    AccountBookOutlined,
    'overageChangeDetail',
    () => import('../deliveries/pages/OverageChangeDetailPage'),
    { ns: ['deliveries'] },
  ),
];
