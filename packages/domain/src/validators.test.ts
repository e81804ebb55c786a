import { describe, expect, it } from 'vitest';
import {
  byteLength,
  checkByteLength,
  checkCapitals,
  checkHalfWidthAlnum,
  checkPostalCode,
  checkTelephone,
  checkWeekdayList,
  checkYearMonth,
} from './validators.js';

const code = (v: { code: string } | null) => v?.code ?? null;

describe('§5 general validators', () => {
  it('telephone: 11-digit mobile or exactly XXX-XXXXXXXX', () => {
    for (const ok of ['13800138000', '010-12345678', '']) expect(checkTelephone(ok)).toBeNull();
    for (const bad of ['1380013800', '0571-12345678', '010-1234567', '23800138000', '010 12345678'])
      expect(code(checkTelephone(bad)), bad).toBe('PHONE_INVALID');
  });

  it('byte length counts a Chinese or full-width character as 2', () => {
    expect(byteLength('ab北京')).toBe(6);
    expect(byteLength('ＡＢ')).toBe(4);
    expect(checkByteLength('北京', 4, 'name')).toBeNull();
    expect(checkByteLength('北京A', 4, 'name')).toMatchObject({
      code: 'BYTE_LENGTH_EXCEEDED',
      params: { max: 4 },
    });
  });

  it('half-width alphanumerics and capitals', () => {
    expect(checkHalfWidthAlnum('Ab12', 'f')).toBeNull();
    expect(code(checkHalfWidthAlnum('Ａb12', 'f'))).toBe('HALF_WIDTH_ALNUM_REQUIRED');
    expect(code(checkHalfWidthAlnum('a-1', 'f'))).toBe('HALF_WIDTH_ALNUM_REQUIRED');
    expect(checkCapitals('W01', 'code')).toBeNull();
    expect(code(checkCapitals('w01', 'code'))).toBe('CAPITALS_REQUIRED');
    expect(code(checkCapitals('Ｗ01', 'code'))).toBe('CAPITALS_REQUIRED');
  });

  it('postal code is 6 digits', () => {
    expect(checkPostalCode('210000')).toBeNull();
    for (const bad of ['21000', '2100000', '21000a'])
      expect(code(checkPostalCode(bad))).toBe('POSTAL_CODE_INVALID');
  });

  it('weekday lists use 1-7 without repeats', () => {
    expect(checkWeekdayList('1,3,5', 'd')).toBeNull();
    expect(checkWeekdayList('7', 'd')).toBeNull();
    for (const bad of ['0,1', '1,8', '1,1', '1,,2', 'a'])
      expect(code(checkWeekdayList(bad, 'd')), bad).toBe('WEEKDAY_LIST_INVALID');
  });

  it('year-month is 6 digits with a month 01-12', () => {
    expect(checkYearMonth('201901', 'm')).toBeNull();
    for (const bad of ['20191', '201913', '201900', '2019-01'])
      expect(code(checkYearMonth(bad, 'm')), bad).toBe('YEAR_MONTH_INVALID');
  });
});
