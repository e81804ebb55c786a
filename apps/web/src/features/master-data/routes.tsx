import {
  DatabaseOutlined,
  HomeOutlined,
  RiseOutlined,
  ShopOutlined,
  TeamOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

const { page, group } = routeEntries(['masterData'], import.meta.glob<PageModule>('./pages/*Page.tsx'));

/** Route entries of master data maintenance (spec §2 Mst001–Mst033). */
export const masterDataRoutes: AppRoute[] = [
  group('/masterData', 'masterData', DatabaseOutlined, [
    page('/masterData/warehouse', 'masterWarehouse', HomeOutlined, 'masterWarehouse', 'WarehouseMaster'),
    page('/masterData/dealer', 'masterDealer', ShopOutlined, 'masterDealer', 'DealerMaster'),
    page('/masterData/supplier', 'masterSupplier', TruckOutlined, 'masterSupplier', 'SupplierMaster'),
    page(
      '/masterData/partResponsibility',
      'partResponsibility',
      TeamOutlined,
      'partResponsibility',
      'PartResponsibility',
    ),
    page('/masterData/abnormalDemand', 'abnormalDemand', RiseOutlined, 'abnormalDemand', 'AbnormalDemand'),
  ]),
];
