import { CarOutlined, FileSearchOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { type PageModule, routeEntries } from '../../app/route-entries';
import type { AppRoute } from '../../app/routes';

export const ORDER_LIST = '/accidentCarOrderInquiry/accidentCarOrderInquiryList';
export const ORDER_DETAIL = '/accidentCarOrderInquiry/accidentCarOrderInquiryDetail';
export const SUBSIDY_LIST = '/accidentCarSubsidyApplyQuery/list';
export const SUBSIDY_EDIT = '/accidentCarSubsidyApplyQuery/edit';

const { page, hidden, group } = routeEntries(
  ['accidentCars'],
  import.meta.glob<PageModule>('./pages/*Page.tsx'),
);

/**
 * Accident cars (spec §2): the accident car order query with its hidden input/detail page, and the
 * subsidy application query with its hidden input page.
 */
export const accidentCarRoutes: AppRoute[] = [
  group('/accidentCars', 'accidentCars', CarOutlined, [
    page(ORDER_LIST, 'accidentOrderList', FileSearchOutlined, 'accidentCarOrder', 'AccidentOrderList'),
    hidden(ORDER_DETAIL, 'accidentOrderDetail', ORDER_LIST, 'accidentCarOrder', 'AccidentOrderDetail'),
    page(SUBSIDY_LIST, 'subsidyList', SafetyCertificateOutlined, 'accidentSubsidy', 'SubsidyList'),
    hidden(SUBSIDY_EDIT, 'subsidyEdit', SUBSIDY_LIST, 'accidentSubsidy', 'SubsidyEdit'),
  ]),
];
