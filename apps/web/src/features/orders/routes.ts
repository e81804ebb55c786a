import {
  AuditOutlined,
  EditOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  ShoppingCartOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';
import { DOCUMENT_PATHS } from '../../shared/document-places';

const { page, hidden, group } = routeEntries(['orders'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/**
 * Route entries of dealer ordering (spec §2 paths): order input list and the hidden order input,
 * order status query, unsubmitted orders, submitted-unsettled order detail, VOR approval.
 */
export const orderRoutes: AppRoute[] = [
  group('/orders', 'orders', ShoppingCartOutlined, [
    page('/orderEntry/orderTracking', 'orderTracking', FormOutlined, 'orderEntry', 'OrderTracking'),
    // stock: the part picker names why a part cannot be ordered
    hidden(
      '/orderEntry/orderEntryDetail',
      'orderEntryDetail',
      '/orderEntry/orderTracking',
      'orderEntry',
      'OrderEntry',
      { ns: ['orders', 'stock'], icon: EditOutlined },
    ),
    // accidentCars: the "convert to accident car order" dialog
    page(
      DOCUMENT_PATHS.orderStatusQuery,
      'orderStatusQuery',
      FileSearchOutlined,
      'orderStatusQuery',
      'OrderStatusQuery',
      { ns: ['orders', 'accidentCars'] },
    ),
    page(
      '/unsubmittedOrderQuery/index',
      'unsubmittedOrder',
      FileTextOutlined,
      'unsubmittedOrder',
      'UnsubmittedOrder',
    ),
    page(
      '/submittedUnsettledDetail/index',
      'submittedUnsettled',
      WalletOutlined,
      'submittedUnsettled',
      'SubmittedUnsettled',
    ),
    page('/vorApproval/index', 'vorApproval', AuditOutlined, 'vorApproval', 'VorApproval'),
  ]),
];
