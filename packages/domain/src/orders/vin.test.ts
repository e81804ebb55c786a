import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVin, isValidVin, isVinFormat, vinCheckDigit } from './vin.js';

describe('VIN check digit', () => {
  it.each([
    '1M8GDM9AXKP042788',
    '11111111111111111',
    '1HGCM82633A004352',
    'JH4KA7561PC008269',
    'LSVAU033612345678',
    'LFV2A21K8A3000001',
    'LGBH52E02MY000123',
  ])('accepts %s', (vin) => {
    expect(checkVin(vin)).toBeNull();
  });

  it('reports the expected check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkVin('LSVAU033512345678')).toEqual({
      code: 'VIN_CHECK_DIGIT_MISMATCH',
      params: { vin: 'LSVAU033512345678', expected: '6' },
      field: 'vin',
    });
  });

  it.each([
    '1M8GDM9AXKP04278',
    '1M8GDM9AXKP0427880',
    '1M8GDM9AXKP04278O',
    'IM8GDM9AXKP042788',
    '1m8gdm9axkp042788',
    'QM8GDM9AXKP042788',
  ])('refuses malformed %s', (vin) => {
    expect(checkVin(vin)?.code).toBe('VIN_FORMAT_INVALID');
    expect(vinCheckDigit(vin)).toBeNull();
  });

  it('skips the check digit when told to', () => {
    expect(checkVin('WVWZZZ1JZXW000001')?.code).toBe('VIN_CHECK_DIGIT_MISMATCH');
    expect(checkVin('WVWZZZ1JZXW000001', { checkDigit: false })).toBeNull();
  });

  const vinChars = fc.constantFrom(...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'.split(''));
  const body = fc.array(vinChars, { minLength: 17, maxLength: 17 }).map((cs) => cs.join(''));

  it('a VIN with its computed check digit is valid and any other digit is not (property)', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...'0123456789X'.split('')), (raw, other) => {
        const digit = vinCheckDigit(raw) as string;
        const vin = `${raw.slice(0, 8)}${digit}${raw.slice(9)}`;
        const wrong = `${raw.slice(0, 8)}${other}${raw.slice(9)}`;
        return isVinFormat(vin) && isValidVin(vin) && (other === digit || !isValidVin(wrong));
      }),
    );
  });
});
