import {
  ApartmentOutlined,
  AuditOutlined,
  FileSearchOutlined,
  ShoppingOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

const ns = ['sourcing'];

const { page, group } = routeEntries(ns, import.meta.glob<PageModule>('./pages/*Page.tsx'));

/** Route entries of sourcing: BOM, RFQs (RFQ001/RFQ002), fix prices (FPM001/FPM002) and the supplier's RFQ quotation. */
export const sourcingRoutes: AppRoute[] = [
  group('/sourcing', 'sourcing', ShoppingOutlined, [
    page('/sourcing/bom', 'bom', ApartmentOutlined, 'bomMaintain', 'Bom'),
    page('/sourcing/rfqs', 'rfqs', FileSearchOutlined, 'rfqManage', 'RfqList'),
    page('/sourcing/fixPrices', 'fixPrices', AuditOutlined, 'fixPrice', 'FixPriceList'),
    page('/supplier/rfqs', 'supplierRfqs', SolutionOutlined, 'supplierRfq', 'SupplierRfq'),
  ]),
];
