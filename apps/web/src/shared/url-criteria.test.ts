import { describe, expect, it } from 'vitest';
import type { SearchField } from './SearchForm';
import { criteriaFromUrl } from './url-criteria';

const fields: SearchField[] = [
  { name: 'orderType', label: 'Order type', type: 'select', options: [{ value: 'VOR', label: 'VOR' }] },
  { name: 'pickStatus', label: 'Status', type: 'select', options: [{ value: 0, label: 'Created' }] },
  { name: 'status', label: 'Status', type: 'multiSelect', options: [] },
  {
    name: 'submitDate',
    label: 'Submitted',
    type: 'dateRange',
    rangeNames: ['submitDateFrom', 'submitDateTo'],
  },
];

describe('criteriaFromUrl', () => {
  it("takes the page's own search fields from the query, numbers for numeric selects", () => {
    expect(
      criteriaFromUrl(fields, '?orderType=VOR&pickStatus=0&status=2,3&submitDateFrom=2026-11-01'),
    ).toEqual({
      orderType: 'VOR',
      pickStatus: 0,
      status: '2,3',
      submitDateFrom: '2026-11-01',
    });
  });

  it('ignores unknown and empty parameters, and answers null when the URL names no field', () => {
    expect(criteriaFromUrl(fields, '?tab=bills&orderType=')).toBeNull();
    expect(criteriaFromUrl(fields, '')).toBeNull();
    expect(criteriaFromUrl(fields, '?dealerCode=D0002&orderType=Urgent')).toEqual({ orderType: 'Urgent' });
  });
});
