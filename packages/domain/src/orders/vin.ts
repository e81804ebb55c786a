import { type RuleViolation, violation } from '../rules.js';

/**
 * Vehicle identification number (ISO 3779; check digit as in the North American rule, which China's
 * GB 16735 also mandates): 17 characters, digits and capital letters without I, O and Q; position 9
 * is a check digit `0`-`9` or `X`.
 */
export const VIN_LENGTH = 17;
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Trims and upper-cases a typed VIN. */
export const normalizeVin = (vin: string): string => vin.trim().toUpperCase();

/** Is the VIN 17 allowed characters (no I, O, Q)? Does not look at the check digit. */
export const isVinFormat = (vin: string): boolean => VIN_PATTERN.test(vin);

/**
 * The check digit (`0`-`9` or `X`) the VIN's other 16 characters call for: weighted sum of the
 * transliterated characters modulo 11, 10 written `X`. Null when the VIN is not well formed.
 */
export function vinCheckDigit(vin: string): string | null {
  if (!isVinFormat(vin)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i];
    const value = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : TRANSLITERATION[c];
    sum += value * WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Checks a (normalized) VIN, field `vin`: VIN_FORMAT_INVALID {vin} unless 17 characters of 0-9 and A-Z
 * without I, O, Q; VIN_CHECK_DIGIT_MISMATCH {vin, expected} when position 9 is wrong. Pass
 * `{ checkDigit: false }` for vehicles built for markets without a check digit.
 */
export function checkVin(vin: string, options: { checkDigit?: boolean } = {}): RuleViolation | null {
  if (!isVinFormat(vin)) return violation('VIN_FORMAT_INVALID', { vin }, 'vin');
  if (options.checkDigit === false) return null;
  const expected = vinCheckDigit(vin);
  return vin[8] === expected ? null : violation('VIN_CHECK_DIGIT_MISMATCH', { vin, expected }, 'vin');
}

/** Is `vin` well formed with a correct check digit (boolean form of `checkVin`)? */
export const isValidVin = (vin: string): boolean => checkVin(vin) === null;
