import {
  BulbOutlined,
  CarOutlined,
  DollarOutlined,
  FileDoneOutlined,
  ProfileOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';
import { DOCUMENT_PATHS } from '../../shared/document-places';

const ns = ['purchasing'];

const { page, group } = routeEntries(ns, import.meta.glob<PageModule>('./pages/*Page.tsx'));

/** Route entries of purchasing: the replenishment proposal and purchase orders of head office, the supplier portal's purchase orders, shipping notices and company users. */
export const purchasingRoutes: AppRoute[] = [
  group('/purchasing', 'purchasing', ShoppingCartOutlined, [
    page('/purchasing/proposal', 'purchaseProposal', BulbOutlined, 'purchaseOrder', 'Proposal'),
    page('/purchasing/poPrices', 'poPrices', DollarOutlined, 'poPrice', 'PoPrice'),
    page(
      DOCUMENT_PATHS.purchaseOrders,
      'purchaseOrders',
      ProfileOutlined,
      'purchaseOrder',
      'PurchaseOrderList',
    ),
    page(
      DOCUMENT_PATHS.supplierOrders,
      'supplierPurchaseOrders',
      FileDoneOutlined,
      'supplierOrder',
      'SupplierOrder',
    ),
    page(DOCUMENT_PATHS.shippingNotices, 'shippingNotices', CarOutlined, 'supplierOrder', 'ShippingNotice'),
    page('/supplier/users', 'supplierUsers', TeamOutlined, 'supplierUser', 'SupplierUsers', {
      ns: [...ns, 'admin'],
    }),
  ]),
];
