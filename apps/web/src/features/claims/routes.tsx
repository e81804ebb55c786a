import { AuditOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { AppRoute } from '../../app/routes';

/** Route entries of dealer claims (spec §2 `/claimInquiry/claimInquiryList`, `/claimInquiry/claimEntryDetail` hidden). */
export const claimRoutes: AppRoute[] = [
  {
    path: '/claimInquiry/claimInquiryList',
    titleKey: 'menu:claimInquiry',
    icon: AuditOutlined,
    permission: 'dealerClaim:view',
    ns: ['claims'],
    component: lazy(() => import('./pages/ClaimListPage')),
  },
  {
    path: '/claimInquiry/claimEntryDetail',
    titleKey: 'menu:claimEntryDetail',
    permission: 'dealerClaim:view',
    hidden: true,
    activeMenu: '/claimInquiry/claimInquiryList',
    ns: ['claims'],
    component: lazy(() => import('./pages/ClaimEntryDetailPage')),
  },
];
