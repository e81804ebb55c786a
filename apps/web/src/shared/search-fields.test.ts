import { PO_STATUS_LABELS, PO_STATUSES } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { dateRangeField, statusSearchField, yesNoSearchField } from './search-fields';

describe('statusSearchField', () => {
  it('lists every status of the kind in order, values as strings', () => {
    const field = statusSearchField('poStatus', 'Status');
    expect(field).toMatchObject({ name: 'status', label: 'Status', type: 'select' });
    expect(field.options).toEqual(
      PO_STATUSES.map((s) => ({ value: String(s), label: PO_STATUS_LABELS[s].zh })),
    );
  });

  it('takes another query parameter', () => {
    expect(statusSearchField('asnStatus', 'ASN', 'asnStatus').name).toBe('asnStatus');
  });
});

describe('dateRangeField', () => {
  it('names the from and to parameters after the field', () => {
    expect(dateRangeField('submitDate', 'Submitted')).toEqual({
      name: 'submitDate',
      label: 'Submitted',
      type: 'dateRange',
      rangeNames: ['submitDateFrom', 'submitDateTo'],
      span: 8,
    });
    expect(dateRangeField('shipDate', 'Shipped', 6).span).toBe(6);
  });
});

describe('yesNoSearchField', () => {
  it('offers yes and no as the strings the URL holds', () => {
    expect(yesNoSearchField('active', 'Active', 'Yes', 'No').options).toEqual([
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ]);
  });
});
