import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPartCode,
  checkStorageCode,
  isPartCode,
  isStorageCode,
  normalizePartCode,
  splitPartCode,
} from './part-code.js';

describe('part code', () => {
  it.each(['90915-YZZD4-00-A1', 'A-B-C-D', '12345678-ABCDEFGH-1-12345'])('accepts %s', (code) => {
    expect(checkPartCode(code)).toBeNull();
  });

  it.each(['90915-YZZD4-00', '90915-YZZD4-00-A1-X', 'a-b-c-d', 'A--C-D', 'A-B-C-D_', 'A B-C-D-E', ''])(
    'refuses malformed %j',
    (code) => {
      expect(checkPartCode(code)).toEqual({
        code: 'PART_CODE_FORMAT_INVALID',
        params: { partCode: code },
        field: 'partCode',
      });
    },
  );

  it('limits the fourth segment to 5 characters', () => {
    expect(checkPartCode('A-B-C-123456')).toEqual({
      code: 'PART_CODE_SEGMENT_TOO_LONG',
      params: { segment: 4, max: 5 },
      field: 'partCode',
    });
  });

  it('limits segments 1 to 3 to 8 characters', () => {
    expect(checkPartCode('123456789-B-C-D')?.params).toEqual({ segment: 1, max: 8 });
    expect(checkPartCode('A-B-123456789-D')?.params).toEqual({ segment: 3, max: 8 });
  });

  it('normalizes typed input', () => {
    expect(normalizePartCode('  ａ1-b2-c3-d4 ')).toBe('A1-B2-C3-D4');
    expect(splitPartCode('A1-B2-C3-D4')).toEqual(['A1', 'B2', 'C3', 'D4']);
    expect(splitPartCode('A1-B2')).toBeNull();
  });

  it('accepts every code built from valid segments', () => {
    const seg = (max: number) => fc.stringMatching(new RegExp(`^[A-Z0-9]{1,${max}}$`));
    fc.assert(fc.property(seg(8), seg(8), seg(8), seg(5), (a, b, c, d) => isPartCode(`${a}-${b}-${c}-${d}`)));
  });
});

describe('storage code', () => {
  it.each(['A', 'HZ', 'A-01', 'A-01-02', 'A-01-02-03', 'B-99-10-01'])('accepts %s', (code) => {
    expect(checkStorageCode(code)).toBeNull();
  });

  it.each(['a-01', 'A-1', 'A-001', 'ABC-01', 'A-01-02-03-04', 'A-01-', '', 'A-XX'])(
    'refuses malformed %j',
    (code) => {
      expect(checkStorageCode(code)?.code).toBe('STORAGE_CODE_FORMAT_INVALID');
    },
  );

  it('refuses a skipped level and names it', () => {
    expect(checkStorageCode('A--03')).toEqual({
      code: 'STORAGE_CODE_LEVEL_SKIPPED',
      params: { storageCode: 'A--03', level: 2 },
      field: 'storageCode',
    });
    expect(checkStorageCode('A-01-00-04')?.params).toEqual({ storageCode: 'A-01-00-04', level: 3 });
    expect(checkStorageCode('-01', 'mainStorageCode')).toMatchObject({
      params: { level: 1 },
      field: 'mainStorageCode',
    });
    expect(isStorageCode('A-01-00')).toBe(false);
  });
});
