import { PO_STATUS_LABELS, PO_STATUSES } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { statusSearchField } from './status-search-field';

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
