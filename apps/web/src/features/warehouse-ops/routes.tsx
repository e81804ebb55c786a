import {
  AuditOutlined,
  DeleteOutlined,
  DiffOutlined,
  ImportOutlined,
  NodeIndexOutlined,
  RollbackOutlined,
  ScanOutlined,
  SwapOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';
import { DOCUMENT_PATHS } from '../../shared/document-places';

const ns = ['warehouseOps'];
/** Pages with the print button of the warehouse feature (its copies dialog). */
const printNs = ['warehouseOps', 'warehouse'];

/** Route entries of the warehouse operations (receiving WHI, transfers WHO, returns WHR, scrap WSC, adjustments, stocktaking, locations). */
export const warehouseOpsRoutes: AppRoute[] = [
  {
    path: '/warehouseOps',
    titleKey: 'menu:warehouseOps',
    icon: NodeIndexOutlined,
    children: [
      {
        path: '/warehouseOps/transfers',
        titleKey: 'menu:whTransfers',
        icon: SwapOutlined,
        permission: 'transferApply:view',
        ns,
        component: lazyPage(() => import('./pages/TransferListPage')),
      },
      {
        path: DOCUMENT_PATHS.receipts,
        titleKey: 'menu:whReceipts',
        icon: ImportOutlined,
        permission: 'warehouseReceipt:view',
        ns,
        component: lazyPage(() => import('./pages/ReceiptListPage')),
      },
      {
        path: '/warehouseOps/asnReceiving',
        titleKey: 'menu:whAsnReceiving',
        icon: ScanOutlined,
        permission: 'warehouseReceipt:view',
        ns,
        component: lazyPage(() => import('./pages/AsnReceivingPage')),
      },
      {
        path: '/warehouseOps/returns',
        titleKey: 'menu:whReturns',
        icon: RollbackOutlined,
        permission: 'warehouseReturn:view',
        ns: printNs,
        component: lazyPage(() => import('./pages/StockOrderListPage')),
      },
      {
        path: '/warehouseOps/scrapOrders',
        titleKey: 'menu:whScrapOrders',
        icon: DeleteOutlined,
        permission: 'scrapOrder:view',
        ns: printNs,
        component: lazyPage(() =>
          import('./pages/StockOrderListPage').then((m) => ({ default: m.ScrapOrderListPage })),
        ),
      },
      {
        path: '/warehouseOps/adjustments',
        titleKey: 'menu:whAdjustments',
        icon: DiffOutlined,
        permission: 'stockAdjust:view',
        ns,
        component: lazyPage(() => import('./pages/AdjustmentListPage')),
      },
      {
        path: '/warehouseOps/countPlans',
        titleKey: 'menu:whCountPlans',
        icon: AuditOutlined,
        permission: 'countPlan:view',
        ns: printNs,
        component: lazyPage(() => import('./pages/CountPlanListPage')),
      },
      {
        path: '/warehouseOps/counting',
        titleKey: 'menu:whCounting',
        icon: ScanOutlined,
        permission: 'countPlan:count',
        hidden: true,
        activeMenu: '/warehouseOps/countPlans',
        ns,
        component: lazyPage(() => import('./pages/CountingPage')),
      },
      {
        path: '/warehouseOps/locations',
        titleKey: 'menu:whLocations',
        icon: UnorderedListOutlined,
        permission: 'warehouseLocation:view',
        ns,
        component: lazyPage(() => import('./pages/LocationListPage')),
      },
    ],
  },
];
