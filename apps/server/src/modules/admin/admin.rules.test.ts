import { describe, expect, it } from 'vitest';
import { checkOrganisationFits, type OrganisationInput, sameCodes } from './admin.rules';

const base: OrganisationInput = {
  accountType: 'Internal',
  headOffice: true,
  dealerCode: null,
  supplierCode: null,
  warehouseCodes: [],
};

describe('checkOrganisationFits', () => {
  it.each<[string, Partial<OrganisationInput>]>([
    ['head-office staff', {}],
    ['warehouse staff', { headOffice: false, warehouseCodes: ['W01'] }],
    ['a dealer account', { accountType: 'Dealer', headOffice: false, dealerCode: 'D0001' }],
    ['a supplier administrator', { accountType: 'SupplierAdmin', headOffice: false, supplierCode: 'S001' }],
    ['an external user of a dealer', { accountType: 'External', headOffice: false, dealerCode: 'D0001' }],
    ['an external head-office user', { accountType: 'External' }],
  ])('accepts %s', (_label, input) => {
    expect(checkOrganisationFits({ ...base, ...input })).toBeNull();
  });

  it.each<[string, Partial<OrganisationInput>, string]>([
    ['internal staff of a dealer', { dealerCode: 'D0001' }, 'dealerCode'],
    ['internal staff of a supplier', { supplierCode: 'S001' }, 'supplierCode'],
    ['warehouse staff without a warehouse', { headOffice: false }, 'warehouseCodes'],
    ['a dealer account without a dealer', { accountType: 'Dealer', headOffice: false }, 'dealerCode'],
    ['a head-office dealer account', { accountType: 'Dealer', dealerCode: 'D0001' }, 'headOffice'],
    [
      'a dealer account with a supplier',
      { accountType: 'Dealer', headOffice: false, dealerCode: 'D0001', supplierCode: 'S001' },
      'supplierCode',
    ],
    ['a supplier account without a supplier', { accountType: 'Supplier', headOffice: false }, 'supplierCode'],
    [
      'a supplier account of a dealer',
      { accountType: 'Supplier', headOffice: false, supplierCode: 'S001', dealerCode: 'D0001' },
      'dealerCode',
    ],
    ['an external user of a supplier', { accountType: 'External', supplierCode: 'S001' }, 'supplierCode'],
  ])('refuses %s', (_label, input, field) => {
    expect(checkOrganisationFits({ ...base, ...input })).toEqual({
      code: 'SCOPE_MISMATCH',
      params: { accountType: input.accountType ?? 'Internal' },
      field,
    });
  });
});

describe('sameCodes', () => {
  it('answers true for the same codes in any order', () => {
    expect(sameCodes(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameCodes([], [])).toBe(true);
  });

  it('answers false when a code was added, removed or replaced', () => {
    expect(sameCodes(['a'], ['a', 'b'])).toBe(false);
    expect(sameCodes(['a', 'b'], ['a'])).toBe(false);
    expect(sameCodes(['a', 'b'], ['a', 'c'])).toBe(false);
  });
});
