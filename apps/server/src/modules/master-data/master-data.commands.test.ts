import { checkDealerCode } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { masterFormViolations } from './master-data.commands';

const codes = (list: ReturnType<typeof masterFormViolations>) => list.map((v) => v && `${v.field}:${v.code}`);

describe('masterFormViolations', () => {
  it('checks code, name and telephone in that order, the postal code only where the form has one', () => {
    const bad = { code: 'ab', nameZh: '仓'.repeat(51), phone: 'x', postalCode: '12' };
    expect(codes(masterFormViolations(bad))).toEqual([
      'code:CAPITALS_REQUIRED',
      'nameZh:BYTE_LENGTH_EXCEEDED',
      'phone:PHONE_INVALID',
    ]);
    expect(codes(masterFormViolations(bad, { postalCode: true }))).toEqual([
      'code:CAPITALS_REQUIRED',
      'nameZh:BYTE_LENGTH_EXCEEDED',
      'phone:PHONE_INVALID',
      'postalCode:POSTAL_CODE_INVALID',
    ]);
  });

  it('passes a good form and an edit without code or name', () => {
    expect(masterFormViolations({ code: 'W01', nameZh: '仓库', phone: null }, { postalCode: true })).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(masterFormViolations({})).toEqual([null, null, null]);
  });

  it('applies the kind’s own code rule after the capitals', () => {
    const rule = { codeRule: checkDealerCode };
    expect(masterFormViolations({ code: 'ab' }, rule)[0]?.code).toBe('CAPITALS_REQUIRED');
    expect(masterFormViolations({ code: 'D0001' }, rule)[0]).toBeNull();
    expect(masterFormViolations({ code: 'X' }, rule)[0]).toEqual(checkDealerCode('X'));
  });
});
