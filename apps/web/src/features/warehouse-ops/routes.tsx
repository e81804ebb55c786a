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
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';
import { DOCUMENT_PATHS } from '../../shared/document-places';

const ns = ['warehouseOps'];
const { page, hidden, group } = routeEntries(ns, import.meta.glob<PageModule>('./pages/*Page.tsx'));

/** Pages with the print button of the warehouse feature (its copies dialog). */
const printNs = ['warehouseOps', 'warehouse'];

/** Route entries of the warehouse operations (receiving WHI, transfers WHO, returns WHR, scrap WSC, adjustments, stocktaking, locations). */
export const warehouseOpsRoutes: AppRoute[] = [
  group('/warehouseOps', 'warehouseOps', NodeIndexOutlined, [
    page('/warehouseOps/transfers', 'whTransfers', SwapOutlined, 'transferApply', 'TransferList'),
    page(DOCUMENT_PATHS.receipts, 'whReceipts', ImportOutlined, 'warehouseReceipt', 'ReceiptList'),
    page('/warehouseOps/asnReceiving', 'whAsnReceiving', ScanOutlined, 'warehouseReceipt', 'AsnReceiving'),
    page('/warehouseOps/returns', 'whReturns', RollbackOutlined, 'warehouseReturn', 'ReturnOrderList', {
      ns: printNs,
    }),
    page('/warehouseOps/scrapOrders', 'whScrapOrders', DeleteOutlined, 'scrapOrder', 'ScrapOrderList', {
      ns: printNs,
    }),
    page('/warehouseOps/adjustments', 'whAdjustments', DiffOutlined, 'stockAdjust', 'AdjustmentList'),
    page('/warehouseOps/countPlans', 'whCountPlans', AuditOutlined, 'countPlan', 'CountPlanList', {
      ns: printNs,
    }),
    hidden(
      '/warehouseOps/counting',
      'whCounting',
      '/warehouseOps/countPlans',
      'countPlan:count',
      'Counting',
      { icon: ScanOutlined },
    ),
    page(
      '/warehouseOps/locations',
      'whLocations',
      UnorderedListOutlined,
      'warehouseLocation',
      'LocationList',
    ),
  ]),
];
