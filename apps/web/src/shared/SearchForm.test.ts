import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type SearchField, toCriteria, toFormValues } from './SearchForm';

const fields: SearchField[] = [
  { name: 'keyword', label: 'k' },
  { name: 'status', label: 's', type: 'select' },
  { name: 'types', label: 't', type: 'multiSelect' },
  { name: 'submitDate', label: 'd', type: 'dateRange', rangeNames: ['submitDateFrom', 'submitDateTo'] },
  { name: 'day', label: 'day', type: 'date' },
];

describe('search criteria', () => {
  it('turns form values into API criteria: trimmed, dates as yyyy-MM-dd, empty values dropped', () => {
    const criteria = toCriteria(fields, {
      keyword: '  abc ',
      status: 0,
      types: ['Normal', 'VOR'],
      submitDate: [dayjs('2026-01-02'), null],
      day: undefined,
    });
    expect(criteria).toEqual({
      keyword: 'abc',
      status: 0,
      types: 'Normal,VOR',
      submitDateFrom: '2026-01-02',
    });
    expect(toCriteria(fields, { keyword: '   ', types: [] })).toEqual({});
  });

  it('restores saved criteria into form values', () => {
    const values = toFormValues(fields, {
      keyword: 'abc',
      types: 'Normal,VOR',
      submitDateTo: '2026-02-03',
      day: '2026-01-01',
    });
    expect(values.keyword).toBe('abc');
    expect(values.types).toEqual(['Normal', 'VOR']);
    const range = values.submitDate as (dayjs.Dayjs | null)[];
    expect(range[0]).toBeNull();
    expect(range[1]?.format('YYYY-MM-DD')).toBe('2026-02-03');
    expect((values.day as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-01-01');
    expect(values).not.toHaveProperty('submitDateTo');
  });
});
