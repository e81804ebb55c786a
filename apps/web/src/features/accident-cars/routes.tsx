import { CarOutlined, FileSearchOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { lazyPage } from '../../app/lazy-page';
import type { AppRoute } from '../../app/routes';

export const ORDER_LIST = '/accidentCarOrderInquiry/accidentCarOrderInquiryList';
export const ORDER_DETAIL = '/accidentCarOrderInquiry/accidentCarOrderInquiryDetail';
export const SUBSIDY_LIST = '/accidentCarSubsidyApplyQuery/list';
export const SUBSIDY_EDIT = '/accidentCarSubsidyApplyQuery/edit';

/**
 * Accident cars (spec §2): the accident car order query with its hidden input/detail page, and the
 * subsidy application query with its hidden input page.
 */
export const accidentCarRoutes: AppRoute[] = [
  {
    path: '/accidentCars',
    titleKey: 'menu:accidentCars',
    icon: CarOutlined,
    children: [
      {
        path: ORDER_LIST,
        titleKey: 'menu:accidentOrderList',
        icon: FileSearchOutlined,
        permission: 'accidentCarOrder:view',
        ns: ['accidentCars'],
        component: lazyPage(() => import('./pages/AccidentOrderListPage')),
      },
      {
        path: ORDER_DETAIL,
        titleKey: 'menu:accidentOrderDetail',
        permission: 'accidentCarOrder:view',
        hidden: true,
        activeMenu: ORDER_LIST,
        ns: ['accidentCars'],
        component: lazyPage(() => import('./pages/AccidentOrderDetailPage')),
      },
      {
        path: SUBSIDY_LIST,
        titleKey: 'menu:subsidyList',
        icon: SafetyCertificateOutlined,
        permission: 'accidentSubsidy:view',
        ns: ['accidentCars'],
        component: lazyPage(() => import('./pages/SubsidyListPage')),
      },
      {
        path: SUBSIDY_EDIT,
        titleKey: 'menu:subsidyEdit',
        permission: 'accidentSubsidy:view',
        hidden: true,
        activeMenu: SUBSIDY_LIST,
        ns: ['accidentCars'],
        component: lazyPage(() => import('./pages/SubsidyEditPage')),
      },
    ],
  },
];
