import {
  ApartmentOutlined,
  AuditOutlined,
  FileSearchOutlined,
  ShoppingOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

const ns = ['sourcing'];

/** Route entries of sourcing: BOM, RFQs (RFQ001/RFQ002), fix prices (FPM001/FPM002) and the supplier's RFQ quotation. */
export const sourcingRoutes: AppRoute[] = [
  {
    path: '/sourcing',
    titleKey: 'menu:sourcing',
    icon: ShoppingOutlined,
    children: [
      {
        path: '/sourcing/bom',
        titleKey: 'menu:bom',
        icon: ApartmentOutlined,
        permission: 'bomMaintain:view',
        ns,
        component: lazyPage(() => import('./pages/BomPage')),
      },
      {
        path: '/sourcing/rfqs',
        titleKey: 'menu:rfqs',
        icon: FileSearchOutlined,
        permission: 'rfqManage:view',
        ns,
        component: lazyPage(() => import('./pages/RfqListPage')),
      },
      {
        path: '/sourcing/fixPrices',
        titleKey: 'menu:fixPrices',
        icon: AuditOutlined,
        permission: 'fixPrice:view',
        ns,
        component: lazyPage(() => import('./pages/FixPriceListPage')),
      },
      {
        path: '/supplier/rfqs',
        titleKey: 'menu:supplierRfqs',
        icon: SolutionOutlined,
        permission: 'supplierRfq:view',
        ns,
        component: lazyPage(() => import('./pages/SupplierRfqPage')),
      },
    ],
  },
];
