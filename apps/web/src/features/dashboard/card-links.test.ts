import { describe, expect, it } from 'vitest';
import { figureLink } from './card-links';

describe('figureLink', () => {
  it('leads each figure to its list with the filter in the URL query', () => {
    expect(figureLink('orders', '3', '2026-11-21')).toEqual({
      to: '/orderStatusQuery/index?status=3',
      permission: 'orderStatusQuery:view',
    });
    expect(figureLink('releaseBacklog', 'VOR', '2026-11-21').to).toBe('/warehouse/release?orderType=VOR');
    expect(figureLink('approvals', 'claim', '2026-11-21').to).toBe('/claimInquiry/claimInquiryList?status=1');
    expect(figureLink('approvals', 'subsidy', '2026-11-21').to).toBe(
      '/accidentCarSubsidyApplyQuery/list?pendingForMe=true',
    );
  });

  it('opens the sales statistics of this month, or of the same month last year', () => {
    expect(figureLink('shippedMonth', 'thisMonth', '2026-01-05').to).toBe(
      '/salesStatistics/index?year=2026&startMonth=1&endMonth=1',
    );
    expect(figureLink('shippedMonth', 'lastYear', '2026-01-05').to).toBe(
      '/salesStatistics/index?year=2025&startMonth=1&endMonth=1',
    );
  });
});
