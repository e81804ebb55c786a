import { describe, expect, it } from 'vitest';
import { cellPrimitive, parseCell, parseDate } from './cells';
import type { ColumnDef } from './sheet';

const col = (c: Partial<ColumnDef> & Pick<ColumnDef, 'type'>): ColumnDef => ({
  key: 'k',
  headerZh: '列',
  headerEn: 'Col',
  ...c,
});
const value = (c: ColumnDef, raw: unknown) => {
  const r = parseCell(c, raw);
  if (!r.ok) throw new Error(`refused: ${r.issue.code}`);
  return r.value;
};
const code = (c: ColumnDef, raw: unknown) => {
  const r = parseCell(c, raw);
  return r.ok ? null : r.issue.code;
};

describe('cellPrimitive', () => {
  it('unwraps rich text, formula results, hyperlinks and blanks', () => {
    expect(cellPrimitive({ richText: [{ text: '机油' }, { text: '滤清器' }] })).toBe('机油滤清器');
    expect(cellPrimitive({ formula: 'A1*2', result: 12 })).toBe(12);
    expect(cellPrimitive({ sharedFormula: 'A1', result: 'x' })).toBe('x');
    expect(cellPrimitive({ formula: 'A1' })).toBeNull();
    expect(cellPrimitive({ text: 'link', hyperlink: 'http://x' })).toBe('link');
    expect(cellPrimitive('   ')).toBeNull();
    expect(cellPrimitive(undefined)).toBeNull();
  });
});

describe('parseCell', () => {
  it('reads strings, trims, normalizes and limits length', () => {
    const c = col({ type: 'string', max: 5, normalize: (t) => t.toUpperCase() });
    expect(value(c, '  abc ')).toBe('ABC');
    expect(value(c, 12345)).toBe('12345');
    expect(code(c, 'abcdef')).toBe('EXCEL_CELL_TOO_LONG');
    expect(value(c, null)).toBeNull();
    expect(code(col({ type: 'string', required: true }), '  ')).toBe('EXCEL_CELL_REQUIRED');
  });

  it('reads integers from numbers and from numbers stored as text', () => {
    const c = col({ type: 'int', min: 0, max: 1000 });
    expect(value(c, 12)).toBe(12);
    expect(value(c, ' 1,000 ')).toBe(1000);
    expect(value(c, '12.0')).toBe(12);
    expect(value(c, { formula: 'B2+1', result: 7 })).toBe(7);
    expect(code(c, '12.5')).toBe('EXCEL_CELL_NOT_INTEGER');
    expect(code(c, 'abc')).toBe('EXCEL_CELL_NOT_INTEGER');
    expect(code(c, -1)).toBe('EXCEL_CELL_OUT_OF_RANGE');
    expect(code(c, 1001)).toBe('EXCEL_CELL_OUT_OF_RANGE');
  });

  it('keeps money exact with two decimals and refuses more decimals or negatives', () => {
    const c = col({ type: 'money' });
    expect(value(c, 12.5)).toBe('12.50');
    expect(value(c, 0.1 + 0.2)).toBe('0.30');
    expect(value(c, '1,234.5')).toBe('1234.50');
    expect(code(c, '1.234')).toBe('EXCEL_CELL_DECIMALS');
    expect(code(c, -1)).toBe('EXCEL_CELL_OUT_OF_RANGE');
    expect(code(c, 'x')).toBe('EXCEL_CELL_NOT_NUMBER');
  });

  it('reads decimals with their own digit limit', () => {
    const c = col({ type: 'decimal', decimals: 3, min: 0 });
    expect(value(c, '1.125')).toBe('1.125');
    expect(code(c, '1.1255')).toBe('EXCEL_CELL_DECIMALS');
  });

  it('reads dates as Date, serial number or text', () => {
    const c = col({ type: 'date' });
    expect(value(c, new Date(Date.UTC(2026, 10, 21)))).toBe('2026-11-21');
    expect(value(c, 46347)).toBe('2026-11-21');
    expect(value(c, '2026/11/21')).toBe('2026-11-21');
    expect(value(c, '2026-1-5')).toBe('2026-01-05');
    expect(value(c, '20261121')).toBe('2026-11-21');
    expect(value(c, '2026年11月21日')).toBe('2026-11-21');
    expect(code(c, '2026-02-30')).toBe('EXCEL_CELL_NOT_DATE');
    expect(code(c, 'soon')).toBe('EXCEL_CELL_NOT_DATE');
  });

  it('reads yes/no in both languages', () => {
    const c = col({ type: 'bool' });
    for (const t of ['是', 'Y', 'yes', 'TRUE', 1, true]) expect(value(c, t)).toBe(true);
    for (const f of ['否', 'n', 'No', 'false', 0, false]) expect(value(c, f)).toBe(false);
    expect(code(c, 'maybe')).toBe('EXCEL_CELL_NOT_BOOL');
  });

  it('reads enums by code or by either label', () => {
    const c = col({ type: 'enum', enumValues: ['A', { value: 'CUR', zh: '正常', en: 'Current' }] });
    expect(value(c, 'a')).toBe('A');
    expect(value(c, '正常')).toBe('CUR');
    expect(value(c, 'current')).toBe('CUR');
    expect(value(c, 'CUR 正常')).toBe('CUR');
    const r = parseCell(c, 'X');
    expect(r.ok ? null : r.issue).toEqual({
      column: 'k',
      code: 'EXCEL_CELL_NOT_ALLOWED',
      params: { allowed: 'A/CUR' },
    });
  });
});

describe('parseDate', () => {
  it('refuses serials outside the calendar', () => {
    expect(parseDate(0)).toBeNull();
    expect(parseDate(3_000_000)).toBeNull();
    expect(parseDate(1)).toBe('1899-12-31');
  });
});
