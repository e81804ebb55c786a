import type { DashboardCardKey } from '@spm/contracts';
import { CLAIM_STATUS, perm } from '@spm/domain';

/** Where a figure leads: a list page with its filter in the URL query, and the permission to open it. */
export interface FigureLink {
  to: string;
  permission: string;
}

const link = (path: string, permission: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return { to: search ? `${path}?${search}` : path, permission };
};

/**
 * The filtered list behind each figure of a card (the list pages take their search fields from the
 * URL query). `today` is the business date the server answered (`yyyy-MM-dd`).
 */
export function figureLink(card: DashboardCardKey, key: string, today: string): FigureLink {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (card) {
    case 'orders':
      return link('/orderStatusQuery/index', perm('orderStatusQuery', 'view'), { status: key });
    case 'credit':
      return link('/overageChangeDetailQuery/index', perm('overageChangeDetail', 'view'));
    case 'deliveries':
      return link('/confirmDelivery/index', perm('confirmDelivery', 'view'), { status: 'unconfirmed' });
    case 'claims':
      return link('/claimInquiry/claimInquiryList', perm('dealerClaim', 'view'), { status: key });
    case 'releaseBacklog':
      return link('/warehouse/release', perm('warehouseRelease', 'view'), { orderType: key });
    case 'backorders':
      return link('/warehouse/release', perm('warehouseRelease', 'view'));
    case 'todayWork':
      if (key === 'boxes') return link('/warehouse/boxing', perm('boxing', 'view'));
      if (key === 'shipBills') return link('/warehouse/shipBill', perm('shipBill', 'view'));
      return link('/warehouse/pickBill', perm('pickBill', 'view'));
    case 'approvals':
      if (key === 'vor')
        return link('/vorApproval/index', perm('vorApproval', 'view'), { vorApprovalStatus: 'pending' });
      if (key === 'claim')
        return link('/claimInquiry/claimInquiryList', perm('dealerClaim', 'view'), {
          status: CLAIM_STATUS.unaudited,
        });
      return link('/accidentCarSubsidyApplyQuery/list', perm('accidentSubsidy', 'view'), {
        pendingForMe: 'true',
      });
    case 'shippedMonth': {
      const y = key === 'lastYear' ? year - 1 : year;
      return link('/salesStatistics/index', perm('salesStatistics', 'view'), {
        year: y,
        startMonth: month,
        endMonth: month,
      });
    }
  }
}
