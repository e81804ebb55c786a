import { PO_STATUS_LABELS, PO_STATUSES } from '@spm/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { dateRangeField, statusSearchField, titledSearchFields, yesNoSearchField } from './search-fields';

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

describe('titledSearchFields', () => {
  const t = ((key: string) => `<${key}>`) as unknown as TFunction;
  const search = titledSearchFields(t, 'demo:field.');

  it('labels a text criterion from its own name under the prefix, bounded to its length', () => {
    expect(search.text('poNo', 20)).toEqual({ name: 'poNo', label: '<demo:field.poNo>', maxLength: 20 });
  });

  it('labels a criterion from another key when given', () => {
    expect(search.text('toWarehouseCode', 20, 'toWarehouse').label).toBe('<demo:field.toWarehouse>');
    expect(search.dateRange('submitDate', 6, 'submittedAt')).toEqual(
      dateRangeField('submitDate', '<demo:field.submittedAt>', 6),
    );
  });

  it('offers a choice of options, labelled from its own key or another', () => {
    const options = [{ value: 'a', label: 'A' }];
    expect(search.select('kind', options)).toEqual({
      name: 'kind',
      label: '<demo:field.kind>',
      type: 'select',
      options,
    });
    expect(search.select('locked', options, 'status').label).toBe('<demo:field.status>');
  });

  it('builds the status, date range and yes/no fields of the kit', () => {
    expect(search.status('poStatus')).toEqual(statusSearchField('poStatus', '<demo:field.status>'));
    expect(search.status('asnStatus', 'asnStatus')).toEqual(
      statusSearchField('asnStatus', '<demo:field.asnStatus>', 'asnStatus'),
    );
    expect(search.dateRange('shipDate').rangeNames).toEqual(['shipDateFrom', 'shipDateTo']);
    expect(search.yesNo('active', 'Y', 'N')).toEqual(
      yesNoSearchField('active', '<demo:field.active>', 'Y', 'N'),
    );
  });
});
