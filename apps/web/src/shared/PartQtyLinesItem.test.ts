import { describe, expect, it } from 'vitest';
import { parsePartQtyLines, partQtyLinesText, partQtyLinesValid } from './PartQtyLinesItem';

describe('part qty lines', () => {
  it('reads one line a row with any separator, upper-casing the part code', () => {
    expect(parsePartQtyLines('ab-1 2\n\n  cd-2,3\r\nef-3，4\tgh 5')).toEqual([
      { partCode: 'AB-1', qty: 2 },
      { partCode: 'CD-2', qty: 3 },
      { partCode: 'EF-3', qty: 4 },
    ]);
  });

  it('reads a missing qty as 0 and a word as NaN', () => {
    const [missing, word] = parsePartQtyLines('AB-1\nCD-2 many');
    expect(missing).toEqual({ partCode: 'AB-1', qty: 0 });
    expect(word?.qty).toBeNaN();
  });

  it('accepts only whole quantities above zero', () => {
    expect(partQtyLinesValid('AB-1 2\nCD-2 10')).toBe(true);
    expect(partQtyLinesValid('AB-1 0')).toBe(false);
    expect(partQtyLinesValid('AB-1 1.5')).toBe(false);
    expect(partQtyLinesValid('AB-1')).toBe(false);
  });

  it('writes saved lines back one a row', () => {
    expect(
      partQtyLinesText([
        { partCode: 'AB-1', qty: 2 },
        { partCode: 'CD-2', qty: 3 },
      ]),
    ).toBe('AB-1 2\nCD-2 3');
  });
});
