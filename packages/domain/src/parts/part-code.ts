import { type RuleViolation, violation } from '../rules.js';

/**
 * Part code format (spec §3 "part code in four segments", §5 "fourth segment at most 5"); decision in
 * `docs/decisions/part-codes.md`: four segments of capital letters A-Z and digits, joined by `-`;
 * segments 1 to 3 have 1 to 8 characters, segment 4 has 1 to 5. Example: `90915-YZZD4-00-A1`.
 */
export const PART_CODE_SEPARATOR = '-';
export const PART_CODE_SEGMENT_COUNT = 4;
/** Max characters of segments 1..4. */
export const PART_CODE_SEGMENT_MAX = [8, 8, 8, 5] as const;
/** Max length of a whole part code: 8+8+8+5 plus three separators. */
export const PART_CODE_MAX_LENGTH = 32;

const SEGMENT = /^[A-Z0-9]+$/;

/** Upper-cases and trims a typed part code and turns full-width characters into half-width ones. */
export function normalizePartCode(input: string): string {
  return input
    .trim()
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toUpperCase();
}

/** The four segments of a part code, or null when it does not have four. */
export function splitPartCode(partCode: string): [string, string, string, string] | null {
  const parts = partCode.split(PART_CODE_SEPARATOR);
  return parts.length === PART_CODE_SEGMENT_COUNT ? (parts as [string, string, string, string]) : null;
}

/**
 * Checks a (normalized) part code. Codes: PART_CODE_FORMAT_INVALID {partCode} when it is not four
 * non-empty segments of A-Z/0-9; PART_CODE_SEGMENT_TOO_LONG {segment (1-based), max}. Field `partCode`.
 */
export function checkPartCode(partCode: string): RuleViolation | null {
  const segments = splitPartCode(partCode);
  if (!segments || segments.some((s) => !SEGMENT.test(s))) {
    return violation('PART_CODE_FORMAT_INVALID', { partCode }, 'partCode');
  }
  for (let i = 0; i < segments.length; i++) {
    if (segments[i].length > PART_CODE_SEGMENT_MAX[i]) {
      return violation(
        'PART_CODE_SEGMENT_TOO_LONG',
        { segment: i + 1, max: PART_CODE_SEGMENT_MAX[i] },
        'partCode',
      );
    }
  }
  return null;
}

/** Is `value` a well-formed part code (boolean form of `checkPartCode`)? */
export const isPartCode = (value: string): boolean => checkPartCode(value) === null;

/**
 * Storage code norm (spec §5 "storage code must follow the norm without skipping levels"); decision in
 * `docs/decisions/part-codes.md`. Up to four levels joined by `-`:
 * 1. area: one or two capital letters (`A`, `HZ`);
 * 2. rack row, 3. shelf level, 4. position: two digits each, `01`–`99`.
 * A code may stop after any level (`A`, `A-01`, `A-01-02`, `A-01-02-03`) but may not skip one: an empty
 * level or a `00` level followed by a deeper level is a skipped level.
 */
export const STORAGE_CODE_MAX_LEVELS = 4;
const AREA = /^[A-Z]{1,2}$/;
const LEVEL = /^(0[1-9]|[1-9][0-9])$/;

/**
 * Checks a storage code. Codes: STORAGE_CODE_LEVEL_SKIPPED {storageCode, level (1-based, the missing
 * one)}; STORAGE_CODE_FORMAT_INVALID {storageCode} otherwise. Field `storageCode`.
 */
export function checkStorageCode(storageCode: string, field = 'storageCode'): RuleViolation | null {
  const levels = storageCode.split('-');
  const invalid = violation('STORAGE_CODE_FORMAT_INVALID', { storageCode }, field);
  if (levels.length > STORAGE_CODE_MAX_LEVELS) return invalid;
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i];
    const missing = level === '' || (i > 0 && level === '00');
    if (missing) {
      const deeper = levels.slice(i + 1).some((l) => l !== '' && l !== '00');
      return deeper ? violation('STORAGE_CODE_LEVEL_SKIPPED', { storageCode, level: i + 1 }, field) : invalid;
    }
    if (!(i === 0 ? AREA : LEVEL).test(level)) return invalid;
  }
  return null;
}

/** Is `value` a storage code following the norm (boolean form of `checkStorageCode`)? */
export const isStorageCode = (value: string): boolean => checkStorageCode(value) === null;
